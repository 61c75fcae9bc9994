import { Table, type Column } from '../../../components/ui/table';
import { useDispatch, useSelector } from 'react-redux';
import { type CorporateOrderForReview, type CorporateOrdersForReview } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { formatInstantDateTime } from '../../../lib/format-date';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { TitledCard } from '../../../components/ui/titled-card';
import { moneyIn } from '../../../lib/currency';

const COLUMNS: readonly Column[] = ['Business', 'Company', 'Reference', 'Cards', 'Value', 'Confirmed', { hidden: 'Approval' }];

/**
 * Value issued without a payment through the platform (decision 0071): the corporate orders waiting past their
 * business's daily limit, each with Approve, and the latest issued. An approval refreshes the operations.
 */
export function CorporateOrdersCard({ orders }: { orders: CorporateOrdersForReview | null }) {
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectSuperAdmin).approval;
  const row = (order: CorporateOrderForReview, action: boolean) => (
    <tr key={order.id}>
      <td data-label="Business">{order.businessName}</td>
      <td data-label="Company">{order.company}</td>
      <td data-label="Reference">{order.paymentReference}</td>
      <td data-label="Cards">{order.cardCount}</td>
      <td data-label="Value">
        {moneyIn(order.currency).formatMinor(order.amountCents)}
        {order.testMode ? ' (test)' : ''}
      </td>
      <td data-label="Confirmed">{order.confirmedAt ? `${formatInstantDateTime(order.confirmedAt)} by ${order.confirmedBy}` : '—'}</td>
      <td data-label="">
        {action ? (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={pending !== null}
            onClick={() => dispatch(superAdminActions.approveCorporateOrderRequest(order.id))}
          >
            {pending === order.id ? 'Approving…' : 'Approve'}
          </button>
        ) : (
          order.approvedBy && 'Approved'
        )}
      </td>
    </tr>
  );
  return (
    <TitledCard titleId="ops-corporate-title" title="Paid outside the platform">
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!orders && <p className="muted">Corporate orders could not be read.</p>}
      {orders && (
        <>
          <p className="muted">Corporate orders past their business's daily limit wait here for approval; the latest issued are below them.</p>
          {orders.awaitingApproval.length + orders.recent.length === 0 ? (
            <p className="muted">No corporate orders yet.</p>
          ) : (
            <Table columns={COLUMNS} className="data-table">
              {orders.awaitingApproval.map((order) => row(order, true))}
              {orders.recent.map((order) => row(order, false))}
            </Table>
          )}
        </>
      )}
    </TitledCard>
  );
}
