import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import { useMemo } from 'react';
import type { DeliveryTime } from '../../lib/delivery-time';
import { choiceOf, timeZoneChoices } from '../../lib/time-zones';
import { SelectField, TextField } from './form-field';
import './delivery-time-fields.css';
import { SelectOptions } from './select-options';

/** A gift's delivery time: date, time and the time zone they are read in (every IANA zone the browser knows). */
export function DeliveryTimeFields({
  value,
  onChange,
  error,
  zoneError,
  lastDay,
}: {
  value: DeliveryTime;
  /** The last date the picker offers (the card's last day). */
  lastDay?: string;
  onChange: (value: DeliveryTime) => void;
  error?: string | null;
  zoneError?: string | null;
}) {
  const t = useMessages(controlsMessages);
  const choices = useMemo(() => {
    const all = timeZoneChoices();
    return all.some((choice) => choice.zone === value.timeZone) ? all : [choiceOf(value.timeZone), ...all];
  }, [value.timeZone]);
  return (
    <div className="delivery-time">
      <TextField
        label={t('date')}
        type="date"
        required
        max={lastDay}
        value={value.date}
        error={error}
        onChange={(event) => onChange({ ...value, date: event.target.value })}
      />
      <TextField label={t('time')} type="time" required value={value.time} onChange={(event) => onChange({ ...value, time: event.target.value })} />
      <SelectField
        label={t('timeZone')}
        className="delivery-time__zone"
        value={value.timeZone}
        error={zoneError}
        onChange={(event) => onChange({ ...value, timeZone: event.target.value })}
      >
        <SelectOptions choices={choices} value="zone" shown="label" />
      </SelectField>
    </div>
  );
}
