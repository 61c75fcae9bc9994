import { parseCsv } from '../../test/csv';
import { eventually } from '../../test/engines';
import { readMailbox } from '../../test/mail';
import { redeemGiftCard } from '../../test/purchases';
import { ApiClient, buyGiftCard, createGiftCard, createSignedInAdmin, useTestPlatform, type TestPlatform } from '../../test/api';

/**
 * A yen business end to end (decision 0097): ¥ has no minor unit, so every amount the API speaks, stores and writes
 * is whole yen — a ¥5,000 card at 10% off costs 4500, never 45.00 or 450000.
 */
describe('a business that sells in Japanese yen', () => {
  let platform: TestPlatform;
  useTestPlatform((started) => (platform = started));

  it('prices, sells, redeems, refunds and reports in whole yen', async () => {
    const { api, businessSlug } = await createSignedInAdmin(platform, 'Sakura Sushi', { currency: 'JPY' });
    expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ currency: 'JPY' });

    const created = await createGiftCard(api, { giftCardName: 'Omakase', amount: '5000', discount: '10' });
    expect(created.body.giftCard).toMatchObject({ amount: 5000, salePrice: 4500, currency: 'JPY' });
    expect((await createGiftCard(api, { amount: '50.5' })).status).toBe(400);

    const bought = await buyGiftCard(platform.url, {
      businessSlug,
      giftCardId: created.body.giftCard._id,
      selfInfo: { name: 'Aiko Buyer', email: 'aiko@example.com', phone: '(555) 123-4567' },
    });
    expect(bought.remainingBalance).toBe(5000);
    const cardEmail = await eventually(() => readMailbox(platform.dataDir).find((mail) => mail.to.includes('aiko@example.com') && mail.text.includes(bought.uniqueCode)));
    expect(cardEmail.text).toContain('¥5,000');

    const scanned = await api.get(`/api/v1/admin/scan-giftcard/${bought.uniqueCode}`);
    expect(scanned.body.giftCard).toMatchObject({ amount: 5000, amountPaid: 4500, currency: 'JPY' });
    const redeemed = await redeemGiftCard(api, platform.dataDir, bought.uniqueCode, 3000);
    expect(redeemed).toMatchObject({ currency: 'JPY', buyer: { remainingBalance: 2000, usedAmount: 3000 } });
    const holder = (await new ApiClient(platform.url).get(`/api/v1/cards/${bought.uniqueCode}`)).body.giftCard;
    expect(holder).toMatchObject({ amount: 5000, remainingBalance: 2000, currency: 'JPY' });

    const refunded = await api.post(`/api/v1/admin/issued-cards/${bought.uniqueCode}/refund`, { reason: 'Buyer asked', amount: '1000' });
    expect(refunded).toMatchObject({ status: 200, body: { refundedAmount: 1000, remainingBalance: 1000 } });
    expect((await api.post(`/api/v1/admin/issued-cards/${bought.uniqueCode}/refund`, { reason: 'Buyer asked', amount: '10.5' })).status).toBe(400);

    const revenue = await eventually(async () => {
      const answer = (await api.get('/api/v1/admin/total-revenue?testData=true')).body;
      return answer.totalRefunds === 1000 ? answer : undefined;
    });
    expect(revenue).toMatchObject({ totalRevenue: 3500, totalRefunds: 1000 });
    const today = new Date().toISOString().slice(0, 10);
    const [header, ...rows] = parseCsv((await api.get<string>(`/api/v1/admin/reports/export/orders.csv?testData=true&from=2020-01-01&to=${today}`)).body);
    const order = Object.fromEntries(header.map((name, index) => [name, rows[0][index]]));
    expect(order).toMatchObject({ Currency: 'JPY' });
    expect(Object.values(order)).toContain('4500');
    expect(Object.values(order).some((cell) => /^\d+\.\d+$/.test(cell))).toBe(false);
  });

  it('refuses a currency Square does not take, and creates nothing', async () => {
    await expect(createSignedInAdmin(platform, 'Zurich Fondue', { currency: 'CHF' })).rejects.toThrow('Choose a currency Square takes: USD, CAD, GBP, EUR, AUD or JPY.');
  });
});
