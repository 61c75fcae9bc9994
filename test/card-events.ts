import { randomUUID } from 'node:crypto';
import { newEvent } from '@gv/platform';
import type { EventMap, SealedForMail } from '@gv/proto';

/** business.updated of a live business whose cards are priced in `currency` (absent: as identity sent it before currencies, USD). */
export const liveProfile = (businessSlug: string, currency?: string) =>
  newEvent('business.updated', {
    v: 4,
    businessSlug,
    name: businessSlug,
    logoUrl: null,
    address: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
    timeZone: 'UTC',
    live: true,
    ...(currency && { currency }),
  });

/**
 * gift-card.issued as redemption sends it: by default a card of face value 5000 sold at 10% off (4500 paid, 500
 * bonus), in minor units of its business's currency, bought for herself by `holder`.
 */
export function issuedCardPayload(businessSlug: string, fields: Partial<EventMap['gift-card.issued']> = {}): EventMap['gift-card.issued'] {
  const holder = fields.holder ?? { name: 'Aki Buyer', email: `aki.${businessSlug}@example.com` };
  return {
    v: 1,
    cardId: randomUUID(),
    orderId: randomUUID(),
    businessSlug,
    giftCardId: randomUUID(),
    giftCardName: 'Omakase for two',
    faceValueCents: 5000,
    paidValueCents: 4500,
    bonusValueCents: 500,
    priceCents: 4500,
    expirationDate: '2031-06-30',
    purchaseType: 'self',
    holder,
    buyer: holder,
    recipient: null,
    message: '',
    receiptUrl: '',
    sealedCode: '' as unknown as SealedForMail,
    issuedAt: new Date().toISOString(),
    ...fields,
  };
}

/** The gift-card.issued event of issuedCardPayload. */
export const cardIssued = (businessSlug: string, fields: Partial<EventMap['gift-card.issued']> = {}) => newEvent('gift-card.issued', issuedCardPayload(businessSlug, fields));
