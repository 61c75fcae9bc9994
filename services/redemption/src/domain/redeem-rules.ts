import { clientKey, type Budget } from '@gv/platform/rules';
import { parseAmount, pastLastDay, spendableCents, todayAnywhereOnEarth } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';
import { escheatOf } from './card-law.js';
import { amountExceedsBalance, cardEscheated, cardExpired, cardNotActive } from './redeem-errors.js';

/** A redeem amount in the card's minor units: positive, with at most the currency's decimals (none for yen), else null. */
export function parseRedeemAmount(value: unknown, currency?: string): number | null {
  const cents = parseAmount(value, currency);
  return cents !== null && cents > 0 ? cents : null;
}

type RedeemableCard = Pick<IssuedCardRow, 'status' | 'expirationDate' | 'paidExpiresOn' | 'balanceCents' | 'paidBalanceCents' | 'bonusBalanceCents' | 'escheatedTo' | 'escheatedOn'>;

/**
 * Why a card cannot give `amountCents` at `now`, as the error to answer; nothing when it can. Paid value stays
 * spendable through its own date under the card's law, bonus value through the card's date (gift-card-law.ts).
 */
export function redeemRefusal(card: RedeemableCard, amountCents: number, now: Date) {
  if (card.status !== 'active') return cardNotActive(card.status);
  const today = todayAnywhereOnEarth(now);
  const { totalCents } = spendableCents(card, today);
  if (pastLastDay(card, today) || (totalCents === 0 && card.balanceCents > 0)) return cardExpired();
  if (amountCents > totalCents) return escheatRefusal(card) ?? amountExceedsBalance();
  return undefined;
}

/** A card reported as unclaimed property can give only what the report left on it (a share, in some states); nothing left: why. */
export function escheatRefusal(card: Pick<IssuedCardRow, 'escheatedTo' | 'escheatedOn' | 'balanceCents'>, amountCents = 1) {
  const notice = escheatOf(card);
  return notice && amountCents > card.balanceCents ? cardEscheated(notice) : undefined;
}

/**
 * Redeem OTP emails: a counter redeeming one card several times in a row needs a few a minute, so 10 per card
 * per 10 minutes; one till (client address) sends at most 100 per 10 minutes across cards.
 */
export function redeemOtpSendBudgets(cardId: string, ip: string | undefined): Budget[] {
  return [
    { key: `redeem-otp-send:card:${cardId}`, max: 10, windowSeconds: 600 },
    { key: `redeem-otp-send:client:${clientKey(ip)}`, max: 100, windowSeconds: 600 },
  ];
}

/** Wrong redeem OTPs: each code allows 5 tries; on top, 10 failures per card and 50 per client per 10 minutes. */
export function redeemOtpVerifyBudgets(cardId: string, ip: string | undefined): Budget[] {
  return [
    { key: `redeem-otp-verify:card:${cardId}`, max: 10, windowSeconds: 600 },
    { key: `redeem-otp-verify:client:${clientKey(ip)}`, max: 50, windowSeconds: 600 },
  ];
}

/** How long a verified OTP lets its session redeem the amount. */
export const AUTHORIZATION_TTL_SECONDS = 10 * 60;
