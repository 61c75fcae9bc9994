import type { CatalogKey, CorporateOrderSummary, MessageValues } from '@gv/proto';
import { MeterBar } from '../../../components/ui/meter-bar';
import { codesPdfUrl } from '../api/corporate-orders-api';
import { message, useMessages } from '../../../lib/i18n';
import { corporateOrdersMessages } from './corporate-orders.messages';

/** How far a batch is: issued cards, then (named cards) emails sent or failed, out of its cards. */
export function progressOf(order: CorporateOrderSummary): { done: number; total: number; label: string } {
  const t = (key: CatalogKey<typeof corporateOrdersMessages>, values?: MessageValues) => message(corporateOrdersMessages, key, values);
  if (order.state === 'awaiting-confirmation') return { done: 0, total: order.cardCount, label: t('awaitingConfirmation') };
  if (order.state === 'awaiting-approval') return { done: 0, total: order.cardCount, label: t('awaitingApproval') };
  if (order.state === 'issuing')
    return { done: order.issued, total: order.cardCount, label: t('issuing', { issued: order.issued, count: order.cardCount }) };
  if (!order.named) return { done: order.cardCount, total: order.cardCount, label: t('readyToPrint', { count: order.cardCount }) };
  const sent = order.emailed + order.failed;
  return {
    done: sent,
    total: order.cardCount,
    label: t('emailing', { done: String(order.state === 'done'), emailed: order.emailed, count: order.cardCount, failed: order.failed }),
  };
}

/** The batch being watched: a progress bar, its figures, and its codes to download. */
export function BatchProgress({ order }: { order: CorporateOrderSummary }) {
  const t = useMessages(corporateOrdersMessages);
  const { done, total, label } = progressOf(order);
  return (
    <section className="corporate-card corporate-progress" aria-labelledby="corporate-progress-title">
      <h2 id="corporate-progress-title">{t('batchHeading', { company: order.company, card: order.giftCardName })}</h2>
      <p className="muted">
        {t('batchFacts', { reference: order.paymentReference, count: order.cardCount, named: String(order.named), test: String(order.testMode) })}
      </p>
      <MeterBar
        className="corporate-progress__bar"
        role="progressbar"
        label={t('batchProgress')}
        value={done}
        max={total}
        valueText={label}
        state={order.state}
      />
      <p className="corporate-progress__label" role="status">
        {order.state === 'done' ? t('done', { label }) : label}
      </p>
      <a className="btn btn--secondary btn--sm" href={codesPdfUrl(order.id)} download>
        {t('downloadPdf')}
      </a>
    </section>
  );
}
