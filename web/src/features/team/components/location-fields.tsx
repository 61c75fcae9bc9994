import { useMemo, useState, type FormEvent } from 'react';
import { fieldMessages, type Location, type LocationForm } from '@gv/proto';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { SelectOptions } from '../../../components/ui/select-options';
import { choiceOf, timeZoneChoices } from '../../../lib/time-zones';
import { useMessages } from '../../../lib/i18n';
import { teamLocationsMessages } from '../team.messages';

interface LocationFieldsProps {
  id: string;
  /** The location being edited; a new one starts empty, in `defaultZone`. */
  location?: Location;
  defaultZone: string;
  /** The server's per-field errors. */
  fields: Record<string, string>;
  onSubmit: (form: LocationForm) => void;
}

/**
 * A location's name, address and time zone, checked before they are sent. Its submit button is the caller's
 * (`form={id}`), and a new `key` empties it.
 */
export function LocationFields({ id, location, defaultZone, fields, onSubmit }: LocationFieldsProps) {
  const t = useMessages(teamLocationsMessages);
  const fieldText = useMessages(fieldMessages);
  const [name, setName] = useState(location?.name ?? '');
  const [address, setAddress] = useState(location?.address ?? '');
  const [timeZone, setTimeZone] = useState(location?.timeZone ?? defaultZone);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const known = useMemo(() => timeZoneChoices(), []);
  // A saved zone the browser does not list stays offered, so the select never shows a value it does not hold.
  const zones = known.some((choice) => choice.zone === timeZone) ? known : [choiceOf(timeZone), ...known];
  const shown = { ...fields, ...problems };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = fieldText('mandatory');
    if (!address.trim()) found.address = fieldText('mandatory');
    setProblems(found);
    if (Object.keys(found).length === 0) onSubmit({ name: name.trim(), address: address.trim(), timeZone });
  };

  return (
    <form id={id} className="form-grid" onSubmit={submit} noValidate>
      <TextField label={t('name')} placeholder={t('namePlaceholder')} autoComplete="off" value={name} onValue={setName} error={shown.name} />
      <TextField label={t('address')} autoComplete="off" value={address} onValue={setAddress} error={shown.address} />
      <SelectField label={t('timeZone')} className="field--full" value={timeZone} onValue={setTimeZone} error={shown.timeZone}>
        <SelectOptions choices={zones} value="zone" shown="label" />
      </SelectField>
    </form>
  );
}
