import { Injectable } from '@nestjs/common';
import { newEvent, now, type DbOrTx } from '@gv/platform';
import type { AnyEventEnvelope, PaymentCredentials } from '@gv/proto';
import { lockDispute, writeDispute, type DisputeWrite } from '../db/dispute-repository.js';
import { findOrderWithPayment } from '../db/order-repository.js';
import type { OrderRow } from '../db/schema.js';
import { disputeUnconfirmed } from '../domain/order-errors.js';
import { disputeEventOf, disputeFromWire, disputeRowOf, DISPUTE_NOTIFICATIONS, type DisputeFacts } from '../domain/square-dispute.js';
import { SquareNotificationSubscriber, type SquareNotifications } from './square-notification-subscriber.js';

/**
 * Chargebacks of orders' payments, from Square's signed dispute notifications. As for payments, a signed notification
 * is no proof: it only names the dispute, which Square is asked about (RetrieveDispute, with the business's
 * credentials); Square's answer is recorded. A description replaces the recorded one only when its version is newer
 * (Square's deliveries come in any order, and again), and only a change of the dispute's stage records an event, in
 * the same transaction: open (`payment.disputed`, once when it becomes open) or decided (`payment.dispute-resolved`).
 */
@Injectable()
export class PaymentDisputes extends SquareNotificationSubscriber {
  readonly notifications: SquareNotifications = { types: DISPUTE_NOTIFICATIONS, object: 'dispute' };

  /**
   * A verified notification's `data.object.dispute` for the business of `credentials`. A dispute of no payment of
   * this business's orders, or one Square does not describe, changes nothing (the notification is acknowledged);
   * Square not answering throws, so that Square sends the notification again.
   */
  async notified(credentials: PaymentCredentials, type: string, wire: unknown): Promise<void> {
    const notified = disputeFromWire(wire);
    const order = notified && (await findOrderWithPayment(this.store.db, { squarePaymentId: notified.paymentId }))?.order;
    if (!notified || !order || order.businessSlug !== credentials.businessSlug) {
      this.notOurs(credentials, type, { disputeId: notified?.id });
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
    const written = await this.store.db.transaction(async (tx) => {
      let recorded = await lockDispute(tx, row.disputeId);
      if (!recorded) {
        if (await this.write(tx, row, undefined, at)) return true;
        // Another delivery recorded it meanwhile (the insert waited for its commit): that row is what this one replaces.
        recorded = await lockDispute(tx, row.disputeId);
        if (!recorded) throw new Error(`dispute ${row.disputeId} neither inserted nor found`);
      }
      return this.write(tx, row, recorded.state, at);
    });
    if (written) this.store.outbox.flushSoon();
    return written;
  }

  /** The dispute's row, with its event when the row's stage changes from `before` (undefined: a first record); whether it was written. */
  private async write(tx: DbOrTx, row: DisputeWrite, before: string | undefined, at: string): Promise<boolean> {
    const described = disputeEventOf(before, row, at);
    const event: AnyEventEnvelope | undefined =
      described && (described.type === 'payment.disputed' ? newEvent(described.type, described.payload) : newEvent(described.type, described.payload));
    return writeDispute(tx, this.store.outbox, row, at, before !== undefined, event);
  }
}
