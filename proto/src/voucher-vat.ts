/**
 * VAT on gift cards where the EU voucher rules apply (Council Directive (EU) 2016/1065, which the UK kept in its VAT
 * Act 1994, Schedule 10A; decision 0099). Each card type is a single-purpose voucher (what it buys and the VAT rate are
 * known when it is sold: VAT is due at sale) or a multi-purpose voucher (anything else: VAT is due when it is redeemed,
 * at the rate of what it buys). The owner chooses per card type; once cards of a type are sold, its treatment stays.
 */
import { defineCatalog, NUMBER_LOCALES, translate, type Locale } from './locale.js';
import voucherVatTexts from './messages/voucherVat.json' with { type: 'json' };

export const VOUCHER_TYPES = ['single-purpose', 'multi-purpose'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

/** A card type's VAT treatment: its rate in basis points (2000 = 20%) when it is a single-purpose voucher, else null. */
export interface VoucherVat {
  voucherType: VoucherType;
  vatRateBp: number | null;
}

/** The highest VAT rate a card type may state, in percent (the EU's standard rates run to 27%). */
export const MAX_VAT_RATE_PERCENT = 30;

/** When VAT on a card's paid value is due. */
export function vatDueAt(voucherType: VoucherType): 'sale' | 'redemption' {
  return voucherType === 'single-purpose' ? 'sale' : 'redemption';
}

/** The VAT included in a price that includes it at `rateBp`, rounded to the minor unit. */
export function vatIncluded(grossMinor: number, rateBp: number): number {
  return Math.round((grossMinor * rateBp) / (10_000 + rateBp));
}

/** A rate in basis points in percent: 2000 → 20, 550 → 5.5. */
export function vatRatePercent(rateBp: number): number {
  return rateBp / 100;
}

/**
 * A card type's VAT treatment as a form gives it (`voucherType`, and `vatRate` in percent as a number or its text),
 * or the field that is wrong. A multi-purpose voucher has no rate (one given is ignored); a single-purpose one needs one.
 */
export function readVoucherVat(voucherType: unknown, vatRate: unknown): VoucherVat | { invalid: 'voucherType' | 'vatRate' } {
  if (!VOUCHER_TYPES.includes(voucherType as VoucherType)) return { invalid: 'voucherType' };
  if (voucherType === 'multi-purpose') return { voucherType, vatRateBp: null };
  const text = typeof vatRate === 'number' ? String(vatRate) : typeof vatRate === 'string' ? vatRate.trim() : '';
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return { invalid: 'vatRate' };
  const rateBp = Math.round(Number(text) * 100);
  if (rateBp > MAX_VAT_RATE_PERCENT * 100) return { invalid: 'vatRate' };
  return { voucherType: 'single-purpose', vatRateBp: rateBp };
}

export const voucherVatMessages = defineCatalog('voucherVat', voucherVatTexts);

/** What the server answers about a card type's VAT, in English. */
export const VOUCHER_VAT_MESSAGES = {
  ...voucherVatMessages.messages.en,
  vatRateInvalid: translate(voucherVatMessages, 'en', 'vatRateInvalid', { max: MAX_VAT_RATE_PERCENT }),
} as const;

/**
 * The receipt's sentence on when VAT is due. `vatFormatted` is the VAT amount already formatted in the card's
 * currency and language (used for a single-purpose voucher only).
 */
export function receiptVatSentence(vat: VoucherVat, vatFormatted: string, locale: Locale = 'en'): string {
  if (vat.voucherType === 'multi-purpose' || vat.vatRateBp === null) return translate(voucherVatMessages, locale, 'receiptAtRedemption');
  const rate = new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 2 }).format(vatRatePercent(vat.vatRateBp));
  return translate(voucherVatMessages, locale, 'receiptAtSale', { vat: vatFormatted, rate });
}
