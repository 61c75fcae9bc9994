import { useId } from 'react';
import type { Location } from '@gv/proto';
import { useMessages } from '../../../lib/i18n';
import { teamLocationsMessages } from '../team.messages';
import { teamPageMessages } from '../team.messages';

interface LocationChoicesProps {
  locations: readonly Location[];
  value: readonly string[];
  onChange: (locationIds: string[]) => void;
  error?: string;
}

/** The locations a clerk works at, ticked from the business's open ones; none ticked: every location. */
export function LocationChoices({ locations, value, onChange, error }: LocationChoicesProps) {
  const t = useMessages(teamLocationsMessages);
  const page = useMessages(teamPageMessages);
  const hintId = useId();
  const errorId = useId();
  const toggle = (id: string, ticked: boolean) => onChange(ticked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset className="field team-locations" aria-describedby={error ? `${errorId} ${hintId}` : hintId}>
      <legend className="field__label">{page('locations')}</legend>
      <div className="team-locations__choices">
        {locations.map((location) => (
          <label key={location.id} className="team-locations__choice">
            <input type="checkbox" checked={value.includes(location.id)} onChange={(event) => toggle(location.id, event.target.checked)} />
            {location.name}
          </label>
        ))}
      </div>
      <span id={hintId} className="field__hint">
        {t('choicesHint')}
      </span>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
