import { Controller, Inject } from '@nestjs/common';
import { DB, LOGGER, RpcHandler, type Db, type Logger } from '@gv/platform';
import { OrdersRpc, type SquareWebhookReceived, type SquareWebhookRequest } from '@gv/proto';
import { findOrder } from '../db/order-queries.js';
import { invalidWebhookSignature } from '../domain/order-errors.js';
import { factsFromWire, outcomeOfPayment } from '../domain/square-payment.js';
import { isSquareSignature } from '../domain/webhook-signature.js';
import { PaymentSettlement } from '../settle-payment/payment-settlement.js';
import { SquarePayments } from '../square/square-payments.js';

const PAYMENT_EVENTS = new Set(['payment.created', 'payment.updated']);

/**
 * POST /api/payments/square-webhook/{businessSlug}: Square's payment notifications, verified with the business's
 * signature key, settle the order they name (reference_id) like the checkout would. Anything else is acknowledged
 * and ignored, so Square stops retrying it.
 */
@Controller()
export class SquareWebhookRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly square: SquarePayments,
    private readonly settlement: PaymentSettlement,
  ) {}

  @RpcHandler(OrdersRpc.squareWebhook)
  async receive(body: SquareWebhookRequest): Promise<SquareWebhookReceived> {
    const credentials = await this.square.credentials(body.businessSlug);
    const key = this.square.webhookSignatureKey(credentials);
    if (!key || !isSquareSignature(key, body.notificationUrl, body.rawBody, body.signature)) throw invalidWebhookSignature();
    const notification = JSON.parse(body.rawBody) as { type?: string; data?: { object?: { payment?: unknown } } };
    const payment = PAYMENT_EVENTS.has(notification.type ?? '') ? factsFromWire(notification.data?.object?.payment) : undefined;
    const order = payment ? await findOrder(this.db, payment.referenceId) : undefined;
    if (!payment || !order || order.businessSlug !== credentials.businessSlug) {
      this.logger.info({ type: notification.type, businessSlug: body.businessSlug }, 'square notification without an order of this business');
      return { received: true };
    }
    await this.settlement.record(order, outcomeOfPayment(payment));
    return { received: true };
  }
}
