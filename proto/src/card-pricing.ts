/**
 * What one card of a card type costs: the face value the buyer gets and the sale price charged, in integer cents.
 * The one place a card's price is computed; orders charges what it answers, the storefront shows the same.
 */
import { formatWholeDollars, parseDollarsToCents, salePriceCents } from './money.js';

/** A card type sells at its fixed value, or at the amount the buyer chooses within its range. */
export type AmountMode = 'fixed' | 'custom';

export const AMOUNT_MODES: readonly AmountMode[] = ['fixed', 'custom'];

/** The range an "Any amount" card type may offer: $5 to $2,000, whole dollars. */
export const CUSTOM_AMOUNT_LIMITS = { minCents: 5_00, maxCents: 2_000_00, stepCents: 1_00 } as const;

/** The quick picks the storefront offers for an "Any amount" card, those within its range shown. */
export const QUICK_PICK_CENTS: readonly number[] = [25_00, 50_00, 100_00];

/** What pricing needs of a card type. */
export interface PricedCardType {
  amountMode: AmountMode;
  /** The fixed value; for an "Any amount" card, its lowest amount. */
  amountCents: number;
  /** The range of an "Any amount" card, whole dollars; null for a fixed one. */
  minAmountCents: number | null;
  maxAmountCents: number | null;
  /** Percent off, 0-100. */
  discount: number;
}

/** One card's price: the value it is issued with and what the buyer pays for it (the discount applied). */
export interface CardQuote {
  faceValueCents: number;
  salePriceCents: number;
}

/** "Choose an amount between $5 and $500." — the answer to any amount the card cannot be sold at. */
export function chooseAmountMessage(minCents: number, maxCents: number): string {
  return `Choose an amount between ${formatWholeDollars(minCents)} and ${formatWholeDollars(maxCents)}.`;
}

/** "Any amount $5–$500": how the storefront names an "Any amount" card's range. */
export function anyAmountLabel(minCents: number, maxCents: number): string {
  return `Any amount ${formatWholeDollars(minCents)}–${formatWholeDollars(maxCents)}`;
}

/** One end of an "Any amount" range as an admin types it ("25", "$2,000"): cents when whole dollars within CUSTOM_AMOUNT_LIMITS, else null. */
export function parseRangeEnd(value: unknown): number | null {
  const cents = parseDollarsToCents(value);
  const { minCents, maxCents, stepCents } = CUSTOM_AMOUNT_LIMITS;
  return cents !== null && cents >= minCents && cents <= maxCents && cents % stepCents === 0 ? cents : null;
}

/** A chosen amount as the API takes it: a JSON number of dollars with at most two decimals; anything else (a string, NaN, 12.345) is null. */
export function parseChosenAmount(value: unknown): number | null {
  return typeof value === 'number' ? parseDollarsToCents(value) : null;
}

/**
 * The price of one card of `card`. A fixed card ignores `amount`; an "Any amount" card takes the buyer's chosen
 * `amount` (dollars), which must be within its range, else the answer is the message to show.
 */
export function quoteCard(card: PricedCardType, amount: unknown): CardQuote | { error: string } {
  if (card.amountMode === 'fixed' || card.minAmountCents === null || card.maxAmountCents === null) {
    return { faceValueCents: card.amountCents, salePriceCents: salePriceCents(card.amountCents, card.discount) };
  }
  const cents = parseChosenAmount(amount);
  if (cents === null || cents < card.minAmountCents || cents > card.maxAmountCents) return { error: chooseAmountMessage(card.minAmountCents, card.maxAmountCents) };
  return { faceValueCents: cents, salePriceCents: salePriceCents(cents, card.discount) };
}
