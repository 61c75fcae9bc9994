import { Table, type Column } from '../../../components/ui/table';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useBusinessDates } from '../../../lib/format-date';
import { codesPdfUrl } from '../api/corporate-orders-api';
import { corporateOrdersActions, selectCorporateOrders } from '../corporate-orders-slice';
import { BatchProgress, progressOf } from './batch-progress';
import { ConfirmBatchDialog } from './confirm-batch-dialog';
import { NewBatchForm } from './new-batch-form';
import './corporate-orders.css';

const COLUMNS: readonly Column[] = ['Created', 'Company', 'Card', 'Reference', 'Progress', 'Codes'];

/** Admin /corporate-orders: batches of cards for companies that paid outside the platform (decision 0063). */
export function CorporateOrdersPage() {
  const dates = useBusinessDates();
  useDocumentMeta({ title: 'Corporate orders | Giftcard Vault' });
  const dispatch = useDispatch();
  const { cards, orders, watched, error } = useSelector(selectCorporateOrders);

  useEffect(() => {
    dispatch(corporateOrdersActions.screenOpened());
    return () => void dispatch(corporateOrdersActions.screenLeft());
  }, [dispatch]);

  return (
    <section className="corporate" aria-labelledby="corporate-title">
      <h1 id="corporate-title">Corporate orders</h1>
      <p className="muted">
        Cards for a company that paid you outside the platform: upload its people as a CSV to email each a card, or print unnamed cards.
      </p>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!cards && !error && <Spinner label="Loading gift cards" />}
      {cards && cards.length === 0 && <p className="muted">Create a gift card first: a batch issues one of your cards.</p>}
      {cards && cards.length > 0 && <NewBatchForm cards={cards} />}
      {watched && <BatchProgress order={watched} />}
      <ConfirmBatchDialog />
      <section className="corporate-card" aria-labelledby="corporate-past-title">
        <h2 id="corporate-past-title">Past batches</h2>
        {!orders && !error && <Spinner label="Loading batches" />}
        {orders && orders.length === 0 && <p className="muted">No batches yet.</p>}
        {orders && orders.length > 0 && (
          <Table columns={COLUMNS} className="list-table corporate-table">
            {orders.map((order) => (
              <tr key={order.id}>
                <td data-label="Created">{dates.date(order.createdAt)}</td>
                <td data-label="Company">
                  <button
                    type="button"
                    className="inline-link"
                    onClick={() => dispatch(corporateOrdersActions.batchWatched(order))}
                    aria-label={`Show the progress of ${order.company}`}
                  >
                    {order.company}
                  </button>
                </td>
                <td data-label="Card">{order.giftCardName}</td>
                <td data-label="Reference">{order.paymentReference}</td>
                <td data-label="Progress">
                  {progressOf(order).label}
                  {order.status === 'awaiting-confirmation' && (
                    <button type="button" className="btn btn--primary btn--sm" onClick={() => dispatch(corporateOrdersActions.confirmAsked(order))}>
                      Confirm
                    </button>
                  )}
                </td>
                <td data-label="Codes">
                  <a href={codesPdfUrl(order.id)} download>
                    Download PDF
                  </a>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </section>
    </section>
  );
}
