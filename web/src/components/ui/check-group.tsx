import type { ReactNode } from 'react';

/** Checkboxes choosing some of a list (an API key's scopes, a webhook's events, a promotion's cards), with the field's error under them. */
export function CheckGroup<Id extends string>({
  legend,
  options,
  chosen,
  onChange,
  error,
  errorId,
}: {
  legend: string;
  options: readonly { id: Id; label: ReactNode }[];
  chosen: readonly Id[];
  onChange: (chosen: Id[]) => void;
  error?: string;
  /** The error's element id, for the group's aria-describedby. */
  errorId: string;
}) {
  const toggle = (id: Id, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="check-group" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="check-group__option">
          <input type="checkbox" checked={chosen.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />
          {option.label}
        </label>
      ))}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
