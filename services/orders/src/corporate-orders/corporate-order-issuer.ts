import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, RPC, newEvent, type DbOrTx, type Logger, type RpcClient } from '@gv/platform';
import { RedemptionRpc, type AnyEventEnvelope, type EventMap } from '@gv/proto';
import { insertPayment } from '../db/payment-repository.js';
import { EXTERNAL_SOURCE, type OrderRow, type PaymentDescription } from '../db/schema.js';
import { orderPlaced, paymentCompleted } from '../domain/order-events.js';

/**
 * Issues a corporate order once it may be (confirmed within the day's cap, or approved): its payment made outside the
 * platform (source EXTERNAL, the reference as receipt number), order.placed and payment.completed commit in the
 * caller's transaction; redemption issues the cards right after, or from payment.completed.
 */
@Injectable()
export class CorporateOrderIssuer {
  constructor(@Inject(RPC) private readonly rpc: RpcClient, @Inject(LOGGER) private readonly logger: Logger) {}

  /** In the transaction that marked `order` paid: its payment, and the events that say so, for the caller to record. */
  async pay(tx: DbOrTx, order: OrderRow): Promise<{ completed: EventMap['payment.completed']; events: AnyEventEnvelope[] }> {
    const payment: PaymentDescription = {
      id: order.squarePaymentId!,
      orderId: order.id,
      businessSlug: order.businessSlug,
      status: 'COMPLETED',
      sourceType: EXTERNAL_SOURCE,
      amountCents: order.priceCents,
      currency: order.currency,
      receiptNumber: order.corporate!.paymentReference,
      receiptUrl: '',
      squareUpdatedAt: new Date(order.paidAt!).toISOString(),
    };
    await insertPayment(tx, payment);
    const completed = paymentCompleted(order, payment);
    return { completed, events: [newEvent('order.placed', orderPlaced(order)), newEvent('payment.completed', completed)] };
  }

  /** After the commit: issued now when redemption answers; else from payment.completed, as any paid order (the page shows the progress). */
  async issueNow(completed: EventMap['payment.completed']): Promise<void> {
    try {
      await this.rpc.call(RedemptionRpc.issueForOrder, completed);
    } catch (error) {
      this.logger.warn({ err: error, orderId: completed.orderId }, 'corporate order cards not issued yet; redemption issues them from payment.completed');
    }
  }
}
