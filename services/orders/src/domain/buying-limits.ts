import { DomainError } from '@gv/platform/errors';
import { currencyLimits, formatWholeAmount } from '@gv/proto';
import type { BuyingCount } from '../db/buying-limit-repository.js';

/**
 * FinCEN's prepaid-access thresholds for closed-loop cards (decision 0086), in the order's currency
 * (currencyLimits): at most $2,000 loaded on one card a day, and at most $10,000 bought by one buyer of one business
 * a day, purchases and loads together. A buyer is an email, and the payment card that pays (decision 0096).
 */
export const BUYING_LIMIT_MESSAGES = {
  card: (currency: string) =>
    `A card can be loaded with at most ${formatWholeAmount(currencyLimits(currency).cardLoadsPerDayCents, currency)} a day. Please try a smaller amount or come back tomorrow.`,
  buyer: (currency: string) =>
    `One buyer can buy at most ${formatWholeAmount(currencyLimits(currency).buyerPerDayCents, currency)} of gift cards a day. Please try a smaller amount or come back tomorrow.`,
} as const;

export interface LimitedCheckout {
  businessSlug: string;
  buyerEmail: string;
  priceCents: number;
  currency: string;
  /** A reload's card. */
  reloadCardId: string | null;
}

/** The daily limits a checkout counts against on `day` (YYYY-MM-DD, UTC), each with the message its refusal answers. */
export function buyingCounts(checkout: LimitedCheckout, day: string): { count: BuyingCount; message: string }[] {
  const { priceCents: cents, currency } = checkout;
  const limits = currencyLimits(currency);
  const buyer = { count: { limitKey: `buyer:${checkout.businessSlug}:${checkout.buyerEmail}`, day, cents, limitCents: limits.buyerPerDayCents }, message: BUYING_LIMIT_MESSAGES.buyer(currency) };
  if (!checkout.reloadCardId) return [buyer];
  return [{ count: { limitKey: `card:${checkout.reloadCardId}`, day, cents, limitCents: limits.cardLoadsPerDayCents }, message: BUYING_LIMIT_MESSAGES.card(currency) }, buyer];
}

/**
 * The buyer limit by the card that paid, counted once Square authorized the payment (its fingerprint is known only
 * then) on the order's day; none for a payment without a card, or in test mode, where every buyer pays with the one
 * test card and would count as one buyer.
 */
export function cardFingerprintCount(
  order: { businessSlug: string; priceCents: number; currency: string; paymentMode: string; createdAt: string },
  fingerprint: string | undefined,
): BuyingCount | undefined {
  if (!fingerprint || order.paymentMode === 'test') return undefined;
  const day = new Date(order.createdAt).toISOString().slice(0, 10);
  return { limitKey: `card-fingerprint:${order.businessSlug}:${fingerprint}`, day, cents: order.priceCents, limitCents: currencyLimits(order.currency).buyerPerDayCents };
}

export const BUYING_LIMIT_CODE = 'BUYING.DAILY_LIMIT';
export const buyingLimitReached = (message: string) => new DomainError(BUYING_LIMIT_CODE, message);
