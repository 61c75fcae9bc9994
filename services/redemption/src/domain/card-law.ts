import { bonusExpiresOn, cashOutCents, escheatedNotice, lawDisclosure, nearestLocale, todayAnywhereOnEarth, UNCLAIMED_MESSAGES } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';

type CardUnderLaw = Pick<
  IssuedCardRow,
  | 'status'
  | 'jurisdiction'
  | 'faceValueCents'
  | 'priceCents'
  | 'promotionBonusCents'
  | 'expirationDate'
  | 'paidExpiresOn'
  | 'cashOutBelowCents'
  | 'paidBalanceCents'
  | 'bonusBalanceCents'
  | 'purchaseType'
  | 'escheatedTo'
  | 'escheatedOn'
  | 'currency'
  | 'locale'
>;

/** The bonus value the card was issued with: its discount and any promotion's bonus. */
function bonusValueOf(card: CardUnderLaw): number {
  return card.faceValueCents - card.priceCents + card.promotionBonusCents;
}

/** The days the card's two buckets are spendable through, as the law it was sold under set them (gift-card-law.ts). */
export function cardExpiryDates(card: CardUnderLaw): { paidExpiresOn: string | null; bonusExpiresOn: string | null } {
  return { paidExpiresOn: card.paidExpiresOn, bonusExpiresOn: bonusExpiresOn({ expirationDate: card.expirationDate, bonusValueCents: bonusValueOf(card) }) };
}

/** What the card says once reported as unclaimed property (decision 0095), with where to claim it; null: never reported. */
export function escheatOf(card: Pick<IssuedCardRow, 'escheatedTo' | 'escheatedOn'>): { message: string; claimUrl: string } | null {
  return card.escheatedTo === null || card.escheatedOn === null ? null : escheatedNotice(card.escheatedTo, card.escheatedOn);
}

/**
 * What the card must say under the law it was sold under, in that law's words and the card's language; with the amounts
 * unless it was a gift.
 * A card reported as unclaimed property says so first, with where to claim it.
 */
export function cardDisclosure(card: CardUnderLaw): string[] {
  const escheat = escheatOf(card);
  return [...(escheat ? [escheat.message, UNCLAIMED_MESSAGES.claimAt(escheat.claimUrl)] : []), ...lawDisclosure({
    jurisdiction: card.jurisdiction,
    ...(card.purchaseType === 'self' ? { paidValueCents: card.priceCents } : {}),
    bonusValueCents: bonusValueOf(card),
    cashOutBelowCents: card.cashOutBelowCents,
    currency: card.currency,
    ...cardExpiryDates(card),
  }, nearestLocale(card.locale))];
}

/** The cash the holder may take for what is left at `now`, in cents; null when the card's law gives none. */
export function cashOutOffer(card: CardUnderLaw, now: Date): number | null {
  return cashOutCents(card, todayAnywhereOnEarth(now));
}
