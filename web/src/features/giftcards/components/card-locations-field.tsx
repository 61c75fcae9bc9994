import type { Location } from '@gv/proto';
import { SelectField } from '../../../components/ui/form-field';
import { shownHomeLocation, type CardLocationValues } from '../card-location-values';
import { SelectOptions } from '../../../components/ui/select-options';
import { useMessages } from '../../../lib/i18n';
import { formMessages } from './gift-card-form.messages';

/** The location field the select shows. */
const NAME_FIELD = 'name';

interface CardLocationsFieldProps {
  /** The control ids, by the server's field name, so an invalid field can be focused. */
  ids: { locationIds: string; homeLocationId: string };
  /** The business's open locations (two or more). */
  locations: readonly Location[];
  value: CardLocationValues;
  errors: { locationIds?: string; homeLocationId?: string };
  onChange: (value: CardLocationValues) => void;
}

/** "Where it can be used" (every location, or the ticked ones) and the location its online sales belong to (decision 0078). */
export function CardLocationsField({ ids, locations, value, errors, onChange }: CardLocationsFieldProps) {
  const t = useMessages(formMessages);
  const set = (change: Partial<CardLocationValues>) => onChange({ ...value, ...change });
  const toggle = (id: string, ticked: boolean) =>
    set({ locationIds: ticked ? [...value.locationIds, id] : value.locationIds.filter((chosen) => chosen !== id) });
  const hintId = `${ids.locationIds}-hint`;
  const errorId = `${ids.locationIds}-error`;
  const scope = `${ids.locationIds}-scope`;

  return (
    <>
      <fieldset className="field field--full gc-locations" aria-describedby={errors.locationIds ? `${errorId} ${hintId}` : hintId}>
        <legend className="field__label">{t('whereLegend')}</legend>
        <label className="gc-locations__option">
          <input
            id={value.limited ? undefined : ids.locationIds}
            type="radio"
            name={scope}
            checked={!value.limited}
            onChange={() => set({ limited: false })}
          />
          {t('everyLocation')}
        </label>
        <label className="gc-locations__option">
          <input type="radio" name={scope} checked={value.limited} onChange={() => set({ limited: true })} />
          {t('someLocations')}
        </label>
        {value.limited && (
          <div className="gc-locations__choices" role="group" aria-label={t('locationsLabel')}>
            {locations.map((location, index) => {
              const ticked = value.locationIds.includes(location.id);
              return (
                <label key={location.id} className={`gc-chip${ticked ? ' gc-chip--on' : ''}`}>
                  {/* The first location takes the field's id: an invalid choice is mended there. */}
                  <input
                    id={index === 0 ? ids.locationIds : undefined}
                    type="checkbox"
                    checked={ticked}
                    onChange={(event) => toggle(location.id, event.target.checked)}
                  />
                  {location.name}
                </label>
              );
            })}
          </div>
        )}
        <span id={hintId} className="field__hint">
          {value.limited ? t('hintLimited') : t('hintAll')}
        </span>
        {errors.locationIds && (
          <span id={errorId} className="field__error">
            {errors.locationIds}
          </span>
        )}
      </fieldset>

      <SelectField
        id={ids.homeLocationId}
        label={t('homeLabel')}
        hint={t('homeHint')}
        error={errors.homeLocationId}
        value={shownHomeLocation(value, locations)}
        onValue={(homeLocationId) => set({ homeLocationId })}
      >
        <SelectOptions choices={locations} value="id" label={NAME_FIELD} />
      </SelectField>
    </>
  );
}
