import { sealSecret } from '@gv/platform';
import { nearestLocale, type EventMap } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';
import { openingBalance } from '../domain/issue-rules.js';
import { namedCard } from '../domain/named-card.js';

/**
 * The card as its emails describe it (gift-card.issued without its receipt link): what was bought, by whom, for whom,
 * and the code sealed for the holder's address, which is where it may be sent.
 */
export function cardEmailFacts(card: IssuedCardRow, code: string, sealKey: Buffer): Omit<EventMap['gift-card.issued'], 'receiptUrl'> {
  const opening = openingBalance(card.faceValueCents, card.priceCents, card.promotionBonusCents);
  return {
    v: 1,
    ...namedCard(card),
    orderId: card.orderId,
    giftCardId: card.giftCardId,
    faceValueCents: card.faceValueCents,
    currency: card.currency,
    paidValueCents: opening.paidCents,
    bonusValueCents: opening.bonusCents,
    priceCents: card.priceCents,
    expirationDate: card.expirationDate,
    purchaseType: card.purchaseType,
    buyer: { name: card.buyerName, email: card.buyerEmail, phone: card.buyerPhone },
    recipient: card.recipientEmail ? { name: card.recipientName ?? '', email: card.recipientEmail } : null,
    message: card.message,
    sealedCode: sealSecret(sealKey, code, card.holderEmail),
    issuedAt: card.createdAt,
    testCard: card.testCard,
    terms: { jurisdiction: card.jurisdiction, paidExpiresOn: card.paidExpiresOn, cashOutBelowCents: card.cashOutBelowCents },
    ...(card.soldAtLocationId && { soldAtLocationId: card.soldAtLocationId }),
    ...(card.billingState && { billingState: card.billingState }),
    locale: nearestLocale(card.locale),
  };
}
