/** Money rules shared by the services and the web app: the server keeps integer cents, the API speaks dollars. */

/**
 * The most cents one amount may be, and the most one card's balance or one order's total may reach: $10,000,000.
 * Every amount and every sum the server computes (a balance plus an adjustment, a price times a count) is checked
 * against it before any statement runs, and answered with a 400 (MONEY_MESSAGES.tooLarge) above it. Twice it still
 * fits the stores' 32-bit integer columns, so a balance plus an amount cannot overflow on the way to the check; sums
 * over many rows are bigint in SQL.
 */
export const MAX_MONEY_CENTS = 1_000_000_000;

export const MONEY_MESSAGES = {
  tooLarge: 'That is more money than one card or one order may hold ($10,000,000.00).',
} as const;

/** Whether a computed amount or sum in cents is past MAX_MONEY_CENTS (or not a safe integer at all). */
export function exceedsMaxMoney(cents: number): boolean {
  return !Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS;
}

/**
 * Dollars as a client sends them ("50", "42.5", 42.5, "$1,250.00") to cents, or
 * null when it is not a plain non-negative amount with at most two decimals, up to MAX_MONEY_CENTS.
 */
export function parseDollarsToCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = value.toFixed(2);
    if (Math.abs(Number(text) - value) > 1e-9) return null;
  } else if (typeof value === 'string') {
    text = value.trim().replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  } else {
    return null;
  }
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_MONEY_CENTS ? cents : null;
}

/** A whole percent 0-100 (15, "15" or "15%"), or null. */
export function parseDiscountPercent(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/\s*%$/, '') : '';
  if (!/^\d{1,3}$/.test(raw)) return null;
  const percent = Number(raw);
  return percent <= 100 ? percent : null;
}

/** Sale price = amount − amount × discount / 100, rounded to the nearest cent (halves up). */
export function salePriceCents(amountCents: number, discountPercent: number): number {
  return Math.round((amountCents * (100 - discountPercent)) / 100);
}

/** 4250 → 42.5 */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** 42.5 → 4250: dollars (as the API and the forms speak) to cents, rounded to the cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The ISO 4217 minor-unit digits of `currency`, as Intl knows them: 2 for USD, 0 for JPY (¥5,000 is 5000); 2 for a code that is none. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in minor units, written as Square writes money in words: 4250 USD → '42.50 USD', 5000 JPY → '5000 JPY'. */
export function moneyText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
}

// Made at first use: building a formatter costs a phone's page tens of milliseconds before it can respond.
let usd: Intl.NumberFormat | undefined;

/** Dollars with the sign, thousands separators and always two decimals (spec §9): 42.5 → '$42.50'. */
export function formatUsd(dollars: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return usd.format(Number.isFinite(dollars) ? dollars : 0);
}

/** Cents as formatUsd writes them: 4250 → '$42.50'. */
export function formatCents(cents: number): string {
  return formatUsd(centsToDollars(cents));
}

/** Whole dollars without decimals, cents only when there are some: 500 → '$5', 200000 → '$2,000', 4250 → '$42.5'. */
export function formatWholeDollars(cents: number): string {
  return `$${centsToDollars(cents).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}
