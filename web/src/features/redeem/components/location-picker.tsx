import type { Location } from '@gv/proto';
import { SelectField } from '../../../components/ui/form-field';
import { SelectOptions } from '../../../components/ui/select-options';

/** Where the counter is, when the person may redeem at several locations: remembered on this device for the next visit. */
export function LocationPicker({
  locations,
  value,
  onChange,
}: {
  locations: readonly Location[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <SelectField
      id="redeem-location"
      label="Location"
      className="redeem__location"
      hint={value ? 'Redemptions here are recorded at this location.' : 'Choose where you are before redeeming.'}
      value={value ?? ''}
      onValue={onChange}
    >
      {!value && (
        <option value="" disabled>
          Choose your location
        </option>
      )}
      <SelectOptions choices={locations} value="id" label="name" />
    </SelectField>
  );
}
