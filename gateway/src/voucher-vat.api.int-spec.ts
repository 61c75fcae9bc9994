import { eventually } from '../../test/engines';
import { readMailbox } from '../../test/mail';
import { buyGiftCard, createGiftCard, createSignedInAdmin, useTestPlatform, type TestPlatform } from '../../test/api';
import { businessMonth } from '../../test/business-today';

/**
 * VAT on gift cards under the EU voucher rules (decision 0099), through the whole platform: a French restaurant sells
 * a single-purpose "dinner" card at 20% and a multi-purpose card; each buyer's receipt says when VAT is due, the
 * card type's treatment is fixed once sold, and the month-end report says what VAT the month's sales and redemptions
 * bring due.
 */
describe('VAT on gift cards under the EU voucher rules', () => {
  let platform: TestPlatform;
  useTestPlatform((started) => (platform = started));

  /** The buyer's email: their card with the receipt of what they paid. */
  const receiptTo = (email: string) => eventually(() => readMailbox(platform.dataDir).find((mail) => mail.to.includes(email)));

  it('sells a single-purpose card with its VAT due at sale and a multi-purpose one taxed when used, on the receipt and in the books', async () => {
    const { api, businessSlug } = await createSignedInAdmin(platform, 'Bistrot Margaux', { currency: 'EUR' });
    expect((await api.put('/api/v1/admin/settings', { jurisdiction: 'FR' })).status).toBe(200);

    const refused = await createGiftCard(api, { giftCardName: 'Dîner', amount: '60', discount: '0', voucherType: 'single-purpose', vatRate: '20.001' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ vatRate: 'Enter the VAT rate of what the card buys, from 0 to 30% (up to two decimals).' });

    const dinner = (await createGiftCard(api, { giftCardName: 'Dîner', amount: '60', discount: '0', voucherType: 'single-purpose', vatRate: '20' })).body.giftCard;
    const anything = (await createGiftCard(api, { giftCardName: 'Carte cadeau', amount: '50', discount: '0' })).body.giftCard;
    expect([dinner.voucherType, dinner.vatRate, anything.voucherType, anything.vatRate]).toEqual(['single-purpose', 20, 'multi-purpose', null]);

    await buyGiftCard(platform.url, { businessSlug, giftCardId: dinner._id, selfInfo: { name: 'Léa', email: 'lea@example.com', phone: '(555) 123-4567' } });
    await buyGiftCard(platform.url, { businessSlug, giftCardId: anything._id, selfInfo: { name: 'Hugo', email: 'hugo@example.com', phone: '(555) 123-4567' } });
    expect((await receiptTo('lea@example.com')).text).toContain('VAT included: €10.00 at 20%, due now: this card is a single-purpose voucher.');
    const multiPurposeReceipt = (await receiptTo('hugo@example.com')).text;
    expect(multiPurposeReceipt).toContain('No VAT is charged on this card now: it is a multi-purpose voucher, taxed when it is used, at the rate of what it buys.');
    expect(multiPurposeReceipt).not.toContain('VAT included');

    // Sold once, the treatment stays: the buyer's receipt said it.
    const locked = await api.put(`/api/v1/admin/update/${dinner._id}`, { voucherType: 'multi-purpose' });
    expect([locked.status, locked.body.fields]).toEqual([400, { voucherType: 'Cards of this type have been sold, so its VAT treatment can’t change. Create a new card type instead.' }]);
    expect((await api.get(`/api/v1/admin/details/${dinner._id}`)).body.giftCard).toMatchObject({ voucherType: 'single-purpose', vatRate: 20 });

    const month = await businessMonth(api);
    const report = await eventually(async () => {
      const { body } = await api.get(`/api/v1/admin/reports/breakage?month=${month}`);
      return body.vat.dueAtSale.length > 0 ? body : undefined;
    });
    expect(report.vat).toEqual({ dueAtSale: [{ ratePercent: 20, gross: 60, vat: 10 }], dueAtRedemption: { gross: 0 } });
  });
});
