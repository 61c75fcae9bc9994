import { randomUUID } from 'node:crypto';
import type { IssueForOrderRequest } from '@gv/proto';

/**
 * A paid order as orders hands it to redemption (RedemptionRpc.issueForOrder): Ann buys herself a $200 card of
 * Harbor Grill's at 10% off. Payment, receipt and card ids are new for each order.
 */
export function paidOrder(overrides: Partial<IssueForOrderRequest> = {}): IssueForOrderRequest {
  const orderId = overrides.orderId ?? randomUUID();
  return {
    orderId,
    businessSlug: 'harbor-grill',
    businessName: 'Harbor Grill',
    paymentId: `pay-${orderId}`,
    amountCents: 18000,
    currency: 'USD',
    sourceType: 'CARD',
    receiptNumber: 'R-1',
    receiptUrl: `http://square.example.test/receipt/${orderId}`,
    completedAt: new Date().toISOString(),
    giftCardId: randomUUID(),
    giftCardName: 'Dinner for two',
    faceValueCents: 20000,
    expirationDate: '2031-06-30',
    purchaseType: 'self',
    buyer: { name: 'Ann Buyer', email: 'ann@example.com', phone: '(555) 123-4567' },
    recipient: null,
    message: '',
    ...overrides,
  };
}
