import { createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { jwtVerify } from 'jose';
import { paymentDetailsOf } from '@gv/proto';
import { waitForMail } from '../../../../test/mail';
import { BuyerClient } from '../../../../test/purchases';
import { buy, buyer, call, CODE, download, NEXT_YEAR, useShopWithBothWallets, PUBLIC_URL, type Bought, type Shop } from '../../../../test/wallet-api';
import { TEST_GOOGLE_ISSUER_ID, TEST_SERVICE_ACCOUNT, type TestWalletKeys } from '../../../../test/wallet-keys';

describe('wallet passes and the holder page, with both wallets configured', () => {
  let keys: TestWalletKeys;
  let shop: Shop;
  let purchase: Bought;
  useShopWithBothWallets((opened) => ({ keys, shop, purchase } = opened));

  it('the purchase answers the holder page and both wallet links, and the health check says both wallets are configured', async () => {
    expect(purchase).toEqual({
      orderId: expect.any(String),
      uniqueCode: expect.stringMatching(CODE),
      remainingBalance: 40,
      saveUrl: `${PUBLIC_URL}/card/${purchase.uniqueCode}`,
      googleWalletUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/),
      appleWalletUrl: `${PUBLIC_URL}/api/wallet/apple/${purchase.uniqueCode}.pkpass`,
      cards: [{ uniqueCode: purchase.uniqueCode, remainingBalance: 40, saveUrl: `${PUBLIC_URL}/card/${purchase.uniqueCode}` }],
    });
    const health = await call(shop, 'GET', '/api/health');
    expect(health.body).toMatchObject({ ok: true, wallets: { apple: true, google: true } });
  });

  it("the Google save link is a JWT signed by the service account (RS256) with Google's claims, one class for the catalog card and one object for the issued card", async () => {
    const jwt = purchase.googleWalletUrl!.split('/').at(-1)!;
    const { payload, protectedHeader } = await jwtVerify(jwt, createPublicKey(keys.googlePublicKeyPem), {
      algorithms: ['RS256'],
      issuer: TEST_SERVICE_ACCOUNT,
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: [PUBLIC_URL], iat: expect.any(Number) });
    const { giftCardClasses, giftCardObjects } = payload.payload as { giftCardClasses: any[]; giftCardObjects: any[] };
    expect(giftCardClasses).toEqual([
      expect.objectContaining({ id: `${TEST_GOOGLE_ISSUER_ID}.gift-card-${shop.giftCardId}`, issuerName: 'Harbor Grill', reviewStatus: 'UNDER_REVIEW' }),
    ]);
    // Valid while its paid value lasts: the law keeps that longer than the card's own date (decision 0060).
    const { paidExpiresOn } = (await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode}`)).body.giftCard;
    expect(paidExpiresOn > NEXT_YEAR).toBe(true);
    expect(giftCardObjects).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(new RegExp(`^${TEST_GOOGLE_ISSUER_ID}\\.card-[0-9a-f-]{36}$`)),
        classId: giftCardClasses[0].id,
        state: 'ACTIVE',
        cardNumber: purchase.uniqueCode,
        balance: { micros: 40_000_000, currencyCode: 'USD' },
        barcode: { type: 'QR_CODE', value: purchase.uniqueCode, alternateText: purchase.uniqueCode },
        validTimeInterval: { end: { date: `${paidExpiresOn}T23:59:59-12:00` } },
      }),
    ]);
    expect(JSON.stringify(giftCardObjects[0].id)).not.toContain(purchase.uniqueCode);

    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    await expect(jwtVerify(jwt, otherKey, { algorithms: ['RS256'] })).rejects.toThrow(/signature verification failed/);
  });

  it('generate-wallet-pass answers the holder page and the links for a code, alone or in the purchase form; a code that names no card is 404 without a hint', async () => {
    const links = await call(shop, 'POST', '/api/wallet/generate-wallet-pass', { uniqueCode: purchase.uniqueCode });
    expect(links.status).toBe(200);
    expect(links.body).toEqual({
      saveUrl: purchase.saveUrl,
      uniqueCode: purchase.uniqueCode,
      googleWalletUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//),
      appleWalletUrl: purchase.appleWalletUrl,
    });
    const form = await call(shop, 'POST', '/api/wallet/generate-wallet-pass', { id: shop.giftCardId, purchaseType: 'self', selfInfo: buyer, uniqueCode: purchase.uniqueCode });
    expect(form.body).toMatchObject({ saveUrl: purchase.saveUrl, appleWalletUrl: purchase.appleWalletUrl });

    const unknownCode = '0'.repeat(26);
    for (const body of [{ uniqueCode: unknownCode }, { uniqueCode: 'not a code' }]) {
      const answer = await call(shop, 'POST', '/api/wallet/generate-wallet-pass', body);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ statusCode: 404, code: 'GIFT_CARD.NOT_FOUND', message: 'Gift card not found.' });
    }
    // Neither a code nor a purchase form: the form's first mandatory field is named.
    const empty = await call(shop, 'POST', '/api/wallet/generate-wallet-pass', {});
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ id: 'This field is mandatory' });
    expect((await download(shop, `${PUBLIC_URL}/api/wallet/apple/${unknownCode}.pkpass`)).status).toBe(404);
  });

  it('generate-wallet-pass before PUT purchase, in the order of the spec’s dialog: the purchase form of a paid order issues its one card and answers its links', async () => {
    const buyerClient = new BuyerClient(shop.platform.url);
    const form = { id: shop.giftCardId, purchaseType: 'self', selfInfo: buyer };
    const paid = await buyerClient.post('/api/payments/create-payment', { ...form, businessSlug: shop.businessSlug, sourceId: 'cnon:card-nonce-ok', idempotencyKey: randomUUID(), amount: 1 });
    expect(paid.status).toBe(200);
    const paidForm = { ...form, paymentDetails: paymentDetailsOf(paid.body.payment) };

    const links = await buyerClient.post('/api/wallet/generate-wallet-pass', paidForm);
    expect(links.status).toBe(200);
    expect(links.body).toEqual({
      saveUrl: `${PUBLIC_URL}/card/${links.body.uniqueCode}`,
      uniqueCode: expect.stringMatching(CODE),
      googleWalletUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//),
      appleWalletUrl: `${PUBLIC_URL}/api/wallet/apple/${links.body.uniqueCode}.pkpass`,
    });
    const completed = await buyerClient.put('/api/v1/admin/purchase', { ...paidForm, walletUrl: links.body.saveUrl, barcodeUnicode: links.body.uniqueCode });
    expect(completed.status).toBe(200);
    expect(completed.body.purchase.uniqueCode).toBe(links.body.uniqueCode);
    // A form whose payment is not this card's is refused, and issues nothing.
    const otherCard = await buyerClient.post('/api/wallet/generate-wallet-pass', { ...paidForm, id: randomUUID() });
    expect(otherCard.status).toBe(409);
  });

  it("the buyer's email carries the holder page and both wallet links; the recipient's opens the gift first, without them", async () => {
    const recipient = { email: `rita.${randomUUID()}@example.com` };
    const sender = { email: `sam.${randomUUID()}@example.com` };
    const gift = await buy(shop, {
      purchaseType: 'gift',
      giftInfo: { recipientName: 'Rita', recipientEmail: recipient.email, message: 'Enjoy!', senderName: 'Sam', senderEmail: sender.email, senderPhone: '5551234567' },
    });
    const bought = await waitForMail(shop.platform.dataDir, { to: sender.email });
    expect(bought.text).toContain(`View the gift card: ${gift.saveUrl}`);
    expect(bought.text).toMatch(/Add to Google Wallet: https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+/);
    expect(bought.text).toContain(`Add to Apple Wallet: ${gift.appleWalletUrl}`);
    expect(bought.text).toContain(`href="${gift.appleWalletUrl}"`);
    // The surprise: the recipient unwraps the gift on its page, where the code and the wallet buttons wait.
    const received = await waitForMail(shop.platform.dataDir, { to: recipient.email });
    expect(received.text).toContain(`Open your gift: ${gift.saveUrl}/reveal`);
    expect(received.text).not.toContain(gift.appleWalletUrl);
    expect(received.text).not.toContain('Add to Google Wallet');
  });
});
