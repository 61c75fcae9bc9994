import { Inject, Injectable } from '@nestjs/common';
import { DB, LOGGER, OUTBOX, newEvent, now, type Db, type Logger, type Outbox } from '@gv/platform';
import type { PaymentCredentials } from '@gv/proto';
import { findOrder } from '../db/order-repository.js';
import { findRefundBySquareId, moveRefund } from '../db/refund-repository.js';
import { refundUnconfirmed } from '../domain/order-errors.js';
import { refundFailed } from '../domain/order-events.js';
import { refundIdFromWire } from '../domain/square-refund.js';
import { SquarePayments } from '../square/square-payments.js';

/**
 * A refund Square took is PENDING until the card network settles it. Its signed notifications (refund.created,
 * refund.updated) only name it: Square is asked where it stands (GetPaymentRefund) and a PENDING refund moves once, to
 * COMPLETED, or to FAILED or REJECTED with `refund.failed`, on which redemption puts the value back on the card.
 */
@Injectable()
export class RefundUpdates {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly square: SquarePayments,
  ) {}

  /** A verified notification's `data.object.refund`; Square not answering throws, so that Square notifies again. */
  async notified(credentials: PaymentCredentials, type: string, wire: unknown): Promise<void> {
    const squareRefundId = refundIdFromWire(wire);
    const refund = squareRefundId ? await findRefundBySquareId(this.db, squareRefundId) : undefined;
    const order = refund && refund.businessSlug === credentials.businessSlug ? await findOrder(this.db, refund.orderId) : undefined;
    if (!squareRefundId || !refund || !order) {
      this.logger.info({ type, businessSlug: credentials.businessSlug, squareRefundId }, 'square refund notification without a refund of this business');
      return;
    }
    if (refund.status !== 'PENDING') return;
    const described = await this.square.refundStatus(order, credentials, squareRefundId);
    if (described.kind === 'unknown') throw refundUnconfirmed();
    const at = now().toISOString();
    if (described.kind === 'taken') {
      if (described.status === 'COMPLETED') {
        await moveRefund(this.db, this.outbox, refund.refundId, 'PENDING', { ...refund, status: 'COMPLETED', updatedAt: at });
      }
      return;
    }
    const changes = { status: described.status, squareRefundId, failureCode: described.code, failureMessage: described.message, updatedAt: at };
    if (await moveRefund(this.db, this.outbox, refund.refundId, 'PENDING', changes, newEvent('refund.failed', refundFailed(refund, described.code, described.message)))) {
      this.outbox.flushSoon();
    }
  }
}
