import { Injectable } from '@nestjs/common';
import { BatchRows, type Batch, type EventHandlers, type EventSubscriber, type Tx } from '@gv/platform';
import { DEFAULT_CURRENCY, type EventEnvelope, type EventType, type WebhookEventType } from '@gv/proto';
import { queueDeliveries, type OutgoingEvent } from './webhook-repository.js';
import { WebhookSender } from './webhook-sender.js';

/** One event as endpoints receive it: its type, the card (or order) it keeps its place behind, and its data. */
interface WebhookMessage {
  type: WebhookEventType;
  orderKey: string;
  data: Record<string, unknown>;
}

type Translate<K extends EventType> = (payload: EventEnvelope<K>['payload']) => WebhookMessage;

/** The platform's events endpoints may subscribe to, in their public names and shapes (money in cents, no holder contact details). */
const messages: { [K in EventType]?: Translate<K> } = {
  'gift-card.issued': (p) => ({
    type: 'card.issued',
    orderKey: p.cardId,
    data: {
      cardId: p.cardId,
      orderId: p.orderId,
      giftCardId: p.giftCardId,
      giftCardName: p.giftCardName,
      faceValueCents: p.faceValueCents,
      paidValueCents: p.paidValueCents,
      bonusValueCents: p.bonusValueCents,
      priceCents: p.priceCents,
      currency: p.currency ?? DEFAULT_CURRENCY,
      expirationDate: p.expirationDate,
      purchaseType: p.purchaseType,
      issuedAt: p.issuedAt,
      testMode: p.testCard ?? false,
    },
  }),
  'gift-card.redeemed': (p) => ({
    type: 'card.redeemed',
    orderKey: p.cardId,
    data: {
      cardId: p.cardId,
      redemptionId: p.ledgerId,
      amountCents: Math.abs(p.amountCents),
      balanceAfterCents: p.balanceAfterCents,
      currency: p.currency ?? DEFAULT_CURRENCY,
      reference: p.reference ?? null,
      apiKeyId: p.apiKey?.id ?? null,
      locationId: p.locationId ?? null,
      redeemedAt: p.redeemedAt,
      testMode: p.testCard ?? false,
    },
  }),
  'gift-card.refunded': (p) => ({
    type: 'card.refunded',
    orderKey: p.cardId,
    data: { cardId: p.cardId, orderId: p.orderId, refundId: p.refundId, amountCents: p.amountCents, currency: p.currency ?? DEFAULT_CURRENCY, reason: p.reason, balanceAfterCents: p.balanceAfterCents ?? null, refundedAt: p.refundedAt, testMode: p.testCard },
  }),
  'gift-card.voided': (p) => ({
    type: 'card.voided',
    orderKey: p.cardId,
    data: { cardId: p.cardId, reason: p.reason, balanceCents: p.balanceCents ?? null, currency: p.currency ?? DEFAULT_CURRENCY, voidedAt: p.at, testMode: p.testCard },
  }),
  'gift-card.loaded': (p) => ({
    type: 'card.reloaded',
    orderKey: p.cardId,
    data: { cardId: p.cardId, orderId: p.orderId, amountCents: p.amountCents, balanceAfterCents: p.balanceAfterCents, currency: p.currency ?? DEFAULT_CURRENCY, paidExpiresOn: p.paidExpiresOn, reloadedAt: p.loadedAt, testMode: p.testCard },
  }),
  'payment.completed': (p) => ({
    type: 'order.paid',
    orderKey: p.reload?.cardId ?? p.orderId,
    data: {
      orderId: p.orderId,
      paymentId: p.paymentId,
      amountCents: p.amountCents,
      currency: p.currency,
      giftCardId: p.giftCardId,
      giftCardName: p.giftCardName,
      faceValueCents: p.faceValueCents,
      purchaseType: p.purchaseType,
      receiptNumber: p.receiptNumber,
      reloadCardId: p.reload?.cardId ?? null,
      paidAt: p.completedAt,
      testMode: p.testMode ?? false,
    },
  }),
  'order.refunded': (p) => ({
    type: 'order.refunded',
    orderKey: p.cardId,
    data: { orderId: p.orderId, cardId: p.cardId, refundId: p.refundId, amountCents: p.amountCents, currency: p.currency ?? DEFAULT_CURRENCY, refundedAt: p.refundedAt },
  }),
};

/**
 * Webhooks out from the event stream (decision 0094): each event an endpoint subscribes to becomes one row to send,
 * written in the handler's transaction (once per endpoint and event however often the bus delivers it) by one
 * statement per batch of events; the sender loop sends it, so nothing waits on an endpoint but the endpoint's own
 * deliveries.
 */
@Injectable()
export class WebhookEvents implements EventSubscriber {
  private readonly queued = new BatchRows<OutgoingEvent>(async (batch, messages) => {
    if (await queueDeliveries(batch.tx, messages)) batch.afterCommit(() => this.sender.wake());
  });

  constructor(private readonly sender: WebhookSender) {}

  handlers(): EventHandlers {
    const handlers: Record<string, (event: EventEnvelope<EventType>, tx: Tx, batch: Batch) => Promise<void>> = {};
    for (const [eventType, translate] of Object.entries(messages) as [EventType, Translate<EventType>][]) {
      handlers[eventType] = async (event, _tx, batch) => {
        const message = translate(event.payload);
        const body = JSON.stringify({ id: event.id, type: message.type, createdAt: event.occurredAt, data: message.data });
        const businessSlug = (event.payload as { businessSlug: string }).businessSlug;
        this.queued.add(batch, { businessSlug, eventId: event.id, type: message.type, orderKey: message.orderKey, body });
      };
    }
    return handlers as EventHandlers;
  }
}
