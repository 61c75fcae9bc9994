import { clientKey, type Budget } from '@gv/platform/rules';
import { parseDollarsToCents, todayAnywhereOnEarth } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';
import { amountExceedsBalance, cardExpired, cardNotActive } from './redeem-errors.js';

/** A redeem amount in cents: positive dollars with at most two decimals, else null. */
export function parseRedeemAmount(value: unknown): number | null {
  const cents = parseDollarsToCents(value);
  return cents !== null && cents > 0 ? cents : null;
}

/** Why a card cannot give `amountCents` now, as the error to answer; nothing when it can. */
export function redeemRefusal(card: Pick<IssuedCardRow, 'status' | 'expirationDate' | 'balanceCents'>, amountCents: number, now = new Date()) {
  if (card.status !== 'active') return cardNotActive(card.status);
  if (card.expirationDate < todayAnywhereOnEarth(now)) return cardExpired();
  if (amountCents > card.balanceCents) return amountExceedsBalance();
  return undefined;
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
