import { giftCardLaw, type GiftCardPrice, type VoucherVat } from '@gv/proto';

/**
 * The VAT treatment an order keeps of the card type it sells (decision 0099): the card type's, when the law of
 * `jurisdiction` applies the EU voucher rules; null under any other law. A catalog answer naming none (a card type
 * priced before it had one) is a multi-purpose voucher.
 */
export function orderVoucherVat(card: Pick<GiftCardPrice, 'voucherType' | 'vatRateBp'>, jurisdiction: string): VoucherVat | null {
  if (!giftCardLaw(jurisdiction)?.voucherVat) return null;
  return card.voucherType === 'single-purpose' ? { voucherType: 'single-purpose', vatRateBp: card.vatRateBp } : { voucherType: 'multi-purpose', vatRateBp: null };
}
