import { Injectable } from '@nestjs/common';
import { newEvent, now, Store, type DomainError } from '@gv/platform';
import { BUYING_LIMIT_CODE, buyingLimitReached } from '../domain/buying-limits.js';
import type { AnyEventEnvelope, PaymentView } from '@gv/proto';
import { findOrder } from '../db/order-repository.js';
import { PaymentAnomalies } from '../db/payment-anomalies.js';
import { findPayment, settlementWriter } from '../db/payment-repository.js';
import type { OrderRow, PaymentDescription, PaymentRow } from '../db/schema.js';
import { declineReason } from '../domain/decline-reasons.js';
import { paymentCompleted, paymentFailed } from '../domain/order-events.js';
import { PaymentDeclinedError, paymentRefused, paymentUnconfirmed, PROVIDER_ERROR_CODE } from '../domain/order-errors.js';
import { ENTERED_FROM, type OrderStatus } from '../domain/order-states.js';
import { contradictionOf, secondPayment } from '../domain/payment-contradictions.js';
import type { PaymentFacts, SquareOutcome } from '../domain/square-payment.js';

export interface SettledOrder {
  order: OrderRow;
  payment?: PaymentRow;
}

/**
 * Records what Square said about an order, from whichever path heard it (the checkout, a retry, the webhook,
 * reconciliation). Each transition commits with its event and happens once: an order becomes paid only from
 * pending or failed (a completed payment always wins: money was taken), failed only from pending. A payment that
 * contradicts the order (another order's, another amount or currency, a second one) moves nothing and is kept
 * as an anomaly for the super admin.
 */
@Injectable()
export class PaymentSettlement {
  /** Every checkout records Square's answer: the answers heard in one turn are written together. */
  private readonly settle = settlementWriter(this.store.db, this.store.outbox);

  constructor(private readonly store: Store, private readonly anomalies: PaymentAnomalies) {}

  /** Fails an order before Square is asked (a daily buying limit refused it), with payment.failed; its answer is `refusal`. */
  async refuseUncharged(order: OrderRow, refusal: DomainError): Promise<SettledOrder> {
    const at = now().toISOString();
    const changes: Partial<OrderRow> = { status: 'failed', failureCode: refusal.code, failureMessage: refusal.message, updatedAt: at };
    const updated: OrderRow = { ...order, ...changes };
    const written = await this.settle({ order, changes, from: ENTERED_FROM.failed, event: newEvent('payment.failed', paymentFailed(updated)) });
    if (written.updated) this.store.outbox.flushSoon();
    return { order: written.updated ? updated : (await findOrder(this.store.db, order.id))! };
  }

  /** `refusal`: why the payment was cancelled, when we cancelled it (the answer a failed order gives). */
  async record(order: OrderRow, outcome: SquareOutcome, refusal?: DomainError): Promise<SettledOrder> {
    if (outcome.kind === 'unknown') return { order, payment: await findPayment(this.store.db, order.id) };
    const facts = outcome.kind === 'refused' ? undefined : outcome.payment;
    const contradiction = facts && contradictionOf(order, facts);
    if (contradiction) {
      await this.anomalies.record(order, facts, contradiction);
      return { order: (await findOrder(this.store.db, order.id))!, payment: await findPayment(this.store.db, order.id) };
    }
    const at = now().toISOString();
    const { changes, from, event } = transitionOf(order, outcome, at, refusal);
    const updated: OrderRow = { ...order, ...changes };
    const written = await this.settle({ order, payment: facts && paymentOf(order, facts), changes, from, event: event?.(updated) });
    if (written.updated && event) this.store.outbox.flushSoon();
    // An older description than the one kept, or another payment than the order's, is not written: the kept one is the payment.
    const payment = written.payment ?? (facts ? await findPayment(this.store.db, order.id) : undefined);
    if (facts && payment && payment.id !== facts.id) await this.anomalies.record(order, facts, secondPayment(payment.id));
    return { order: written.updated ? updated : (await findOrder(this.store.db, order.id))!, payment };
  }
}

/** What Square's answer makes of the order, and the states it may move it from. */
function transitionOf(
  order: OrderRow,
  outcome: Exclude<SquareOutcome, { kind: 'unknown' }>,
  at: string,
  refusal: DomainError | undefined,
): { changes: Partial<OrderRow>; from: readonly OrderStatus[]; event?: (updated: OrderRow) => AnyEventEnvelope } {
  if (outcome.kind === 'payment' && outcome.payment.status === 'COMPLETED') {
    const { payment } = outcome;
    return {
      changes: { status: 'paid', squarePaymentId: payment.id, paidAt: at, failureCode: null, failureMessage: null, updatedAt: at },
      from: ENTERED_FROM.paid,
      event: (updated) => newEvent('payment.completed', paymentCompleted(updated, paymentOf(order, payment))),
    };
  }
  // APPROVED or PENDING: Square holds the payment; its final state comes by webhook or reconciliation.
  if (outcome.kind === 'payment') return { changes: { squarePaymentId: outcome.payment.id, updatedAt: at }, from: ENTERED_FROM.pending };
  const code = refusal?.code ?? (outcome.kind === 'declined' ? outcome.code : PROVIDER_ERROR_CODE);
  const message = refusal?.message ?? (outcome.kind === 'declined' ? declineReason(code) : paymentRefused().message);
  const paymentId = outcome.kind === 'declined' ? (outcome.payment?.id ?? null) : null;
  return {
    changes: { status: 'failed', squarePaymentId: paymentId, failureCode: code, failureMessage: message, updatedAt: at },
    from: ENTERED_FROM.failed,
    event: (updated) => newEvent('payment.failed', paymentFailed(updated)),
  };
}

/** The payment as Square described it in the answer being recorded (the row kept, and what the event says). */
const paymentOf = (order: OrderRow, facts: PaymentFacts): PaymentDescription => ({
  id: facts.id,
  orderId: order.id,
  businessSlug: order.businessSlug,
  status: facts.status,
  sourceType: facts.sourceType,
  amountCents: facts.amountCents,
  currency: facts.currency,
  receiptNumber: facts.receiptNumber,
  receiptUrl: facts.receiptUrl,
  cardLast4: facts.cardLast4 ?? null,
  squareUpdatedAt: facts.updatedAt,
});

/** The checkout's answer for a settled order: the payment, or the error the buyer sees. */
export function checkoutAnswer({ order, payment }: SettledOrder): { orderId: string; payment: PaymentView } {
  if (order.status === 'failed') {
    if (order.failureCode === BUYING_LIMIT_CODE) throw buyingLimitReached(order.failureMessage ?? '');
    throw order.failureCode === PROVIDER_ERROR_CODE ? paymentRefused() : new PaymentDeclinedError(order.failureCode ?? 'GENERIC_DECLINE');
  }
  // An authorized payment not yet completed: the same checkout asked again completes or cancels it.
  if (!payment || (order.status === 'pending' && payment.status === 'APPROVED')) throw paymentUnconfirmed();
  return {
    orderId: order.id,
    payment: {
      id: payment.id,
      status: payment.status,
      sourceType: payment.sourceType,
      amountMoney: { amount: payment.amountCents, currency: payment.currency },
      receiptNumber: payment.receiptNumber,
      receiptUrl: payment.receiptUrl,
      updatedAt: payment.squareUpdatedAt,
    },
  };
}
