import { decodeJwt } from 'jose';
import {
  buy,
  buyer,
  call,
  download,
  NEXT_YEAR,
  newClientIp,
  useShopWithBothWallets,
  PUBLIC_URL,
  redeem,
  type Bought,
  type Shop,
} from '../../../../test/wallet-api';

describe('wallet passes and the holder page, with both wallets configured', () => {
  let shop: Shop;
  let purchase: Bought;
  useShopWithBothWallets((opened) => ({ shop, purchase } = opened));

  it(
    'the holder page shows the card, its business, balance, expiry and redemptions with the wallet links, never the buyer; a pass made after a redemption shows the new balance',
    async () => {
      const before = await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode}`);
      expect(before.status).toBe(200);
      expect(before.headers.get('cache-control')).toBe('private, no-store');
      expect(before.body).toEqual({
        success: true,
        saveUrl: purchase.saveUrl,
        uniqueCode: purchase.uniqueCode,
        googleWalletUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//),
        appleWalletUrl: purchase.appleWalletUrl,
        business: {
          businessSlug: shop.businessSlug,
          name: 'Harbor Grill',
          logoUrl: null,
          timeZone: expect.stringMatching(/^[A-Z][A-Za-z_]+(\/[A-Za-z_]+)*$|^UTC$/),
        },
        giftCard: {
          giftCardId: shop.giftCardId,
          giftCardName: 'Tea for two',
          amount: 40,
          remainingBalance: 40,
          currency: 'USD',
          // Bought with no language chosen: the card's is English.
          locale: 'en',
          usedAmount: 0,
          expirationDate: NEXT_YEAR,
          // Sold under US federal law (the default): paid value lasts 5 years from issue, the $4 bonus ends with the card's date.
          paidExpiresOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          bonusExpiresOn: NEXT_YEAR,
          disclosure: [
            expect.stringMatching(/^\$36\.00 paid — funds paid for this card expire on \w+ \d+, \d{4}, even if the card shows an earlier date\.$/),
            `$4.00 bonus — promotional value is a bonus, not paid for, and expires on June 30, ${NEXT_YEAR.slice(0, 4)}.`,
          ],
          expired: false,
          status: 'active',
          testCard: true,
          purchaseDate: expect.any(String),
          redemptionHistory: [],
        },
        gift: null,
        // Bought for oneself with a phone: the counter may text the holder a code (decision 0073); no PIN yet.
        verification: { byEmail: true, phone: true, pin: false },
      });
      // A lower-case code (typed by hand) names the same card.
      expect((await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode.toLowerCase()}`)).body.uniqueCode).toBe(purchase.uniqueCode);

      await redeem(shop, purchase.uniqueCode, 12.5);
      await redeem(shop, purchase.uniqueCode, 5);
      const after = await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode}`);
      expect(after.body.giftCard).toMatchObject({
        remainingBalance: 22.5,
        usedAmount: 17.5,
        redemptionHistory: [
          { redeemedAmount: 5, remainingAmount: 22.5, redemptionDate: expect.any(String) },
          { redeemedAmount: 12.5, remainingAmount: 27.5, redemptionDate: expect.any(String) },
        ],
      });
      const text = JSON.stringify(after.body);
      for (const secret of [buyer.email, buyer.name, buyer.phone, '5551234567']) expect(text).not.toContain(secret);

      const pass = await download(shop, after.body.appleWalletUrl);
      expect(JSON.parse(pass.files.get('pass.json')!.toString('utf8')).storeCard.primaryFields[0].value).toBe(22.5);
      const google = decodeJwt(after.body.googleWalletUrl.split('/').at(-1)) as { payload: { giftCardObjects: { balance: { micros: number } }[] } };
      expect(google.payload.giftCardObjects[0].balance.micros).toBe(22_500_000);
    },
  );

  it(
    'a card with nothing left offers no wallet links, and its pass, downloaded again, is void',
    async () => {
      const spent = await buy(shop);
      await redeem(shop, spent.uniqueCode, 40);
      const page = await call(shop, 'GET', `/api/v1/cards/${spent.uniqueCode}`);
      expect(page.body.giftCard.remainingBalance).toBe(0);
      expect(page.body).not.toHaveProperty('googleWalletUrl');
      expect(page.body).not.toHaveProperty('appleWalletUrl');
      const pass = await download(shop, spent.appleWalletUrl!);
      expect(JSON.parse(pass.files.get('pass.json')!.toString('utf8'))).toMatchObject({ voided: true });
    },
  );

  it('codes that name no card are limited per client: of 30 at once, 10 answer 404 and the rest 429, then that client waits; others are not affected', async () => {
    const ip = newClientIp();
    const unknown = () => Array.from({ length: 26 }, () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(Math.random() * 32)]).join('');
    const answers = await Promise.all(Array.from({ length: 30 }, () => call(shop, 'GET', `/api/v1/cards/${unknown()}`, undefined, ip)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(answers.find((answer) => answer.status === 404)!.body).toEqual({
      statusCode: 404,
      code: 'GIFT_CARD.NOT_FOUND',
      message: 'Gift card not found.',
    });

    // The same budget covers every route that takes a code, and a guesser cannot tell a real code either until the window ends.
    expect((await call(shop, 'POST', '/api/wallet/generate-wallet-pass', { uniqueCode: unknown() }, ip)).status).toBe(429);
    expect((await download(shop, `${PUBLIC_URL}/api/wallet/apple/${unknown()}.pkpass`, ip)).status).toBe(429);
    expect((await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode}`, undefined, ip)).status).toBe(429);
    expect((await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode}`)).status).toBe(200);
  });
});
