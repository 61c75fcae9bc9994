import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, createGiftCard, createSignedInAdmin } from '../../../test/api';
import { databaseEnvs, type DatabaseEnv } from '../../../test/databases';
import { seedMigratedEmbeddedDatabase } from '../../../test/embedded-database';
import { launcherDist } from '../../../test/platform-processes';
import { buyGiftCard, redeemGiftCard } from '../../../test/purchases';
import { TEST_LOCATIONS } from '../../../test/square-test-values';
import { startAllInOne, type AllInOne } from './all-in-one';
import { requireBuilt } from '../../../test/built';

const OLD_KEY = 'the-old-secret-key-of-the-rotation-0123456789';
const NEW_KEY = 'the-new-secret-key-of-the-rotation-9876543210';
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
const BUYER = { purchaseType: 'self', selfInfo: { name: 'Rae Rotation', email: 'rae@example.com', phone: '(555) 123-4567' } } as const;
const GIFT = {
  purchaseType: 'gift',
  giftInfo: { recipientName: 'Bo Friend', recipientEmail: 'bo@exmaple.com', message: '', senderName: 'Rae Rotation', senderEmail: 'rae@example.com', senderPhone: '(555) 123-4567' },
} as const;
const LIVE_CREDENTIALS = { squareApplicationId: 'sq0idp-rotation-app', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-rotation-live-token' };

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

describe.each(databaseEnvs)('a SECRET_KEY rotation (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let dataDir: string;
  let app: AllInOne | undefined;
  let owner: { email: string; password: string; businessSlug: string };
  let card: { _id: string };
  let issuedBefore: string;
  /** The first code of a gift given a new recipient before the rotation: it must still say the card moved. */
  let movedBefore: string;

  const stop = async () => {
    await app?.close();
    app = undefined;
  };
  const start = async (secretKey: string) => {
    await stop();
    app = await startAllInOne({
      ...database.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUSTED_PROXIES: '127.0.0.1',
      SQUARE_API_URL: 'emulator',
      SECRET_KEY: secretKey,
    });
    return app;
  };
  const rotateSecrets = (secretKey: string) =>
    spawnSync(process.execPath, [join(launcherDist, 'rotate-secrets.js')], {
      env: { ...process.env, ...database.env, DATA_DIR: dataDir, SECRET_KEY: secretKey, LOG_LEVEL: 'error' },
      encoding: 'utf8',
    });

  /** A live checkout charged with the business's stored token, and the card bought before the rotation found, shown and redeemed by its code. */
  async function stillPaysAndFindsTheOldCard(platform: AllInOne, redeemCents: number) {
    const purchase = await buyGiftCard(platform.url, { businessSlug: owner.businessSlug, id: card._id }, BUYER);
    expect(platform.squareEmulator!.findPayments({ referenceId: purchase.orderId })).toEqual([expect.objectContaining({ location_id: TEST_LOCATIONS.active })]);
    const visitor = new ApiClient(platform.url);
    const shown = await visitor.get(`/api/v1/cards/${issuedBefore}`);
    expect(shown.status).toBe(200);
    expect(shown.body.giftCard).toMatchObject({ giftCardName: 'Dinner', status: 'active' });
    const admin = new ApiClient(platform.url);
    expect((await admin.post('/api/v1/admin/login', { email: owner.email, password: owner.password })).status).toBe(200);
    expect((await admin.get(`/api/v1/admin/scan-giftcard/${issuedBefore}`)).body.buyers[0]).toMatchObject({ qrCode: { uniqueCode: issuedBefore } });
    const redeemed = await redeemGiftCard(admin, dataDir, issuedBefore, redeemCents / 100);
    expect(redeemed.success).toBe(true);
    expect((await visitor.get(`/api/v1/cards/${movedBefore}`)).body.giftCard).toMatchObject({ status: 'replaced' });
  }

  beforeAll(async () => {
    database = await openDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'gv-rotation-'));
    if (!database.env.DATABASE_URL) await seedMigratedEmbeddedDatabase(dataDir);
    const platform = await start(OLD_KEY);
    const admin = await createSignedInAdmin({ url: platform.url, dataDir }, 'Rotation Grill');
    owner = admin;
    card = (await createGiftCard(admin.api, { giftCardName: 'Dinner', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    expect((await admin.api.put('/api/v1/admin/settings', LIVE_CREDENTIALS)).status).toBe(200);
    expect((await admin.api.post('/api/v1/admin/go-live')).status).toBe(200);
    issuedBefore = (await buyGiftCard(platform.url, { businessSlug: owner.businessSlug, id: card._id }, BUYER)).uniqueCode;
    movedBefore = (await buyGiftCard(platform.url, { businessSlug: owner.businessSlug, id: card._id }, GIFT)).uniqueCode;
    const moved = await admin.api.put(`/api/v1/admin/issued-cards/${movedBefore}/recipient`, { recipientName: 'Bo Friend', recipientEmail: 'bo.friend@example.com' });
    expect(moved.status).toBe(200);
    await stop();
  }, 180_000);

  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }, 60_000);

  it('keeps paying with the stored token and finding cards by code with the new key first and the old one listed', async () => {
    try {
      await stillPaysAndFindsTheOldCard(await start(`${NEW_KEY},${OLD_KEY}`), 500);
    } finally {
      await stop();
    }
  }, 120_000);

  it('rotate-secrets stores everything under the new key, once: the second run rewrites nothing', async () => {
    // Dropping the old key before the rewrite is refused, naming what no longer opens.
    const tooEarly = rotateSecrets(NEW_KEY);
    expect(tooEarly.status).not.toBe(0);
    expect(tooEarly.stderr).toMatch(/The Square credentials of business rotation-grill\S* open under no key of SECRET_KEY/);
    expect(tooEarly.stderr).not.toMatch(/^\s+at /m);
    const first = rotateSecrets(`${NEW_KEY},${OLD_KEY}`);
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/Square credentials of 1 business\(es\), two-step sign-in of 0 account\(s\), 3 gift card code\(s\)/);
    const second = rotateSecrets(`${NEW_KEY},${OLD_KEY}`);
    expect(second.stdout).toMatch(/Square credentials of 0 business\(es\), two-step sign-in of 0 account\(s\), 0 gift card code\(s\)/);
  }, 120_000);

  it('after rotate-secrets the old key can be dropped: still pays and finds the card issued before the rotation', async () => {
    try {
      await stillPaysAndFindsTheOldCard(await start(NEW_KEY), 700);
    } finally {
      await stop();
    }
  }, 120_000);
});
