import './segmented-toggle.css';

/** Two or more mutually exclusive views as pressed/unpressed buttons (the dashboard's charts, the orders views). */
export function SegmentedToggle<Id extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { id: Id; label: string }[];
  value: Id;
  onChange: (id: Id) => void;
}) {
  return (
    <div className="segmented-toggle" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className="segmented-toggle__option"
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
