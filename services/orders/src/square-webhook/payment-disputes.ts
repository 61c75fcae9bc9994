import { Inject, Injectable } from '@nestjs/common';
import { DB, LOGGER, OUTBOX, newEvent, now, plainQuery, type Db, type DbOrTx, type Logger, type Outbox } from '@gv/platform';
import type { AnyEventEnvelope, PaymentCredentials } from '@gv/proto';
import { DISPUTES, lockDispute } from '../db/dispute-queries.js';
import { findOrderWithPayment } from '../db/order-queries.js';
import type { OrderRow } from '../db/schema.js';
import { disputeUnconfirmed } from '../domain/order-errors.js';
import { disputeEventOf, disputeFromWire, disputeRowOf, type DisputeFacts } from '../domain/square-dispute.js';
import { SquarePayments } from '../square/square-payments.js';

type DisputeWrite = ReturnType<typeof disputeRowOf>;

/**
 * Chargebacks of orders' payments, from Square's signed dispute notifications. As for payments, a signed notification
 * is no proof: it only names the dispute, which Square is asked about (RetrieveDispute, with the business's
 * credentials); Square's answer is recorded. A description replaces the recorded one only when its version is newer
 * (Square's deliveries come in any order, and again), and only a change of the dispute's stage records an event, in
 * the same transaction: open (`payment.disputed`, once when it becomes open) or decided (`payment.dispute-resolved`).
 */
@Injectable()
export class PaymentDisputes {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly square: SquarePayments,
  ) {}

  /**
   * A verified notification's `data.object.dispute` for the business of `credentials`. A dispute of no payment of
   * this business's orders, or one Square does not describe, changes nothing (the notification is acknowledged);
   * Square not answering throws, so that Square sends the notification again.
   */
  async notified(credentials: PaymentCredentials, type: string, wire: unknown): Promise<void> {
    const notified = disputeFromWire(wire);
    const order = notified && (await findOrderWithPayment(this.db, { squarePaymentId: notified.paymentId }))?.order;
    if (!notified || !order || order.businessSlug !== credentials.businessSlug) {
      this.logger.info({ type, businessSlug: credentials.businessSlug, disputeId: notified?.id }, 'square dispute notification without a payment of this business');
      return;
    }
    const described = await this.square.dispute(order, credentials, notified.id);
    if (described.kind === 'unknown') {
      this.logger.warn({ disputeId: notified.id, orderId: order.id, reason: described.reason }, 'Square did not describe a dispute it notified; it will notify again');
      throw disputeUnconfirmed();
    }
    if (described.kind === 'refused') {
      this.logger.warn({ disputeId: notified.id, orderId: order.id, code: described.code }, 'Square does not describe a dispute a signed notification named; nothing recorded');
      return;
    }
    if (described.dispute.id !== notified.id || described.dispute.paymentId !== order.squarePaymentId) {
      this.logger.warn({ disputeId: notified.id, orderId: order.id, paymentId: described.dispute.paymentId }, "Square's dispute is not of the notified order's payment; nothing recorded");
      return;
    }
    await this.record(order, described.dispute);
  }

  /**
   * Square's description of a dispute of the order's payment, recorded unless an equal or newer version is; answers
   * whether it was. The recorded row is locked first, so the stage it leaves is the one this write replaces.
   */
  async record(order: OrderRow, dispute: DisputeFacts): Promise<boolean> {
    const row = disputeRowOf(order, dispute);
    const at = now().toISOString();
    const written = await this.db.transaction(async (tx) => {
      let recorded = await lockDispute(tx, row.disputeId);
      if (!recorded) {
        if (await this.write(tx, row, undefined, at)) return true;
        // Another delivery recorded it meanwhile (the insert waited for its commit): that row is what this one replaces.
        recorded = await lockDispute(tx, row.disputeId);
        if (!recorded) throw new Error(`dispute ${row.disputeId} neither inserted nor found`);
      }
      return this.write(tx, row, recorded.state, at);
    });
    if (written) this.outbox.flushSoon();
    return written;
  }

  /**
   * One statement: the dispute's row, and its event when the row's stage changes from `before` (undefined: a first
   * record, which never replaces a row another delivery wrote), recorded only when the row was written. An upsert
   * applies only a newer version: a replayed or older description writes nothing and records no event.
   */
  private async write(tx: DbOrTx, row: DisputeWrite, before: string | undefined, at: string): Promise<boolean> {
    const described = disputeEventOf(before, row, at);
    const event: AnyEventEnvelope | undefined =
      described && (described.type === 'payment.disputed' ? newEvent(described.type, described.payload) : newEvent(described.type, described.payload));
    const recorded = event ? this.outbox.eventsCte([event], 'written', 10) : undefined;
    const conflict =
      before === undefined
        ? 'do nothing'
        : `do update set amount_cents = excluded.amount_cents, reason = excluded.reason, state = excluded.state, version = excluded.version,
             updated_at = excluded.updated_at where disputes.version < excluded.version`;
    const rows = await plainQuery<{ dispute_id: string }>(
      tx,
      `with written as (insert into ${DISPUTES} as disputes (dispute_id, order_id, business_slug, payment_id, amount_cents, reason, state, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) on conflict (dispute_id) ${conflict} returning dispute_id)${recorded ? `,\n       ${recorded.sql}` : ''}
       select dispute_id from written`,
      [row.disputeId, row.orderId, row.businessSlug, row.paymentId, row.amountCents, row.reason, row.state, row.version, at, ...(recorded?.params ?? [])],
    );
    return rows.length > 0;
  }
}
