import { Icon } from '../../../components/ui/icon';
import { useMessages } from '../../../lib/i18n';
import { holderCodePageMessages } from './holder-code-page.messages';
import './card-error.css';

/** A card that could not be shown: no card has the code, or the call failed (then Retry). */
export function CardError({ notFound, message, onRetry }: { notFound: boolean; message: string; onRetry: () => void }) {
  const t = useMessages(holderCodePageMessages);
  return (
    <div className="empty-state card-error" role="alert">
      <div className="icon-tile empty-state__icon">
        <Icon name="alert" size={32} />
      </div>
      <h1 className="empty-state__title">{notFound ? t('notFoundTitle') : message}</h1>
      {notFound ? (
        <p className="empty-state__text">{t('notFoundText')}</p>
      ) : (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
