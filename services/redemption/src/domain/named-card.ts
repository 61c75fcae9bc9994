import type { NamedCard } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';

/** The card as the events about it name it: which card, the business that sold it, its gift card, and who holds it. */
export function namedCard(card: Pick<IssuedCardRow, 'id' | 'businessSlug' | 'businessName' | 'giftCardName' | 'holderName' | 'holderEmail' | 'currency'>): NamedCard {
  return {
    cardId: card.id,
    businessSlug: card.businessSlug,
    ...(card.businessName ? { businessName: card.businessName } : {}),
    giftCardName: card.giftCardName,
    holder: { name: card.holderName, email: card.holderEmail },
    currency: card.currency,
  };
}
