import { useMessages } from '../../../lib/i18n';
import { dashboardMessages } from './dashboard.messages';

const KNOWN = new Set(['pending', 'approved', 'rejected', 'active', 'suspended']);

/** A registration request's status (pending orange, approved green, rejected red) or a business's (active green, suspended red). */
export function StatusBadge({ status }: { status: string }) {
  const t = useMessages(dashboardMessages);
  return (
    <span className={`badge status-badge status-badge--${KNOWN.has(status) ? status : 'unknown'}`}>
      {t('status', { status: status || 'unknown' })}
    </span>
  );
}
