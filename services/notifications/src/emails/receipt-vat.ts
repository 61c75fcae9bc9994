import { formatMoney, NUMBER_LOCALES, receiptVatSentence, vatIncluded, type Locale, type VoucherVat } from '@gv/proto';

/**
 * The receipt's sentence on when VAT is due (decision 0099), when the card was sold under a law that applies the EU
 * voucher rules: for a single-purpose voucher the VAT included in `paidCents`, in the card's currency and language;
 * for a multi-purpose one, that it is taxed when used. Undefined for a card sold under any other law.
 */
export function receiptVat(data: { voucherVat?: VoucherVat; currency?: string; locale?: Locale }, paidCents: number): string | undefined {
  const { voucherVat } = data;
  if (!voucherVat) return undefined;
  const locale = data.locale ?? 'en';
  const vatCents = voucherVat.vatRateBp === null ? 0 : vatIncluded(paidCents, voucherVat.vatRateBp);
  return receiptVatSentence(voucherVat, formatMoney(vatCents, data.currency, NUMBER_LOCALES[locale]), locale);
}
