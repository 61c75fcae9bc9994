import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
interface DayRangeFieldsProps {
  from: string;
  to: string;
  onChange: (field: 'from' | 'to', day: string) => void;
  /** Each field's label class, as its filter bar lays them out. */
  className: string;
}

/** A filter's From and To days, each bounding the other. */
export function DayRangeFields({ from, to, onChange, className }: DayRangeFieldsProps) {
  const t = useMessages(controlsMessages);
  return (
    <>
      <label className={className}>
        {t('from')}
        <input className="input" type="date" value={from} max={to || undefined} onChange={(event) => onChange('from', event.target.value)} />
      </label>
      <label className={className}>
        {t('to')}
        <input className="input" type="date" value={to} min={from || undefined} onChange={(event) => onChange('to', event.target.value)} />
      </label>
    </>
  );
}
