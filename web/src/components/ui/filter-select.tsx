import { SelectOptions } from './select-options';

interface FilterSelectProps {
  label: string;
  /** The first option's text: the choice that filters nothing (value ''). */
  anyLabel: string;
  choices: readonly { id: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  className: string;
}

/** A labelled `<select>` narrowing a list to one choice, or to everything ('') with the first option. */
export function FilterSelect({ label, anyLabel, choices, value, onChange, className }: FilterSelectProps) {
  return (
    <label className={className}>
      {label}
      <select className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        <SelectOptions choices={choices} value="id" shown="label" />
      </select>
    </label>
  );
}
