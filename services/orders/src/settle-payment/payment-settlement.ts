import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { DB, OUTBOX, newEvent, now, type Db, type Outbox, type Tx } from '@gv/platform';
import type { AnyEventEnvelope, PaymentView } from '@gv/proto';
import { findOrder, findPayment } from '../db/order-queries.js';
import { orderRows, paymentRows, type OrderRow, type PaymentRow } from '../db/schema.js';
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
    const events: AnyEventEnvelope[] = [];
    const settled = await this.db.transaction(async (tx) => {
      const payment = outcome.kind === 'refused' ? undefined : await this.keepPayment(tx, order, outcome.payment);
      const at = now().toISOString();
      const update = (changes: Partial<OrderRow>, from: SQL) =>
        tx.update(orderRows).set({ ...changes, updatedAt: at }).where(and(eq(orderRows.id, order.id), from)).returning();
      let updated: OrderRow | undefined;
      if (outcome.kind === 'payment' && payment?.status === 'COMPLETED') {
        [updated] = await update({ status: 'paid', squarePaymentId: payment.id, paidAt: at, failureCode: null, failureMessage: null }, ne(orderRows.status, 'paid'));
        if (updated) events.push(newEvent('payment.completed', paymentCompleted(updated, payment)));
      } else if (outcome.kind === 'payment') {
        // APPROVED or PENDING: Square holds the payment; its final state comes by webhook or reconciliation.
        [updated] = await update({ squarePaymentId: outcome.payment.id }, eq(orderRows.status, 'pending'));
      } else {
        const code = outcome.kind === 'declined' ? outcome.code : PROVIDER_ERROR_CODE;
        const message = outcome.kind === 'declined' ? declineReason(code) : paymentRefused().message;
        [updated] = await update({ status: 'failed', squarePaymentId: payment?.id ?? null, failureCode: code, failureMessage: message }, eq(orderRows.status, 'pending'));
        if (updated) events.push(newEvent('payment.failed', paymentFailed(updated)));
      }
      await this.outbox.add(tx, events);
      return { order: updated ?? (await findOrder(tx, order.id))!, payment };
    });
    if (events.length > 0) this.outbox.flushSoon();
    return settled;
  }

  private async keepPayment(tx: Tx, order: OrderRow, facts: PaymentFacts | undefined): Promise<PaymentRow | undefined> {
    if (!facts) return undefined;
    const values = {
      status: facts.status,
      sourceType: facts.sourceType,
      amountCents: facts.amountCents,
      currency: facts.currency,
      receiptNumber: facts.receiptNumber,
      receiptUrl: facts.receiptUrl,
      squareUpdatedAt: facts.updatedAt,
    };
    // Webhooks arrive in any order: an older description of the payment never replaces a newer one.
    const [payment] = await tx
      .insert(paymentRows)
      .values({ id: facts.id, orderId: order.id, businessSlug: order.businessSlug, ...values })
      .onConflictDoUpdate({ target: paymentRows.id, set: values, setWhere: sql`${paymentRows.squareUpdatedAt} <= ${facts.updatedAt}` })
      .returning();
    return payment ?? (await findPayment(tx, order.id));
  }
}

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
