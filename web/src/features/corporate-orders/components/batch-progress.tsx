import type { CorporateOrderSummary } from '@gv/proto';
import { MeterBar } from '../../../components/ui/meter-bar';
import { codesPdfUrl } from '../api/corporate-orders-api';

/** How far a batch is: issued cards, then (named cards) emails sent or failed, out of its cards. */
export function progressOf(order: CorporateOrderSummary): { done: number; total: number; label: string } {
  if (order.state === 'awaiting-confirmation') return { done: 0, total: order.cardCount, label: 'Waiting for your confirmation: no card issued yet' };
  if (order.state === 'awaiting-approval')
    return { done: 0, total: order.cardCount, label: 'Past your daily limit: waiting for the platform’s approval' };
  if (order.state === 'issuing') return { done: order.issued, total: order.cardCount, label: `Issuing cards: ${order.issued} of ${order.cardCount}` };
  if (!order.named) return { done: order.cardCount, total: order.cardCount, label: `${order.cardCount} cards issued, ready to print` };
  const sent = order.emailed + order.failed;
  const failed = order.failed > 0 ? `, ${order.failed} failed` : '';
  return {
    done: sent,
    total: order.cardCount,
    label: `${order.state === 'done' ? 'Emailed' : 'Emailing'}: ${order.emailed} of ${order.cardCount} sent${failed}`,
  };
}

/** The batch being watched: a progress bar, its figures, and its codes to download. */
export function BatchProgress({ order }: { order: CorporateOrderSummary }) {
  const { done, total, label } = progressOf(order);
  return (
    <section className="corporate-card corporate-progress" aria-labelledby="corporate-progress-title">
      <h2 id="corporate-progress-title">
        {order.company} · {order.giftCardName}
      </h2>
      <p className="muted">
        Reference {order.paymentReference} · {order.cardCount} {order.named ? 'named' : 'unnamed'} cards{order.testMode ? ' · test cards' : ''}
      </p>
      <MeterBar
        className="corporate-progress__bar"
        role="progressbar"
        label="Batch progress"
        value={done}
        max={total}
        valueText={label}
        state={order.state}
      />
      <p className="corporate-progress__label" role="status">
        {label}
        {order.state === 'done' ? ' · Done' : ''}
      </p>
      <a className="btn btn--secondary btn--sm" href={codesPdfUrl(order.id)} download>
        Download PDF
      </a>
    </section>
  );
}
