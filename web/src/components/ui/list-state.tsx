import type { ReactNode } from 'react';
import { AlertBanner } from './alert-banner';
import { Spinner } from './spinner';

export interface ListStateProps<T> {
  /** Null while the list loads. */
  items: readonly T[] | null;
  error: string | null;
  /** The spinner's name while it loads, e.g. "Loading customers". */
  loading: string;
  /** What an empty list says. */
  empty: ReactNode;
  /** Added to the empty text's `muted` class. */
  emptyClassName?: string;
  /** The list itself, once it has items. */
  children: (items: readonly T[]) => ReactNode;
}

/** A loaded list's states: the failure above it, a spinner while it loads, its empty text, or its rows. */
export function ListState<T>({ items, error, loading, empty, emptyClassName, children }: ListStateProps<T>) {
  return (
    <>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!items && !error && <Spinner label={loading} />}
      {items && items.length === 0 && <p className={emptyClassName ? `muted ${emptyClassName}` : 'muted'}>{empty}</p>}
      {items && items.length > 0 && children(items)}
    </>
  );
}
