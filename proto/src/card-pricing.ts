/**
 * What one card of a card type costs: the face value the buyer gets and the sale price charged, in integer cents.
 * The one place a card's price is computed; orders charges what it answers, the storefront shows the same.
 */
import { currencyLimits } from './currency-limits.js';
import { defineCatalog, DEFAULT_LOCALE, NUMBER_LOCALES, translate, type Locale } from './locale.js';
import { DEFAULT_CURRENCY, formatWholeAmount, parseAmount, salePriceCents } from './money.js';
import cardPricingTexts from './messages/cardPricing.json' with { type: 'json' };

/** How a buyer reads an "Any amount" card's range, and its refusal, in each language. */
export const cardPricingMessages = defineCatalog('cardPricing', cardPricingTexts);

/** A card type sells at its fixed value, or at the amount the buyer chooses within its range. */
export type AmountMode = 'fixed' | 'custom';

export const AMOUNT_MODES: readonly AmountMode[] = ['fixed', 'custom'];

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

/** "Choose an amount between $5 and $500." — the answer to any amount the card cannot be sold at, in `locale` (English unless given). */
export function chooseAmountMessage(minCents: number, maxCents: number, currency: string = DEFAULT_CURRENCY, locale: Locale = DEFAULT_LOCALE): string {
  return translate(cardPricingMessages, locale, 'chooseAmount', amountRange(minCents, maxCents, currency, locale));
}

/** "Any amount $5–$500": how the storefront names an "Any amount" card's range, in `locale`. */
export function anyAmountLabel(minCents: number, maxCents: number, currency: string = DEFAULT_CURRENCY, locale: Locale = DEFAULT_LOCALE): string {
  return translate(cardPricingMessages, locale, 'anyAmount', amountRange(minCents, maxCents, currency, locale));
}

function amountRange(minCents: number, maxCents: number, currency: string, locale: Locale) {
  return { min: formatWholeAmount(minCents, currency, NUMBER_LOCALES[locale]), max: formatWholeAmount(maxCents, currency, NUMBER_LOCALES[locale]) };
}

/** One end of an "Any amount" range as an admin types it ("25", "$2,000"): minor units when within the currency's custom range and step, else null. */
export function parseRangeEnd(value: unknown, currency: string = DEFAULT_CURRENCY): number | null {
  const cents = parseAmount(value, currency);
  const { minCents, maxCents, stepCents } = currencyLimits(currency).custom;
  return cents !== null && cents >= minCents && cents <= maxCents && cents % stepCents === 0 ? cents : null;
}

/** A chosen amount as the API takes it: a JSON number in major units with at most the currency's decimals; anything else (a string, NaN, 12.345) is null. */
export function parseChosenAmount(value: unknown, currency: string = DEFAULT_CURRENCY): number | null {
  return typeof value === 'number' ? parseAmount(value, currency) : null;
}

/**
 * The price of one card of `card`. A fixed card ignores `amount`; an "Any amount" card takes the buyer's chosen
 * `amount` (dollars), which must be within its range, else the answer is the message to show (in `locale`).
 */
export function quoteCard(card: PricedCardType, amount: unknown, currency: string = DEFAULT_CURRENCY, locale: Locale = DEFAULT_LOCALE): CardQuote | { error: string } {
  if (card.amountMode === 'fixed' || card.minAmountCents === null || card.maxAmountCents === null) {
    return { faceValueCents: card.amountCents, salePriceCents: salePriceCents(card.amountCents, card.discount) };
  }
  const cents = parseChosenAmount(amount, currency);
  if (cents === null || cents < card.minAmountCents || cents > card.maxAmountCents) return { error: chooseAmountMessage(card.minAmountCents, card.maxAmountCents, currency, locale) };
  return { faceValueCents: cents, salePriceCents: salePriceCents(cents, card.discount) };
}
