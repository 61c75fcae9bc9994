import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import { useId } from 'react';
import { fetchLocationsToFilterBy } from '../../lib/business-locations';
import { useFetched } from '../../lib/use-fetched';
import { SelectOptions } from './select-options';
import './location-filter.css';

/**
 * Narrows a screen's figures or list to one of the business's locations ('': all of them, decision 0078). A business
 * with one location has nothing to choose: the filter is not shown.
 */
export function LocationFilter({ value, onChange }: { value: string; onChange: (locationId: string) => void }) {
  const id = useId();
  const { data: locations } = useFetched(fetchLocationsToFilterBy, []);
  const t = useMessages(controlsMessages);
  if (!locations || locations.length < 2) return null;
  return (
    <div className="location-filter">
      <label htmlFor={id}>{t('location')}</label>
      <select id={id} className="input location-filter__select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('allLocations')}</option>
        <SelectOptions choices={locations} value="id" shown="name" />
      </select>
    </div>
  );
}
