import { Injectable } from '@nestjs/common';
import { newEvent, now } from '@gv/platform';
import type { PaymentCredentials } from '@gv/proto';
import { findOrder } from '../db/order-repository.js';
import { findRefundBySquareId, moveRefund } from '../db/refund-repository.js';
import { refundUnconfirmed } from '../domain/order-errors.js';
import { refundFailed } from '../domain/order-events.js';
import { refundIdFromWire, REFUND_NOTIFICATIONS } from '../domain/square-refund.js';
import { SquareNotificationSubscriber, type SquareNotifications } from './square-notification-subscriber.js';

/**
 * A refund Square took is PENDING until the card network settles it. Its signed notifications (refund.created,
 * refund.updated) only name it: Square is asked where it stands (GetPaymentRefund) and a PENDING refund moves once, to
 * COMPLETED, or to FAILED or REJECTED with `refund.failed`, on which redemption puts the value back on the card.
 */
@Injectable()
export class RefundUpdates extends SquareNotificationSubscriber {
  readonly notifications: SquareNotifications = { types: REFUND_NOTIFICATIONS, object: 'refund' };

  /** A verified notification's `data.object.refund`; Square not answering throws, so that Square notifies again. */
  async notified(credentials: PaymentCredentials, type: string, wire: unknown): Promise<void> {
    const squareRefundId = refundIdFromWire(wire);
    const refund = squareRefundId ? await findRefundBySquareId(this.store.db, squareRefundId) : undefined;
    const order = refund && refund.businessSlug === credentials.businessSlug ? await findOrder(this.store.db, refund.orderId) : undefined;
    if (!squareRefundId || !refund || !order) {
      this.notOurs(credentials, type, { squareRefundId });
      return;
    }
    if (refund.status !== 'PENDING') return;
    const described = await this.square.refundStatus(order, credentials, squareRefundId);
    if (described.kind === 'unknown') throw refundUnconfirmed();
    const at = now().toISOString();
    if (described.kind === 'taken') {
      if (described.status === 'COMPLETED') {
        await moveRefund(this.store.db, this.store.outbox, refund.refundId, 'PENDING', { ...refund, status: 'COMPLETED', updatedAt: at });
      }
      return;
    }
    const changes = { status: described.status, squareRefundId, failureCode: described.code, failureMessage: described.message, updatedAt: at };
    if (await moveRefund(this.store.db, this.store.outbox, refund.refundId, 'PENDING', changes, newEvent('refund.failed', refundFailed(refund, described.code, described.message)))) {
      this.store.outbox.flushSoon();
    }
  }
}
