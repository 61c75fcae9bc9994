import { useMessages } from '../../lib/i18n';
import { noticesMessages } from './notices.messages';
import './suspended-bar.css';

/** Every admin page while the super admin has suspended the business, with the reason they gave. */
export function SuspendedBar({ reason }: { reason?: string }) {
  const t = useMessages(noticesMessages);
  return (
    <div className="suspended-bar" role="status">
      <strong>{t('suspended')}</strong>
      {reason && t('suspendedReason', { reason })}
      {t('suspendedText')}
    </div>
  );
}
