import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
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
  const t = useMessages(controlsMessages);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn--secondary btn--sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span className="pager__label" aria-live="polite">
        {t('pageOf', { page, pages })}
      </span>
      <button type="button" className="btn btn--secondary btn--sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
