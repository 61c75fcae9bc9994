/**
 * Money rules shared by the services and the web app: the server keeps integers in the currency's ISO 4217 minor
 * unit (a cent, or a yen: JPY has none below it), the API speaks major units (dollars, pounds, euros, yen). Names
 * ending in `Cents` hold minor units of the business's currency. The only module that converts between the two.
 */

import { defineCatalog, translate } from './locale.js';
import moneyTexts from './messages/money.json' with { type: 'json' };

/** The currencies Square takes payments in (US, Canada, UK, Ireland, France, Spain, Australia, Japan). */
export const SQUARE_CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'JPY'] as const;
export type CurrencyCode = (typeof SQUARE_CURRENCIES)[number];

/** The currency of a business that has not chosen one. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export const CURRENCY_MESSAGE = 'Choose a currency Square takes: USD, CAD, GBP, EUR, AUD or JPY.';

const MAJOR_UNIT_NAMES: Readonly<Record<string, string>> = { USD: 'dollars', CAD: 'dollars', AUD: 'dollars', GBP: 'pounds', EUR: 'euros', JPY: 'yen' };

/** What forms and messages call a currency's major units ('dollars', 'yen'); a code not named here, by its code. */
export function majorUnitName(currency: string): string {
  return MAJOR_UNIT_NAMES[currency] ?? currency;
}

export function isSquareCurrency(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && (SQUARE_CURRENCIES as readonly string[]).includes(code);
}

/**
 * The most minor units one amount may be, and the most one card's balance or one order's total may reach:
 * $10,000,000 (¥1,000,000,000). Every amount and every sum the server computes (a balance plus an adjustment, a price
 * times a count) is checked against it before any statement runs, and answered with a 400 (MONEY_MESSAGES.tooLarge)
 * above it. Twice it still fits the stores' 32-bit integer columns, so a balance plus an amount cannot overflow on
 * the way to the check; sums over many rows are bigint in SQL.
 */
export const MAX_MONEY_CENTS = 1_000_000_000;

/** Money's messages in each language: `max` is the most one card or order may hold, already formatted. */
export const moneyMessages = defineCatalog('money', moneyTexts);

/** The server's words (English). */
export const MONEY_MESSAGES = {
  tooLarge: (currency: string = DEFAULT_CURRENCY) => translate(moneyMessages, 'en', 'tooLarge', { max: formatMoney(MAX_MONEY_CENTS, currency) }),
} as const;

/** Whether a computed amount or sum in minor units is past MAX_MONEY_CENTS (or not a safe integer at all). */
export function exceedsMaxMoney(cents: number): boolean {
  return !Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS;
}

/** A sign a buyer may type before an amount: $, C$, A$, US$, £, €, ¥. */
const CURRENCY_SIGN = /^(?:[A-Z]{1,2}\$|\$|£|€|¥)\s?/;

/**
 * An amount as a client sends it, in major units ("50", "42.5", 42.5, "$1,250.00"; ¥ "5000"), to minor units, or
 * null when it is not a plain non-negative amount with at most the currency's minor digits, up to MAX_MONEY_CENTS.
 */
export function parseAmount(value: unknown, currency: string = DEFAULT_CURRENCY): number | null {
  const digits = minorDigits(currency);
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = value.toFixed(digits);
    if (Math.abs(Number(text) - value) > 1e-9) return null;
  } else if (typeof value === 'string') {
    text = value
      .trim()
      .replace(CURRENCY_SIGN, '')
      .replace(/,(?=\d{3}(\D|$))/g, '');
  } else {
    return null;
  }
  const fraction = digits > 0 ? `(?:\\.(\\d{0,${digits}}))?` : '';
  const match = new RegExp(`^(\\d{1,10})${fraction}$`).exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
  return minor <= MAX_MONEY_CENTS ? minor : null;
}

/** A whole percent 0-100 (15, "15" or "15%"), or null. */
export function parseDiscountPercent(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/\s*%$/, '') : '';
  if (!/^\d{1,3}$/.test(raw)) return null;
  const percent = Number(raw);
  return percent <= 100 ? percent : null;
}

/** Sale price = amount − amount × discount / 100, rounded to the nearest minor unit (halves up). */
export function salePriceCents(amountCents: number, discountPercent: number): number {
  return Math.round((amountCents * (100 - discountPercent)) / 100);
}

const digitsByCurrency = new Map<string, number>();

/** The ISO 4217 minor-unit digits of `currency`, as Intl knows them: 2 for USD, 0 for JPY (¥5,000 is 5000); 2 for a code that is none. */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Minor units to the major units the API and the forms speak: 4250 USD → 42.5, 5000 JPY → 5000. */
export function toMajorUnits(minor: number, currency: string = DEFAULT_CURRENCY): number {
  return minor / 10 ** minorDigits(currency);
}

/** Major units to minor units, rounded to the minor unit: 42.5 USD → 4250, 5000 JPY → 5000. */
export function toMinorUnits(major: number, currency: string = DEFAULT_CURRENCY): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** An amount in minor units, written as Square writes money in words: 4250 USD → '42.50 USD', 5000 JPY → '5000 JPY'. */
export function moneyText(minor: number, currency: string): string {
  return `${toMajorUnits(minor, currency).toFixed(minorDigits(currency))} ${currency}`;
}

// Made at first use: building a formatter costs a phone's page tens of milliseconds before it can respond.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale} ${currency} ${whole}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = minorDigits(currency);
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format;
}

/** Major units with the sign, separators and always the currency's decimals (spec §9): 42.5 → '$42.50'; 5000 JPY → '¥5,000'. */
export function formatAmount(major: number, currency: string = DEFAULT_CURRENCY, locale = 'en-US'): string {
  return formatter(currency, locale, false).format(Number.isFinite(major) ? major : 0);
}

/** Minor units as formatAmount writes them: 4250 → '$42.50'. */
export function formatMoney(minor: number, currency: string = DEFAULT_CURRENCY, locale = 'en-US'): string {
  return formatAmount(toMajorUnits(minor, currency), currency, locale);
}

/** Whole units without decimals, the minor ones only when there are some: 500 → '$5', 200000 → '$2,000', 4250 → '$42.5'. */
export function formatWholeAmount(minor: number, currency: string = DEFAULT_CURRENCY, locale = 'en-US'): string {
  return formatter(currency, locale, true).format(toMajorUnits(minor, currency));
}
