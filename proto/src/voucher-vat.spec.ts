import { giftCardLaw, GIFT_CARD_LAWS } from './gift-card-law';
import { readVoucherVat, receiptVatSentence, vatDueAt, vatIncluded, VOUCHER_VAT_MESSAGES } from './voucher-vat';

describe('VAT on gift cards under the EU voucher rules', () => {
  it('applies where the Directive does (the UK kept it): the UK, Ireland, France and Spain, nowhere else', () => {
    expect(GIFT_CARD_LAWS.filter((law) => law.voucherVat).map((law) => law.code)).toEqual(['GB', 'IE', 'FR', 'ES']);
    expect(giftCardLaw('FR')?.ownerNote).toBe('voucherVat');
  });

  it('is due at sale on a single-purpose voucher and at redemption on a multi-purpose one', () => {
    expect(vatDueAt('single-purpose')).toBe('sale');
    expect(vatDueAt('multi-purpose')).toBe('redemption');
  });

  it.each([
    [5000, 2000, 833], // €50 at 20%: 50 × 20 / 120 = 8.333…
    [6000, 2000, 1000],
    [5000, 550, 261], // France's 5.5%
    [5000, 2100, 868], // Spain's 21%
    [5000, 2300, 935], // Ireland's 23%
    [5000, 0, 0],
    [5000, 1, 0], // JPY-sized and tiny rates round to whole minor units
  ])('takes the VAT a price of %i includes at %i bp: %i', (gross, rateBp, vat) => {
    expect(vatIncluded(gross, rateBp)).toBe(vat);
  });

  it.each([
    ['single-purpose', '20', { voucherType: 'single-purpose', vatRateBp: 2000 }],
    ['single-purpose', ' 5.5 ', { voucherType: 'single-purpose', vatRateBp: 550 }],
    ['single-purpose', 13.5, { voucherType: 'single-purpose', vatRateBp: 1350 }],
    ['single-purpose', '0', { voucherType: 'single-purpose', vatRateBp: 0 }],
    ['single-purpose', '30', { voucherType: 'single-purpose', vatRateBp: 3000 }],
    ['multi-purpose', 'anything', { voucherType: 'multi-purpose', vatRateBp: null }],
    ['single-purpose', '30.01', { invalid: 'vatRate' }],
    ['single-purpose', '1.234', { invalid: 'vatRate' }],
    ['single-purpose', '-5', { invalid: 'vatRate' }],
    ['single-purpose', '', { invalid: 'vatRate' }],
    ['single-purpose', undefined, { invalid: 'vatRate' }],
    ['single', '20', { invalid: 'voucherType' }],
    [undefined, undefined, { invalid: 'voucherType' }],
  ])('reads voucher type %p with VAT rate %p', (voucherType, vatRate, read) => {
    expect(readVoucherVat(voucherType, vatRate)).toEqual(read);
  });

  it('says on the receipt when VAT is due, in the card’s language', () => {
    expect(receiptVatSentence({ voucherType: 'single-purpose', vatRateBp: 2000 }, '€8.33')).toBe(
      'VAT included: €8.33 at 20%, due now: this card is a single-purpose voucher.',
    );
    expect(receiptVatSentence({ voucherType: 'single-purpose', vatRateBp: 550 }, '2,61 €', 'fr')).toBe(
      'TVA incluse : 2,61 € à 5,5 %, exigible maintenant : cette carte est un bon à usage unique.',
    );
    expect(receiptVatSentence({ voucherType: 'multi-purpose', vatRateBp: null }, '', 'es')).toBe(
      'Esta tarjeta no lleva IVA ahora: es un bono polivalente, que tributa cuando se usa, al tipo de lo que compra.',
    );
  });

  it('refuses a rate outside the range with the range in the message', () => {
    expect(VOUCHER_VAT_MESSAGES.vatRateInvalid).toBe('Enter the VAT rate of what the card buys, from 0 to 30% (up to two decimals).');
  });
});
