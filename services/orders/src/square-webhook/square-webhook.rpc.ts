import { Controller, Inject } from '@nestjs/common';
import { DB, LOGGER, RpcHandler, type Db, type Logger } from '@gv/platform';
import { OrdersRpc, type SquareWebhookReceived, type SquareWebhookRequest } from '@gv/proto';
import { findOrder } from '../db/order-repository.js';
import { PaymentAnomalies } from '../db/payment-anomalies.js';
import { invalidWebhookSignature, paymentUnconfirmed } from '../domain/order-errors.js';
import { unknownPayment } from '../domain/payment-contradictions.js';
import { factsFromWire } from '../domain/square-payment.js';
import { isSquareSignature } from '../domain/webhook-signature.js';
import { PaymentCapture } from '../settle-payment/payment-capture.js';
import { SquarePayments } from '../square/square-payments.js';
import { PaymentDisputes } from './payment-disputes.js';
import { RefundUpdates } from './refund-updates.js';
import type { SquareNotifications } from './square-notification-subscriber.js';
import { TerminalRedemptions } from './terminal-redemptions.js';

const PAYMENT_EVENTS = new Set(['payment.created', 'payment.updated']);

interface SquareNotification {
  type?: string;
  data?: { object?: { payment?: unknown } & Partial<Record<SquareNotifications['object'], unknown>> };
}

/** The notification's JSON; one that is not (or not an object) has no type, and is acknowledged with nothing done. */
function notificationOf(rawBody: string): SquareNotification {
  try {
    const parsed: unknown = JSON.parse(rawBody);
    return parsed !== null && typeof parsed === 'object' ? (parsed as SquareNotification) : {};
  } catch {
    return {};
  }
}

/**
 * POST /api/payments/square-webhook/{businessSlug}: Square's payment notifications, verified with the business's
 * signature key, make us ask Square (GetPayment, with the business's credentials) about the payment they name and
 * settle its order (reference_id) from that answer, as the checkout would (an authorized payment completed or
 * cancelled as decided for it). A signed notification is no proof of
 * payment: a payment Square does not describe, or one that contradicts its order, settles nothing and is kept for
 * the super admin. Its dispute notifications make us ask Square (RetrieveDispute) about the dispute of one of the
 * business's orders' payments they name, and record that (PaymentDisputes); its refund notifications settle a pending
 * refund the same way (RefundUpdates); a redemption at its Square Point of Sale goes to the ledger (TerminalRedemptions). Anything else is acknowledged with 200
 * and ignored, unverified (nothing is done for it), so Square stops retrying it. The credentials are those kept until
 * the business changes.
 */
@Controller()
export class SquareWebhookRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly square: SquarePayments,
    private readonly capture: PaymentCapture,
    private readonly anomalies: PaymentAnomalies,
    private readonly disputes: PaymentDisputes,
    private readonly refunds: RefundUpdates,
    private readonly terminal: TerminalRedemptions,
  ) {}

  @RpcHandler(OrdersRpc.squareWebhook)
  async receive(body: SquareWebhookRequest): Promise<SquareWebhookReceived> {
    const notification = notificationOf(body.rawBody);
    const type = notification.type ?? '';
    const subscriber = [this.disputes, this.refunds, this.terminal].find((each) => each.notifications.types.has(type));
    // Nothing is done for any other type (gift_card.updated comes with every activity): acknowledged as it is.
    if (!subscriber && !PAYMENT_EVENTS.has(type)) return { received: true };
    const credentials = await this.square.keptCredentials(body.businessSlug);
    // The business's own subscription, or the platform's subscription to its gift card events (the owner's switch).
    const keys = [this.square.webhookSignatureKey(credentials), this.square.giftCardSignatureKey(credentials)];
    if (!keys.some((key) => key && isSquareSignature(key, body.notificationUrl, body.rawBody, body.signature))) throw invalidWebhookSignature();
    if (subscriber) {
      await subscriber.notified(credentials, type, notification.data?.object?.[subscriber.notifications.object]);
      return { received: true };
    }
    const notified = factsFromWire(notification.data?.object?.payment);
    const order = notified ? await findOrder(this.db, notified.referenceId) : undefined;
    if (!notified || !order || order.businessSlug !== credentials.businessSlug) {
      this.logger.info({ type, businessSlug: body.businessSlug }, 'square notification without an order of this business');
      return { received: true };
    }
    // The notification only says which payment to ask about: what settles the order is Square's own answer.
    const described = await this.square.describe(order, credentials, notified.id);
    if (described.kind === 'unknown') throw paymentUnconfirmed(); // Square retries the notification later
    if (described.kind === 'refused' || (described.kind === 'declined' && !described.payment)) {
      await this.anomalies.record(order, { id: notified.id }, unknownPayment(described.code));
      return { received: true };
    }
    await this.capture.settle(order, described, credentials);
    return { received: true };
  }
}
