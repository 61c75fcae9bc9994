import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, OUTBOX, RPC, newEvent, type DbOrTx, type Logger, type Outbox, type RpcClient } from '@gv/platform';
import { RedemptionRpc, type AnyEventEnvelope, type EventMap } from '@gv/proto';
import { insertPayment } from '../db/payment-repository.js';
import { EXTERNAL_SOURCE, type OrderRow, type PaymentDescription } from '../db/schema.js';
import { orderPlaced, paymentCompleted } from '../domain/order-events.js';

/**
 * Issues a corporate order once it may be (confirmed within the day's cap, or approved): its payment made outside the
 * platform (source EXTERNAL, the reference as receipt number), order.placed, payment.completed and the accountable
 * event commit in the caller's transaction; redemption issues the cards right after, or from payment.completed.
 */
@Injectable()
export class CorporateOrderIssuer {
  constructor(
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** In the transaction that marked `order` paid. */
  async record(tx: DbOrTx, order: OrderRow, accountable: AnyEventEnvelope): Promise<EventMap['payment.completed']> {
    const payment: PaymentDescription = {
      id: order.squarePaymentId!,
      orderId: order.id,
      businessSlug: order.businessSlug,
      status: 'COMPLETED',
      sourceType: EXTERNAL_SOURCE,
      amountCents: order.priceCents,
      currency: 'USD',
      receiptNumber: order.corporate!.paymentReference,
      receiptUrl: '',
      squareUpdatedAt: new Date(order.paidAt!).toISOString(),
    };
    await insertPayment(tx, payment);
    const completed = paymentCompleted(order, payment);
    await this.outbox.add(tx, [accountable, newEvent('order.placed', orderPlaced(order)), newEvent('payment.completed', completed)]);
    return completed;
  }

  /** A batch that waits (for the super admin's approval): only its accountable event, in the caller's transaction. */
  async outboxOnly(tx: DbOrTx, events: AnyEventEnvelope[]): Promise<void> {
    await this.outbox.add(tx, events);
  }

  /** After the commit of a batch that waits: its event goes out soon. */
  flushSoon(): void {
    this.outbox.flushSoon();
  }

  /** After the commit: issued now when redemption answers; else from payment.completed, as any paid order (the page shows the progress). */
  async issueNow(completed: EventMap['payment.completed']): Promise<void> {
    this.outbox.flushSoon();
    try {
      await this.rpc.call(RedemptionRpc.issueForOrder, completed);
    } catch (error) {
      this.logger.warn({ err: error, orderId: completed.orderId }, 'corporate order cards not issued yet; redemption issues them from payment.completed');
    }
  }
}
