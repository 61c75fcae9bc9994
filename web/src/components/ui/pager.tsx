import './pager.css';

/** Previous / Page n of m / Next, for lists paged on the server. */
export function Pager({
  page,
  pages,
  busy,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  busy: boolean;
  label: string;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn--secondary btn--sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        ‹ Previous
      </button>
      <span className="pager__label" aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn--secondary btn--sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next ›
      </button>
    </nav>
  );
}
