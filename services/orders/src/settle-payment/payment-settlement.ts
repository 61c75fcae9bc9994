import { Inject, Injectable } from '@nestjs/common';
import { DB, OUTBOX, newEvent, now, plainQuery, rowValues, type Db, type Outbox } from '@gv/platform';
import type { AnyEventEnvelope, PaymentView } from '@gv/proto';
import { findOrder, findPayment, ORDERS, PAYMENT_COLUMNS, PAYMENTS } from '../db/order-queries.js';
import { orderRows, paymentRows, type OrderRow, type PaymentDescription, type PaymentRow } from '../db/schema.js';
import { declineReason } from '../domain/decline-reasons.js';
import { paymentCompleted, paymentFailed } from '../domain/order-events.js';
import { PaymentDeclinedError, paymentRefused, paymentUnconfirmed, PROVIDER_ERROR_CODE } from '../domain/order-errors.js';
import type { PaymentFacts, SquareOutcome } from '../domain/square-payment.js';
import { SquarePayments } from '../square/square-payments.js';

export interface SettledOrder {
  order: OrderRow;
  payment?: PaymentRow;
}

/**
 * Records what Square said about an order, from whichever path heard it (the checkout, a retry, the webhook,
 * reconciliation). Each transition commits with its event and happens once: an order becomes paid only from
 * pending or failed (a completed payment always wins: money was taken), failed only from pending.
 */
@Injectable()
export class PaymentSettlement {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly square: SquarePayments,
  ) {}

  /** Asks Square about a pending order and records the answer. */
  async reconcile(order: OrderRow): Promise<SettledOrder> {
    return this.record(order, await this.square.lookUp(order));
  }

  async record(order: OrderRow, outcome: SquareOutcome): Promise<SettledOrder> {
    if (outcome.kind === 'unknown') return { order, payment: await findPayment(this.db, order.id) };
    const at = now().toISOString();
    const facts = outcome.kind === 'refused' ? undefined : outcome.payment;
    const { changes, from, event } = transitionOf(order, outcome, at);
    const updated: OrderRow = { ...order, ...changes };
    const events = event ? [event(updated)] : [];
    const written = await this.write(order, facts, changes, from, events);
    if (written.updated && events.length > 0) this.outbox.flushSoon();
    return {
      order: written.updated ? updated : (await findOrder(this.db, order.id))!,
      // An older description than the one kept is not written: the kept one is the payment.
      payment: written.payment ?? (facts ? await findPayment(this.db, order.id) : undefined),
    };
  }

  /**
   * Keeps Square's description of the payment (webhooks arrive in any order: an older description never replaces a
   * newer one), moves the order on when it is in a state it may leave, and records the events of that move, all in one
   * statement (atomic by itself, with no transaction round trips on every checkout).
   */
  private async write(
    order: OrderRow,
    facts: PaymentFacts | undefined,
    changes: Partial<OrderRow>,
    from: string,
    events: AnyEventEnvelope[],
  ): Promise<{ updated: boolean; payment?: PaymentRow }> {
    const ctes: string[] = [];
    const params: unknown[] = [];
    if (facts) {
      const kept = rowValues(paymentRows, paymentOf(order, facts));
      params.push(...kept.params);
      ctes.push(`payment as (insert into ${PAYMENTS} (${kept.columns}) values (${kept.placeholders})
        on conflict (id) do update set ${DESCRIPTION_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}
        where ${PAYMENTS}.square_updated_at <= excluded.square_updated_at returning *)`);
    }
    const set = rowValues(orderRows, changes, params.length + 1);
    params.push(...set.params, order.id);
    ctes.push(`updated as (update ${ORDERS} set ${set.assignments} where id = $${params.length} and ${from} returning id)`);
    if (events.length > 0) {
      const recorded = this.outbox.eventsCte(events, 'updated', params.length + 1);
      params.push(...recorded.params);
      ctes.push(recorded.sql);
    }
    const payment = facts ? `, (select to_jsonb(p) from (select ${PAYMENT_COLUMNS} from payment) p) as "payment"` : '';
    const [row] = await plainQuery<{ updated: boolean; payment?: PaymentRow | null }>(
      this.db,
      `with ${ctes.join(',\n')} select exists (select 1 from updated) as "updated"${payment}`,
      params,
    );
    return { updated: row.updated, payment: row.payment ?? undefined };
  }
}

/** What Square's answer makes of the order: a paid order only from one not yet paid, a failed one only from pending. */
function transitionOf(
  order: OrderRow,
  outcome: Exclude<SquareOutcome, { kind: 'unknown' }>,
  at: string,
): { changes: Partial<OrderRow>; from: string; event?: (updated: OrderRow) => AnyEventEnvelope } {
  if (outcome.kind === 'payment' && outcome.payment.status === 'COMPLETED') {
    const { payment } = outcome;
    return {
      changes: { status: 'paid', squarePaymentId: payment.id, paidAt: at, failureCode: null, failureMessage: null, updatedAt: at },
      from: `status <> 'paid'`,
      event: (updated) => newEvent('payment.completed', paymentCompleted(updated, paymentOf(order, payment))),
    };
  }
  // APPROVED or PENDING: Square holds the payment; its final state comes by webhook or reconciliation.
  if (outcome.kind === 'payment') return { changes: { squarePaymentId: outcome.payment.id, updatedAt: at }, from: `status = 'pending'` };
  const code = outcome.kind === 'declined' ? outcome.code : PROVIDER_ERROR_CODE;
  const message = outcome.kind === 'declined' ? declineReason(code) : paymentRefused().message;
  const paymentId = outcome.kind === 'declined' ? (outcome.payment?.id ?? null) : null;
  return {
    changes: { status: 'failed', squarePaymentId: paymentId, failureCode: code, failureMessage: message, updatedAt: at },
    from: `status = 'pending'`,
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
  squareUpdatedAt: facts.updatedAt,
});

/** The columns of Square's description of a payment, which a newer description replaces. */
const DESCRIPTION_COLUMNS = ['status', 'source_type', 'amount_cents', 'currency', 'receipt_number', 'receipt_url', 'square_updated_at'];

/** The checkout's answer for a settled order: the payment, or the error the buyer sees. */
export function checkoutAnswer({ order, payment }: SettledOrder): { orderId: string; payment: PaymentView } {
  if (order.status === 'failed') {
    throw order.failureCode === PROVIDER_ERROR_CODE ? paymentRefused() : new PaymentDeclinedError(order.failureCode ?? 'GENERIC_DECLINE');
  }
  if (!payment) throw paymentUnconfirmed();
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
