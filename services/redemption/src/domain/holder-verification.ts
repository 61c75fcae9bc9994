import { phoneForTexts, type CounterVerification, type HolderVerification } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';

type VerifiedCard = Pick<IssuedCardRow, 'holderPhone' | 'purchaseType' | 'buyerPhone' | 'pinHash' | 'pinSealed'>;

/**
 * Where a code by text goes (E.164): the phone the holder confirmed on the holder page, else, for a card the buyer
 * bought for themself, the phone they gave at purchase. Never a gift buyer's phone: the buyer is not the holder.
 */
export function textPhoneOf(card: VerifiedCard): string | null {
  return card.holderPhone ?? (card.purchaseType === 'self' ? phoneForTexts(card.buyerPhone) : null);
}

/** An unnamed corporate card: its PIN is printed, and the recorded email is the issuing admin's, not the bearer's. */
export const isBearerCard = (card: VerifiedCard) => card.pinSealed !== null;

/** The ways the counter can confirm the card's holder: every card by email; by text and PIN when set up. */
export function counterVerificationOf(card: VerifiedCard): CounterVerification {
  return { email: true, sms: textPhoneOf(card) !== null, pin: card.pinHash !== null };
}

/** What the holder page says is set up. */
export function holderVerificationOf(card: VerifiedCard): HolderVerification {
  return { byEmail: !isBearerCard(card), phone: textPhoneOf(card) !== null, pin: card.pinHash !== null };
}
