import { Table, type Column } from '../../../components/ui/table';
import type { RegistrationRequestView } from '@gv/proto';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRequestDate } from './format-request-date';
import { StatusBadge } from './status-badge';
import { Icon } from '../../../components/ui/icon';

const COLUMNS: readonly Column[] = ['Business', 'Contact', 'Submitted', 'Status', { hidden: 'Actions' }];

interface RequestsTableProps {
  items: RegistrationRequestView[];
  status: string;
  onView: (request: RegistrationRequestView) => void;
  onRetry: () => void;
}

export function RequestsTable({ items, status, onView, onRetry }: RequestsTableProps) {
  if (status === 'error') {
    return (
      <div className="empty-state">
        <p className="empty-state__title">Couldn't load registration requests</p>
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  const loading = status !== 'ready';
  if (!loading && items.length === 0) {
    return (
      <div className="empty-state">
        <div className="icon-tile empty-state__icon">
          <Icon name="inbox" size={32} />
        </div>
        <p className="empty-state__title">No registration requests yet</p>
        <p className="empty-state__text">Requests from the landing page form will show up here.</p>
      </div>
    );
  }
  return (
    <Table wrap columns={COLUMNS} className="data-table sa-requests" aria-busy={loading}>
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
              <td data-label="Business">
                <div className="cell-stack">
                  <strong>{request.restaurantName || '—'}</strong>
                  {request.businessType && <span className="muted small">{request.businessType}</span>}
                </div>
              </td>
              <td data-label="Contact">
                <div className="cell-stack">
                  <span>{request.name || '—'}</span>
                  {request.email && <span className="muted small">{request.email}</span>}
                  {request.phone && <span className="muted small nowrap">{request.phone}</span>}
                </div>
              </td>
              <td data-label="Submitted" className="nowrap">
                {formatRequestDate(request.createdAt, false) || '—'}
              </td>
              <td data-label="Status">
                <StatusBadge status={request.status} />
              </td>
              <td className="data-table__actions">
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => onView(request)}>
                  Review
                </button>
              </td>
            </tr>
          ))}
    </Table>
  );
}
