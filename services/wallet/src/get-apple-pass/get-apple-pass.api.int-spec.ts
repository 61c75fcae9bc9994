import { createHash, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { waitForMail } from '../../../../test/mail';
import { buy, buyer, call, closeShop, download, NEXT_YEAR, openShop, useShopWithBothWallets, PUBLIC_URL, type Bought, type Shop } from '../../../../test/wallet-api';
import { createTestWalletKeys, TEST_PASS_TYPE_ID, TEST_TEAM_ID, verifyPassSignature, type TestWalletKeys } from '../../../../test/wallet-keys';
import { LOCAL_FILES, LOCAL_PASS_TYPE_ID, LOCAL_SERVICE_ACCOUNT, LOCAL_TEAM_ID, LOCAL_WALLET_KEYS_DIR } from '../signing/local-wallet-keys';

describe('wallet passes and the holder page, with both wallets configured', () => {
  let keys: TestWalletKeys;
  let shop: Shop;
  let purchase: Bought;
  useShopWithBothWallets((opened) => ({ keys, shop, purchase } = opened));

  it('the Apple pass is a signed zip: pass.json with the code as QR, manifest hashes of every file, a signature that verifies and fails on any change', async () => {
    const pass = await download(shop, purchase.appleWalletUrl!);
    expect(pass.status).toBe(200);
    expect(pass.type).toBe('application/vnd.apple.pkpass');
    expect([...pass.files.keys()].sort()).toEqual(
      ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png', 'manifest.json', 'pass.json', 'signature'].sort(),
    );

    const passJson = JSON.parse(pass.files.get('pass.json')!.toString('utf8'));
    // Valid while its paid value lasts: the law keeps that longer than the card's own date (decision 0060).
    const { paidExpiresOn } = (await call(shop, 'GET', `/api/v1/cards/${purchase.uniqueCode}`)).body.giftCard;
    expect(paidExpiresOn > NEXT_YEAR).toBe(true);
    expect(passJson).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      serialNumber: purchase.uniqueCode,
      organizationName: 'Harbor Grill',
      logoText: 'Harbor Grill',
      // The end of its last day anywhere on Earth (UTC−12), written in UTC.
      expirationDate: new Date(`${paidExpiresOn}T23:59:59-12:00`).toISOString(),
      barcodes: [{ format: 'PKBarcodeFormatQR', message: purchase.uniqueCode, altText: purchase.uniqueCode }],
      storeCard: {
        primaryFields: [{ key: 'balance', value: 40, currencyCode: 'USD' }],
        // Expiry is said once, in the law's sentences with their amounts on the back, not as dates on the front.
        secondaryFields: [{ key: 'card', value: 'Tea for two' }],
        backFields: expect.arrayContaining([
          { key: 'terms', label: 'Expiration and cash-out', value: expect.stringMatching(/^\$\d+\.\d{2} paid — .*\n\$\d+\.\d{2} bonus — .*June 30/) },
        ]),
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
  });
});

describe('without wallet keys: test passes signed by local keys', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await openShop({});
  }, 90_000);

  afterAll(() => closeShop(shop));

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
  });
});
