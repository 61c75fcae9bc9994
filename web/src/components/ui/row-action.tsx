import type { ReactNode } from 'react';

interface RowActionProps {
  /** What the button does to which row, for screen readers: the visible word alone does not say which row, e.g. "Edit Downtown". */
  label: string;
  onClick: () => void;
  /** The button's look beside `btn btn--sm`, e.g. `btn--secondary`. */
  look: string;
  children: ReactNode;
}

/** A small button in a table row that acts on that row's item. */
export function RowAction({ label, onClick, look, children }: RowActionProps) {
  return (
    <button type="button" className={`btn btn--sm ${look}`} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}
