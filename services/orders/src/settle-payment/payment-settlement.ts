import { Inject, Injectable } from '@nestjs/common';
import { BatchedWrite, DB, OUTBOX, newEvent, now, plainQuery, rowsJson, rowValues, type Db, type Outbox } from '@gv/platform';
import type { AnyEventEnvelope, PaymentView } from '@gv/proto';
import { findOrder, findPayment, ORDERS, PAYMENT_COLUMNS, PAYMENTS } from '../db/order-queries.js';
import { PaymentAnomalies } from '../db/payment-anomalies.js';
import { orderRows, paymentRows, type OrderRow, type PaymentDescription, type PaymentRow } from '../db/schema.js';
import { declineReason } from '../domain/decline-reasons.js';
import { paymentCompleted, paymentFailed } from '../domain/order-events.js';
import { PaymentDeclinedError, paymentRefused, paymentUnconfirmed, PROVIDER_ERROR_CODE } from '../domain/order-errors.js';
import { ENTERED_FROM, type OrderStatus } from '../domain/order-states.js';
import { contradictionOf, secondPayment } from '../domain/payment-contradictions.js';
import type { PaymentFacts, SquareOutcome } from '../domain/square-payment.js';
import { SquarePayments } from '../square/square-payments.js';

export interface SettledOrder {
  order: OrderRow;
  payment?: PaymentRow;
}

/** One answer of Square to record: the payment it described (none when refused), and the order's move. */
interface Settling {
  order: OrderRow;
  payment?: PaymentDescription;
  changes: Partial<OrderRow>;
  /** The order's states it may leave (see ENTERED_FROM). */
  from: readonly OrderStatus[];
  event?: AnyEventEnvelope;
}

interface Written {
  updated: boolean;
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
  /** Every checkout records Square's answer: the answers heard in one turn are written together (decision 0035). */
  private readonly writes = new BatchedWrite<Settling, Written>((batch) => this.writeAll(batch));

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly square: SquarePayments,
    private readonly anomalies: PaymentAnomalies,
  ) {}

  /** Asks Square about a pending order and records the answer. */
  async reconcile(order: OrderRow): Promise<SettledOrder> {
    return this.record(order, await this.square.lookUp(order));
  }

  async record(order: OrderRow, outcome: SquareOutcome): Promise<SettledOrder> {
    if (outcome.kind === 'unknown') return { order, payment: await findPayment(this.db, order.id) };
    const facts = outcome.kind === 'refused' ? undefined : outcome.payment;
    const contradiction = facts && contradictionOf(order, facts);
    if (contradiction) {
      await this.anomalies.record(order, facts, contradiction);
      return { order: (await findOrder(this.db, order.id))!, payment: await findPayment(this.db, order.id) };
    }
    const at = now().toISOString();
    const { changes, from, event } = transitionOf(order, outcome, at);
    const updated: OrderRow = { ...order, ...changes };
    const written = await this.writes.run({ order, payment: facts && paymentOf(order, facts), changes, from, event: event?.(updated) });
    if (written.updated && event) this.outbox.flushSoon();
    // An older description than the one kept, or another payment than the order's, is not written: the kept one is the payment.
    const payment = written.payment ?? (facts ? await findPayment(this.db, order.id) : undefined);
    if (facts && payment && payment.id !== facts.id) await this.anomalies.record(order, facts, secondPayment(payment.id));
    return { order: written.updated ? updated : (await findOrder(this.db, order.id))!, payment };
  }

  /** The batch as statements of one shape each (the same columns changed, from the same states), one order at most in each. */
  private async writeAll(batch: Settling[]): Promise<Written[]> {
    const groups = new Map<string, Settling[]>();
    for (const settling of [...batch].sort((a, b) => (a.order.id < b.order.id ? -1 : 1))) {
      const shape = [settling.payment ? 'payment' : '', Object.keys(settling.changes).join(), settling.from, settling.event ? 'event' : ''].join('|');
      let n = 0;
      while (groups.get(`${shape}|${n}`)?.some(({ order }) => order.id === settling.order.id)) n++;
      groups.set(`${shape}|${n}`, [...(groups.get(`${shape}|${n}`) ?? []), settling]);
    }
    const written = new Map<Settling, Written>();
    for (const group of groups.values()) {
      const answers = await this.write(group);
      group.forEach((settling) => written.set(settling, answers.get(settling.order.id)!));
    }
    return batch.map((settling) => written.get(settling)!);
  }

  /**
   * Keeps Square's descriptions of the payments, one per order (webhooks arrive in any order: an older description
   * never replaces a newer one), moves each order on when it is in a state it may leave, and records the events of
   * those moves, all in one statement (atomic by itself, with no transaction round trips on every checkout). The rows
   * go as JSON read by the tables' own types, so the text is the same for any number of orders of one shape. Answers
   * by order id.
   */
  private async write(group: Settling[]): Promise<Map<string, Written>> {
    const [{ changes, from }] = group;
    const params: unknown[] = [rowsJson(orderRows, group.map(({ order, changes: set }) => ({ ...set, id: order.id })))];
    const ctes = [`changed as (select * from jsonb_populate_recordset(null::${ORDERS}, $1::jsonb))`];
    const payments = group.flatMap(({ payment }) => (payment ? [payment] : []));
    if (payments.length > 0) {
      const { columns } = rowValues(paymentRows, payments[0]);
      params.push(rowsJson(paymentRows, payments));
      ctes.push(`payment as (insert into ${PAYMENTS} (${columns}) select ${columns} from jsonb_populate_recordset(null::${PAYMENTS}, $2::jsonb)
        on conflict (order_id) do update set ${DESCRIPTION_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')},
          card_last4 = coalesce(excluded.card_last4, ${PAYMENTS}.card_last4)
        where ${PAYMENTS}.id = excluded.id and ${PAYMENTS}.square_updated_at <= excluded.square_updated_at returning *)`);
    }
    const set = rowValues(orderRows, changes).columns.split(', ').map((column) => `${column} = c.${column}`);
    // An order keeps the payment it has: another one (never ours: an order sends one idempotency key) moves nothing.
    const samePayment = `(c.square_payment_id is null or o.square_payment_id is null or o.square_payment_id = c.square_payment_id)`;
    // The states are typed constants (ENTERED_FROM), never input: they are written into the text.
    const fromStates = `o.status in (${from.map((state) => `'${state}'`).join(', ')})`;
    ctes.push(`updated as (update ${ORDERS} o set ${set.join(', ')} from changed c where o.id = c.id and ${fromStates} and ${samePayment} returning o.id)`);
    const events = group.flatMap(({ order, event }) => (event ? [{ key: order.id, event }] : []));
    if (events.length > 0) {
      const recorded = this.outbox.keyedEventsCte(events, { cte: 'updated', column: 'id' }, params.length + 1);
      params.push(...recorded.params);
      ctes.push(recorded.sql);
    }
    const payment = payments.length > 0 ? `, (select to_jsonb(p) from (select ${PAYMENT_COLUMNS} from payment where order_id = c.id) p) as "payment"` : '';
    const rows = await plainQuery<{ id: string; updated: boolean; payment?: PaymentRow | null }>(
      this.db,
      `with ${ctes.join(',\n')} select c.id, exists (select 1 from updated u where u.id = c.id) as "updated"${payment} from changed c`,
      params,
    );
    return new Map(rows.map(({ id, updated, payment: kept }) => [id, { updated, payment: kept ?? undefined }]));
  }
}

/** What Square's answer makes of the order, and the states it may move it from. */
function transitionOf(
  order: OrderRow,
  outcome: Exclude<SquareOutcome, { kind: 'unknown' }>,
  at: string,
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
  const code = outcome.kind === 'declined' ? outcome.code : PROVIDER_ERROR_CODE;
  const message = outcome.kind === 'declined' ? declineReason(code) : paymentRefused().message;
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
