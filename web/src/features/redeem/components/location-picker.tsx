import type { Location } from '@gv/proto';
import { SelectField } from '../../../components/ui/form-field';
import { SelectOptions } from '../../../components/ui/select-options';
import { useMessages } from '../../../lib/i18n';
import { counterMessages } from './redeem-page.messages';

/** The location field the select shows. */
const NAME_FIELD = 'name';

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
  const t = useMessages(counterMessages);
  return (
    <SelectField
      id="redeem-location"
      label={t('locationLabel')}
      className="redeem__location"
      hint={value ? t('locationHere') : t('locationChoose')}
      value={value ?? ''}
      onValue={onChange}
    >
      {!value && (
        <option value="" disabled>
          {t('chooseLocation')}
        </option>
      )}
      <SelectOptions choices={locations} value="id" label={NAME_FIELD} />
    </SelectField>
  );
}
