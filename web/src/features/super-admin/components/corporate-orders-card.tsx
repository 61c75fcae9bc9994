import { Table, type Column } from '../../../components/ui/table';
import { useState } from 'react';
import { centsToDollars, formatUsd, type CorporateOrderForReview, type CorporateOrdersForReview } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { errorMessage } from '../../../lib/api-client';
import { formatInstantDateTime } from '../../../lib/format-date';
import { superAdminApi } from '../api/super-admin-api';

const COLUMNS: readonly Column[] = ['Business', 'Company', 'Reference', 'Cards', 'Value', 'Confirmed', { hidden: 'Approval' }];

/**
 * Value issued without a payment through the platform (decision 0071): the corporate orders waiting past their
 * business's daily limit, each with Approve, and the latest issued.
 */
export function CorporateOrdersCard({ orders, onChanged }: { orders: CorporateOrdersForReview | null; onChanged: () => void }) {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const approve = async (order: CorporateOrderForReview) => {
    setPending(order.id);
    setError(null);
    try {
      await superAdminApi.approveCorporateOrder(order.id);
      onChanged();
    } catch (failure) {
      setError(errorMessage(failure, 'The corporate order could not be approved.'));
    } finally {
      setPending(null);
    }
  };
  const row = (order: CorporateOrderForReview, action: boolean) => (
    <tr key={order.id}>
      <td data-label="Business">{order.businessName}</td>
      <td data-label="Company">{order.company}</td>
      <td data-label="Reference">{order.paymentReference}</td>
      <td data-label="Cards">{order.cardCount}</td>
      <td data-label="Value">
        {formatUsd(centsToDollars(order.amountCents))}
        {order.testMode ? ' (test)' : ''}
      </td>
      <td data-label="Confirmed">{order.confirmedAt ? `${formatInstantDateTime(order.confirmedAt)} by ${order.confirmedBy}` : '—'}</td>
      <td data-label="">
        {action ? (
          <button type="button" className="btn btn--primary btn--sm" disabled={pending !== null} onClick={() => void approve(order)}>
            {pending === order.id ? 'Approving…' : 'Approve'}
          </button>
        ) : (
          order.approvedBy && 'Approved'
        )}
      </td>
    </tr>
  );
  return (
    <section className="card" aria-labelledby="ops-corporate-title">
      <h2 id="ops-corporate-title" className="card__title">
        Paid outside the platform
      </h2>
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
    </section>
  );
}
