import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
/** Under a list read a page at a time: "Show N more", or "Loading…" while the next page comes. */
export function ShowMoreButton({ count, loading, className, onClick }: { count: number; loading: boolean; className: string; onClick: () => void }) {
  const t = useMessages(controlsMessages);
  return (
    <button type="button" className={`btn btn--secondary ${className}`} disabled={loading} onClick={onClick}>
      {loading ? t('loadingEllipsis') : t('showMore', { count })}
    </button>
  );
}
