import { Table, type Column } from '../../../components/ui/table';
import type { RegistrationRequestView } from '@gv/proto';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRequestDate } from './format-request-date';
import { StatusBadge } from './status-badge';
import { useMessages } from '../../../lib/i18n';
import { requestsMessages } from './requests.messages';
import { EmptyState } from '../../../components/ui/empty-state';

/** Not a word: a value the request does not have. */
const NONE = '—';

interface RequestsTableProps {
  items: RegistrationRequestView[];
  status: string;
  onView: (request: RegistrationRequestView) => void;
  onRetry: () => void;
}

export function RequestsTable({ items, status, onView, onRetry }: RequestsTableProps) {
  const t = useMessages(requestsMessages);
  if (status === 'error') {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t('loadFailed')}</p>
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const loading = status !== 'ready';
  const columns: readonly Column[] = [t('business'), t('contact'), t('submitted'), t('status'), { hidden: t('actions') }];
  if (!loading && items.length === 0) {
    return <EmptyState icon="inbox" title={t('emptyTitle')} text={t('emptyText')} />;
  }
  return (
    <Table wrap columns={columns} className="data-table sa-requests" aria-busy={loading}>
      {loading
        ? Array.from({ length: 4 }, (_, i) => (
            <tr key={i} aria-hidden="true">
              {Array.from({ length: 5 }, (_, j) => (
                <td key={j}>
                  <Skeleton height={16} width={j === 4 ? 90 : '80%'} />
                </td>
              ))}
            </tr>
          ))
        : items.map((request) => (
            <tr key={request._id}>
              <td data-label={t('business')}>
                <div className="cell-stack">
                  <strong>{request.restaurantName || NONE}</strong>
                  {request.businessType && <span className="muted small">{request.businessType}</span>}
                </div>
              </td>
              <td data-label={t('contact')}>
                <div className="cell-stack">
                  <span>{request.name || NONE}</span>
                  {request.email && <span className="muted small">{request.email}</span>}
                  {request.phone && <span className="muted small nowrap">{request.phone}</span>}
                </div>
              </td>
              <td data-label={t('submitted')} className="nowrap">
                {formatRequestDate(request.createdAt, false) || NONE}
              </td>
              <td data-label={t('status')}>
                <StatusBadge status={request.status} />
              </td>
              <td className="data-table__actions">
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => onView(request)}>
                  {t('review')}
                </button>
              </td>
            </tr>
          ))}
    </Table>
  );
}
