import { createHash, createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, jwtVerify } from 'jose';
import { paymentDetailsOf, type PurchaseCompleted } from '@gv/proto';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type ApiResponse, type TestPlatform } from '../../../test/api';
import { waitForMail } from '../../../test/mail';
import { BuyerClient, buyGiftCard, redeemGiftCard, type Purchase } from '../../../test/purchases';
import {
  createTestWalletKeys,
  TEST_GOOGLE_ISSUER_ID,
  TEST_PASS_TYPE_ID,
  TEST_SERVICE_ACCOUNT,
  TEST_TEAM_ID,
  verifyPassSignature,
  type TestWalletKeys,
} from '../../../test/wallet-keys';
import { readStoredZip } from '../../../test/zip';
import { LOCAL_FILES, LOCAL_PASS_TYPE_ID, LOCAL_SERVICE_ACCOUNT, LOCAL_TEAM_ID, LOCAL_WALLET_KEYS_DIR } from './signing/local-wallet-keys';

const PUBLIC_URL = 'http://gifts.example.test';
/**
 * node-forge signs a pass in ~80 ms in a plain Node process, but takes seconds inside Jest's VM context (its
 * big-number loop reads the global Math through the context's interceptor): tests that sign a pass get longer.
 */
const SIGNS_A_PASS_MS = 60_000;
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
const CODE = /^[0-9A-HJKMNP-TV-Z]{26}$/;

let clientCounter = 0;
/** A client address of its own (the gateway believes X-Forwarded-For from 127.0.0.1 here), so per-client limits do not add up across tests. */
const newClientIp = () => `10.8.${Math.floor(++clientCounter / 250)}.${(clientCounter % 250) + 1}`;

interface Shop {
  platform: TestPlatform;
  /** The business's admin, signed in (redeems at the counter). */
  admin: ApiClient;
  businessSlug: string;
  giftCardId: string;
}

const buyer = { name: 'Ann Buyer', email: 'ann.wallet@example.com', phone: '(555) 123-4567' };

async function openShop(env: Record<string, string>): Promise<Shop> {
  const platform = await startTestPlatform({ PUBLIC_URL, TRUSTED_PROXIES: '127.0.0.1', ...env });
  const admin = await createSignedInAdmin(platform, 'Harbor Grill');
  const created = await createGiftCard(admin.api, { giftCardName: 'Tea for two', amount: '40', discount: '10', expirationDate: NEXT_YEAR });
  expect(created.status).toBe(201);
  return { platform, admin: admin.api, businessSlug: admin.businessSlug, giftCardId: created.body.giftCard._id };
}

/** Pays through the checkout and completes the purchase, as the dialog does; answers the purchase with its links. */
async function buy(shop: Shop, purchase: Purchase = { purchaseType: 'self', selfInfo: buyer }): Promise<PurchaseCompleted['purchase']> {
  return buyGiftCard(shop.platform.url, { businessSlug: shop.businessSlug, id: shop.giftCardId }, purchase) as Promise<PurchaseCompleted['purchase']>;
}

/** GET/POST from a client address of its own, or of the one given. */
function call(shop: Shop, method: string, path: string, body?: unknown, ip = newClientIp()): Promise<ApiResponse> {
  return new ApiClient(shop.platform.url).request(method, path, body, { 'x-forwarded-for': ip });
}

async function download(shop: Shop, link: string, ip?: string): Promise<{ status: number; type: string | null; files: Map<string, Buffer> }> {
  const response = await fetch(shop.platform.url + new URL(link).pathname, { headers: { 'x-forwarded-for': ip ?? newClientIp() } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), files: response.ok ? readStoredZip(body) : new Map() };
}

/** A redemption at the business's counter (the holder's emailed code authorizes it). */
const redeem = (shop: Shop, code: string, dollars: number) => redeemGiftCard(shop.admin, shop.platform.dataDir, code, dollars);

describe('wallet passes and the holder page, with both wallets configured', () => {
  let keys: TestWalletKeys;
  let shop: Shop;
  let purchase: Awaited<ReturnType<typeof buy>>;

  beforeAll(async () => {
    keys = createTestWalletKeys();
    shop = await openShop(keys.env);
    purchase = await buy(shop);
  }, 90_000);

  afterAll(async () => {
    await shop?.platform.stop();
    keys?.remove();
  });

  it('the purchase answers the holder page and both wallet links, and the health check says both wallets are configured', async () => {
    expect(purchase).toEqual({
      orderId: expect.any(String),
      uniqueCode: expect.stringMatching(CODE),
      remainingBalance: 40,
      saveUrl: `${PUBLIC_URL}/card/${purchase.uniqueCode}`,
      googleWalletUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/),
      appleWalletUrl: `${PUBLIC_URL}/api/wallet/apple/${purchase.uniqueCode}.pkpass`,
    });
    const health = await call(shop, 'GET', '/api/health');
    expect(health.body).toMatchObject({ ok: true, wallets: { apple: true, google: true } });
  });

  it('the Apple pass is a signed zip: pass.json with the code as QR, manifest hashes of every file, a signature that verifies and fails on any change', async () => {
    const pass = await download(shop, purchase.appleWalletUrl!);
    expect(pass.status).toBe(200);
    expect(pass.type).toBe('application/vnd.apple.pkpass');
    expect([...pass.files.keys()].sort()).toEqual(
      ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png', 'manifest.json', 'pass.json', 'signature'].sort(),
    );

    const passJson = JSON.parse(pass.files.get('pass.json')!.toString('utf8'));
    expect(passJson).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      serialNumber: purchase.uniqueCode,
      organizationName: 'Harbor Grill',
      logoText: 'Harbor Grill',
      // The end of its last day anywhere on Earth (UTC−12), written in UTC.
      expirationDate: new Date(`${NEXT_YEAR}T23:59:59-12:00`).toISOString(),
      barcodes: [{ format: 'PKBarcodeFormatQR', message: purchase.uniqueCode, altText: purchase.uniqueCode }],
      storeCard: {
        primaryFields: [{ key: 'balance', value: 40, currencyCode: 'USD' }],
        secondaryFields: [{ key: 'card', value: 'Tea for two' }, { key: 'expires', value: `${NEXT_YEAR}T00:00:00Z` }],
      },
    });
    expect(passJson).not.toHaveProperty('voided');

    const manifestBytes = pass.files.get('manifest.json')!;
    const manifest = JSON.parse(manifestBytes.toString('utf8')) as Record<string, string>;
    const signedFiles = [...pass.files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(signedFiles.sort());
    for (const name of signedFiles) expect(manifest[name]).toBe(createHash('sha1').update(pass.files.get(name)!).digest('hex'));

    const signature = pass.files.get('signature')!;
    expect(() => verifyPassSignature(keys, manifestBytes, signature)).not.toThrow();
    // A changed file no longer matches its manifest hash, and a manifest changed to match it no longer matches the signature.
    const changedPass = Buffer.from(JSON.stringify({ ...passJson, storeCard: { ...passJson.storeCard, primaryFields: [{ key: 'balance', value: 400 }] } }));
    expect(createHash('sha1').update(changedPass).digest('hex')).not.toBe(manifest['pass.json']);
    const changedManifest = Buffer.from(JSON.stringify({ ...manifest, 'pass.json': createHash('sha1').update(changedPass).digest('hex') }));
    expect(() => verifyPassSignature(keys, changedManifest, signature)).toThrow();
    const otherRoot = createTestWalletKeys();
    try {
      expect(() => verifyPassSignature(otherRoot, manifestBytes, signature)).toThrow();
    } finally {
      otherRoot.remove();
    }
  }, SIGNS_A_PASS_MS);

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
    expect(giftCardObjects).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(new RegExp(`^${TEST_GOOGLE_ISSUER_ID}\\.card-[0-9a-f-]{36}$`)),
        classId: giftCardClasses[0].id,
        state: 'ACTIVE',
        cardNumber: purchase.uniqueCode,
        balance: { micros: 40_000_000, currencyCode: 'USD' },
        barcode: { type: 'QR_CODE', value: purchase.uniqueCode, alternateText: purchase.uniqueCode },
        validTimeInterval: { end: { date: `${NEXT_YEAR}T23:59:59-12:00` } },
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

  it('the holder page shows the card, its business, balance, expiry and redemptions with the wallet links, never the buyer; a pass made after a redemption shows the new balance', async () => {
    const before = await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode}`);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(before.body).toEqual({
      success: true,
      saveUrl: purchase.saveUrl,
      uniqueCode: purchase.uniqueCode,
      googleWalletUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//),
      appleWalletUrl: purchase.appleWalletUrl,
      business: { businessSlug: shop.businessSlug, name: 'Harbor Grill', logoUrl: null },
      giftCard: {
        giftCardName: 'Tea for two',
        amount: 40,
        remainingBalance: 40,
        usedAmount: 0,
        expirationDate: NEXT_YEAR,
        expired: false,
        status: 'active',
        testCard: true,
        purchaseDate: expect.any(String),
        redemptionHistory: [],
      },
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
  }, SIGNS_A_PASS_MS);

  it('a card with nothing left offers no wallet links, and its pass, downloaded again, is void', async () => {
    const spent = await buy(shop);
    await redeem(shop, spent.uniqueCode, 40);
    const page = await call(shop, 'GET', `/api/v1/cards/${spent.uniqueCode}`);
    expect(page.body.giftCard.remainingBalance).toBe(0);
    expect(page.body).not.toHaveProperty('googleWalletUrl');
    expect(page.body).not.toHaveProperty('appleWalletUrl');
    const pass = await download(shop, spent.appleWalletUrl!);
    expect(JSON.parse(pass.files.get('pass.json')!.toString('utf8'))).toMatchObject({ voided: true });
  }, SIGNS_A_PASS_MS);

  it('codes that name no card are limited per client: of 30 at once, 10 answer 404 and the rest 429, then that client waits; others are not affected', async () => {
    const ip = newClientIp();
    const unknown = () => Array.from({ length: 26 }, () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(Math.random() * 32)]).join('');
    const answers = await Promise.all(Array.from({ length: 30 }, () => call(shop, 'GET', `/api/v1/cards/${unknown()}`, undefined, ip)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(answers.find((answer) => answer.status === 404)!.body).toEqual({ statusCode: 404, code: 'GIFT_CARD.NOT_FOUND', message: 'Gift card not found.' });

    // The same budget covers every route that takes a code, and a guesser cannot tell a real code either until the window ends.
    expect((await call(shop, 'POST', '/api/wallet/generate-wallet-pass', { uniqueCode: unknown() }, ip)).status).toBe(429);
    expect((await download(shop, `${PUBLIC_URL}/api/wallet/apple/${unknown()}.pkpass`, ip)).status).toBe(429);
    expect((await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode}`, undefined, ip)).status).toBe(429);
    expect((await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode}`)).status).toBe(200);
  });

  it('both purchase emails carry the holder page and both wallet links', async () => {
    const recipient = { email: `rita.${randomUUID()}@example.com` };
    const sender = { email: `sam.${randomUUID()}@example.com` };
    const gift = await buy(shop, {
      purchaseType: 'gift',
      giftInfo: { recipientName: 'Rita', recipientEmail: recipient.email, message: 'Enjoy!', senderName: 'Sam', senderEmail: sender.email, senderPhone: '5551234567' },
    });
    for (const to of [sender.email, recipient.email]) {
      const mail = await waitForMail(shop.platform.dataDir, { to });
      expect(mail.text).toContain(`View the gift card: ${gift.saveUrl}`);
      expect(mail.text).toMatch(/Add to Google Wallet: https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+/);
      expect(mail.text).toContain(`Add to Apple Wallet: ${gift.appleWalletUrl}`);
      expect(mail.text).toContain(`href="${gift.appleWalletUrl}"`);
    }
  });
});

describe('without wallet keys: test passes signed by local keys', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await openShop({});
  }, 90_000);

  afterAll(async () => {
    await shop?.platform.stop();
  });

  it('offers both wallet links marked as test passes: a .pkpass signed in Apple\'s format and a Google JWT, each verifying with the keys made under DATA_DIR', async () => {
    const purchase = await buy(shop);
    expect(purchase).toMatchObject({
      googleWalletUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/),
      appleWalletUrl: `${PUBLIC_URL}/api/wallet/apple/${purchase.uniqueCode}.pkpass`,
      testPass: true,
    });
    expect((await call(shop, 'GET', '/api/health')).body).toMatchObject({ ok: true, wallets: { apple: false, google: false } });
    const page = await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode}`);
    expect(page.body).toMatchObject({ appleWalletUrl: purchase.appleWalletUrl, testPass: true });

    const keysDir = join(shop.platform.dataDir, LOCAL_WALLET_KEYS_DIR);
    const pass = await download(shop, purchase.appleWalletUrl!);
    expect(pass.status).toBe(200);
    expect(JSON.parse(pass.files.get('pass.json')!.toString('utf8'))).toMatchObject({ passTypeIdentifier: LOCAL_PASS_TYPE_ID, teamIdentifier: LOCAL_TEAM_ID, serialNumber: purchase.uniqueCode });
    const manifestBytes = pass.files.get('manifest.json')!;
    const manifest = JSON.parse(manifestBytes.toString('utf8')) as Record<string, string>;
    for (const name of Object.keys(manifest)) expect(manifest[name]).toBe(createHash('sha1').update(pass.files.get(name)!).digest('hex'));
    const localCa = { dir: keysDir, rootCaPath: join(keysDir, LOCAL_FILES.wwdr) };
    expect(() => verifyPassSignature(localCa, manifestBytes, pass.files.get('signature')!)).not.toThrow();
    expect(() => verifyPassSignature(localCa, Buffer.from(JSON.stringify({ ...manifest, 'pass.json': '0'.repeat(40) })), pass.files.get('signature')!)).toThrow();

    const account = JSON.parse(readFileSync(join(keysDir, LOCAL_FILES.serviceAccount), 'utf8')) as { private_key: string };
    const { payload } = await jwtVerify(purchase.googleWalletUrl!.split('/').at(-1)!, createPublicKey(account.private_key), {
      algorithms: ['RS256'],
      issuer: LOCAL_SERVICE_ACCOUNT,
      audience: 'google',
    });
    expect(payload).toMatchObject({ typ: 'savetowallet', payload: { giftCardObjects: [expect.objectContaining({ cardNumber: purchase.uniqueCode })] } });

    const mail = await waitForMail(shop.platform.dataDir, { to: buyer.email });
    expect(mail.text).toContain(`Add to Apple Wallet: ${purchase.appleWalletUrl}`);
  }, SIGNS_A_PASS_MS);
});
