import { Table, type Column } from '../../../components/ui/table';
import { useCallback, useEffect, useState } from 'react';
import type { CorporateOrderSummary, GiftCardView } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatInstantDate } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/api-client';
import { codesPdfUrl, corporateOrdersApi } from '../api/corporate-orders-api';
import { BatchProgress, progressOf } from './batch-progress';
import { ConfirmBatchDialog } from './confirm-batch-dialog';
import { NewBatchForm } from './new-batch-form';
import './corporate-orders.css';

const COLUMNS: readonly Column[] = ['Created', 'Company', 'Card', 'Reference', 'Progress', 'Codes'];

/** How often a batch still under way is asked again. */
const POLL_MS = 1000;

/** Admin /corporate-orders: batches of cards for companies that paid outside the platform (decision 0063). */
export function CorporateOrdersPage() {
  useDocumentMeta({ title: 'Corporate orders | Giftcard Vault' });
  const [cards, setCards] = useState<GiftCardView[] | null>(null);
  const [orders, setOrders] = useState<CorporateOrderSummary[] | null>(null);
  const [watched, setWatched] = useState<CorporateOrderSummary | null>(null);
  /** The batch the owner is asked to confirm (a new one, or one still waiting). */
  const [confirming, setConfirming] = useState<CorporateOrderSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  const loadOrders = useCallback(() => corporateOrdersApi.list().then(({ orders: found }) => setOrders(found)), []);

  useEffect(() => {
    Promise.all([corporateOrdersApi.cards().then(setCards), loadOrders()]).catch((failure: unknown) =>
      setError(errorMessage(failure, 'Corporate orders could not be loaded.')),
    );
  }, [loadOrders]);

  // The watched batch is asked again until it is done, then the list is read again with its final figures.
  useEffect(() => {
    if (!watched || watched.state === 'done' || watched.state === 'awaiting-confirmation' || watched.state === 'awaiting-approval') return;
    const timer = setTimeout(() => {
      corporateOrdersApi.get(watched.id).then(
        (order) => {
          setWatched(order);
          if (order.state === 'done') void loadOrders();
        },
        (failure: unknown) => setError(errorMessage(failure, 'The batch progress could not be read.')),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [watched, loadOrders]);

  const created = (order: CorporateOrderSummary) => {
    setWatched(order);
    if (order.status === 'awaiting-confirmation') setConfirming(order);
    void loadOrders();
  };
  const confirmed = (order: CorporateOrderSummary) => {
    setConfirming(null);
    setWatched(order);
    void loadOrders();
  };

  return (
    <section className="corporate" aria-labelledby="corporate-title">
      <h1 id="corporate-title">Corporate orders</h1>
      <p className="muted">
        Cards for a company that paid you outside the platform: upload its people as a CSV to email each a card, or print unnamed cards.
      </p>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!cards && !error && <Spinner label="Loading gift cards" />}
      {cards && cards.length === 0 && <p className="muted">Create a gift card first: a batch issues one of your cards.</p>}
      {cards && cards.length > 0 && <NewBatchForm cards={cards} onCreated={created} />}
      {watched && <BatchProgress order={watched} />}
      <ConfirmBatchDialog order={confirming} onClose={() => setConfirming(null)} onConfirmed={confirmed} />
      <section className="corporate-card" aria-labelledby="corporate-past-title">
        <h2 id="corporate-past-title">Past batches</h2>
        {!orders && !error && <Spinner label="Loading batches" />}
        {orders && orders.length === 0 && <p className="muted">No batches yet.</p>}
        {orders && orders.length > 0 && (
          <Table columns={COLUMNS} className="list-table corporate-table">
            {orders.map((order) => (
              <tr key={order.id}>
                <td data-label="Created">{formatInstantDate(order.createdAt)}</td>
                <td data-label="Company">
                  <button
                    type="button"
                    className="inline-link"
                    onClick={() => setWatched(order)}
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
                    <button type="button" className="btn btn--primary btn--sm" onClick={() => setConfirming(order)}>
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
