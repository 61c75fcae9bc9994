import { DEFAULT_JURISDICTION, giftCardLaw, MAX_VAT_RATE_PERCENT, readVoucherVat, voucherVatMessages, type VoucherType } from '@gv/proto';
import type { GiftCard } from '../../lib/gift-card';
import { message } from '../../lib/i18n';

/** A card type's VAT treatment as the form holds it (decision 0099): the rate as typed, in percent. */
export interface CardVatValues {
  voucherType: VoucherType;
  /** A single-purpose voucher's rate ("20", "5.5"); ignored for a multi-purpose one. */
  vatRate: string;
}

/** Whether the law of a business in `jurisdiction` applies the EU voucher VAT rules, so each card type says its treatment. */
export const asksVoucherVat = (jurisdiction: string | null | undefined): boolean =>
  giftCardLaw(jurisdiction ?? DEFAULT_JURISDICTION)?.voucherVat ?? false;

/** Cards of the type were sold: its treatment can no longer change. */
export const vatLocked = (card?: Pick<GiftCard, 'buyers'>): boolean => (card?.buyers ?? 0) > 0;

/** A card's saved treatment, or a multi-purpose voucher for a new card (the server's default). */
export function cardVatValues(card?: Pick<GiftCard, 'voucherType' | 'vatRate'>): CardVatValues {
  return { voucherType: card?.voucherType ?? 'multi-purpose', vatRate: card?.vatRate == null ? '' : String(card.vatRate) };
}

/** The rate as the server reads it: a decimal comma, as French and Spanish write it, becomes a point. */
export const vatRateToSend = (values: CardVatValues): string => values.vatRate.trim().replace(',', '.');

/** The field the server would refuse and its message in the language now, or null when the treatment is valid. */
export function cardVatError(values: CardVatValues): { field: 'voucherType' | 'vatRate'; message: string } | null {
  const read = readVoucherVat(values.voucherType, vatRateToSend(values));
  if (!('invalid' in read)) return null;
  return read.invalid === 'voucherType'
    ? { field: 'voucherType', message: message(voucherVatMessages, 'voucherTypeInvalid') }
    : { field: 'vatRate', message: message(voucherVatMessages, 'vatRateInvalid', { max: MAX_VAT_RATE_PERCENT }) };
}
