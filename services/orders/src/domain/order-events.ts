import { nearestLocale, paidRealMoney, type CorporateBatch, type EventMap } from '@gv/proto';
import type { OrderRow, PaymentDescription, RefundRow } from '../db/schema.js';

/** What the order buys and for whom, as its events state it. */
function purchase(order: OrderRow) {
  return {
    giftCardId: order.giftCardId,
    giftCardName: order.giftCardName,
    purchaseType: order.purchaseType,
    faceValueCents: order.faceValueCents,
    buyer: { name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone },
    recipient: order.recipientName && order.recipientEmail ? { name: order.recipientName, email: order.recipientEmail } : null,
    message: order.message,
    ...gifts(order),
  };
}

/** Carried when they say more than `recipient` and `message` do: several recipients, or a delivery time. */
function gifts(order: OrderRow): { gifts?: OrderRow['gifts'] } {
  return order.gifts.length > 1 || order.gifts.some((gift) => gift.deliverAt) ? { gifts: order.gifts } : {};
}

export function orderPlaced(order: OrderRow): EventMap['order.placed'] {
  return {
    v: 1,
    orderId: order.id,
    businessSlug: order.businessSlug,
    ...purchase(order),
    priceCents: order.priceCents,
    placedAt: new Date(order.createdAt).toISOString(),
  };
}

/** The paid order's snapshot: the event, and what redemption issues the card from. */
export function paymentCompleted(order: OrderRow, payment: PaymentDescription): EventMap['payment.completed'] {
  return {
    v: 1,
    orderId: order.id,
    businessSlug: order.businessSlug,
    ...(order.businessName ? { businessName: order.businessName } : {}),
    ...(order.jurisdiction ? { jurisdiction: order.jurisdiction } : {}),
    paymentId: payment.id,
    amountCents: payment.amountCents,
    currency: order.currency,
    sourceType: payment.sourceType,
    ...(payment.cardLast4 ? { cardLast4: payment.cardLast4 } : {}),
    receiptNumber: payment.receiptNumber,
    receiptUrl: payment.receiptUrl,
    completedAt: new Date(order.paidAt ?? order.updatedAt).toISOString(),
    ...purchase(order),
    expirationDate: order.expirationDate,
    testMode: !paidRealMoney(order.paymentMode),
    ...(order.corporate ? { corporate: corporateBatch(order.corporate) } : {}),
    ...(order.reloadCardId ? { reload: { cardId: order.reloadCardId } } : {}),
    ...(order.billingState ? { billingState: order.billingState } : {}),
    locale: nearestLocale(order.locale),
    ...(order.voucherVat ? { voucherVat: order.voucherVat } : {}),
  };
}

export function paymentFailed(order: OrderRow): EventMap['payment.failed'] {
  return { v: 1, orderId: order.id, businessSlug: order.businessSlug, code: order.failureCode ?? '', message: order.failureMessage ?? '' };
}

type RefundFacts = Pick<RefundRow, 'refundId' | 'orderId' | 'cardId' | 'businessSlug' | 'amountCents'>;

/** Square took the refund (PENDING or COMPLETED) at `refundedAt`, in its order's currency. */
export function orderRefunded(refund: RefundFacts & { currency: string }, squareRefundId: string, refundedAt: string): EventMap['order.refunded'] {
  const { refundId, orderId, cardId, businessSlug, amountCents, currency } = refund;
  return { v: 1, refundId, orderId, cardId, businessSlug, amountCents, currency, squareRefundId, refundedAt: new Date(refundedAt).toISOString() };
}

/** Square refused the refund: redemption puts its value back on the card. */
export function refundFailed(refund: RefundFacts, code: string, message: string): EventMap['refund.failed'] {
  const { refundId, orderId, cardId, businessSlug, amountCents } = refund;
  return { v: 1, refundId, orderId, cardId, businessSlug, amountCents, code, message };
}

/** The batch a corporate order's events name: its company, whether its cards are named, and where its sales belong. */
function corporateBatch({ company, named, locationId }: NonNullable<OrderRow['corporate']>): CorporateBatch {
  return { company, named, ...(locationId && { locationId }) };
}
