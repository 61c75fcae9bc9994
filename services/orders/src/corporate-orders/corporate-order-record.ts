import { paidRealMoney, type CorporateOrderForReview, type CorporateOrderRecord, type CorporateOrderStatus } from '@gv/proto';
import type { OrderRow } from '../db/schema.js';

export function corporateRecordOf(order: OrderRow): CorporateOrderRecord {
  const corporate = order.corporate!;
  return {
    id: order.id,
    giftCardId: order.giftCardId,
    giftCardName: order.giftCardName,
    company: corporate.company,
    paymentReference: corporate.paymentReference,
    named: corporate.named,
    cardCount: order.gifts.length,
    faceValueCents: order.faceValueCents,
    amountCents: order.priceCents,
    currency: order.currency,
    expirationDate: order.expirationDate,
    testMode: !paidRealMoney(order.paymentMode),
    createdBy: order.buyerEmail,
    createdAt: new Date(order.createdAt).toISOString(),
    status: corporateStatusOf(order),
    confirmedBy: corporate.confirmedBy ?? null,
    confirmedAt: corporate.confirmedAt ?? null,
    approvedBy: corporate.approvedBy ?? null,
  };
}

/** Where a batch is; one issued before confirmation was asked (decision 0071) is confirmed. */
export const corporateStatusOf = (order: OrderRow): CorporateOrderStatus => order.corporate?.status ?? 'confirmed';

/** A batch as the operations view lists it, with its business. */
export const corporateForReview = (order: OrderRow): CorporateOrderForReview => ({
  ...corporateRecordOf(order),
  businessSlug: order.businessSlug,
  businessName: order.businessName ?? order.businessSlug,
});
