interface DayRangeFieldsProps {
  from: string;
  to: string;
  onChange: (field: 'from' | 'to', day: string) => void;
  /** Each field's label class, as its filter bar lays them out. */
  className: string;
}

/** A filter's From and To days, each bounding the other. */
export function DayRangeFields({ from, to, onChange, className }: DayRangeFieldsProps) {
  return (
    <>
      <label className={className}>
        From
        <input className="input" type="date" value={from} max={to || undefined} onChange={(event) => onChange('from', event.target.value)} />
      </label>
      <label className={className}>
        To
        <input className="input" type="date" value={to} min={from || undefined} onChange={(event) => onChange('to', event.target.value)} />
      </label>
    </>
  );
}
