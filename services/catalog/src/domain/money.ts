/** Money rules: the catalog keeps integer cents; the API speaks dollars. */

/** Largest face value of one card, $100,000. */
export { GIFT_CARD_MAX_AMOUNT_CENTS as MAX_AMOUNT_CENTS } from '@gv/proto';

/**
 * Dollars as a client sends them ("50", "42.5", 42.5, "1,250.00") to cents, or
 * null when it is not a plain non-negative amount with at most two decimals.
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
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Sale price = amount − amount × discount / 100, rounded to the nearest cent (halves up). */
export function salePriceCents(amountCents: number, discountPercent: number): number {
  return Math.round((amountCents * (100 - discountPercent)) / 100);
}

/** 4250 → 42.5 */
export function centsToDollars(cents: number): number {
  return cents / 100;
}
