import { decodeJwt } from 'jose';
import { ApiClient } from '../../../test/api';
import { databaseEnvs, type DatabaseEnv } from '../../../test/databases';
import { eventually } from '../../../test/engines';
import { buy, call, closeShop, download, newClientIp, openShop, redeem, PUBLIC_URL, type Bought, type Shop } from '../../../test/wallet-api';
import { readRecords } from '../../../test/wallet-updates';
import { readStoredZip } from '../../../test/zip';
import { APPLE_PUSH_DIR } from './apple/apple-push';
import { GOOGLE_PATCH_DIR } from './google/google-wallet-objects';
import { LOCAL_PASS_TYPE_ID } from './signing/local-wallet-keys';

const DEVICE = 'b33e3a3dccb3030333e3333da33333a3';
const PUSH_TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const WEB_SERVICE = '/api/wallet/apple';
const nonEmpty = <T>(records: T[]) => (records.length > 0 ? records : undefined);

/**
 * A holder adds the Apple pass and saves the Google one; the counter redeems: the device is pushed, lists the pass as
 * changed and fetches it with the new balance, and Google's object gets the balance, all through the zero-install
 * adapters (files under DATA_DIR), on each database engine.
 */
describe.each(databaseEnvs)("wallet passes that follow the card's ledger (all-in-one on %s)", (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let shop: Shop;
  let purchase: Bought;
  let token: string;
  let googleObjectId: string;

  beforeAll(async () => {
    database = await openDatabase();
    shop = await openShop(database.env);
    purchase = await buy(shop);
    const { payload } = decodeJwt(purchase.googleWalletUrl!.split('/').at(-1)!) as { payload: { giftCardObjects: { id: string }[] } };
    googleObjectId = payload.giftCardObjects[0].id;
  }, 120_000);

  afterAll(async () => {
    await closeShop(shop);
    await database?.drop();
  });

  const registration = (serial = purchase.uniqueCode) => `${WEB_SERVICE}/v1/devices/${DEVICE}/registrations/${LOCAL_PASS_TYPE_ID}/${serial}`;
  const authorized = (value = token) => ({ authorization: `ApplePass ${value}`, 'x-forwarded-for': newClientIp() });
  const listChanged = (since?: string) =>
    call(shop, 'GET', `${WEB_SERVICE}/v1/devices/${DEVICE}/registrations/${LOCAL_PASS_TYPE_ID}${since === undefined ? '' : `?passesUpdatedSince=${since}`}`);
  const latestPass = async (headers: Record<string, string>) => {
    const response = await fetch(`${shop.platform.url}${WEB_SERVICE}/v1/passes/${LOCAL_PASS_TYPE_ID}/${purchase.uniqueCode}`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, lastModified: response.headers.get('last-modified'), passJson: response.status === 200 ? JSON.parse(readStoredZip(body).get('pass.json')!.toString('utf8')) : undefined };
  };
  const api = () => new ApiClient(shop.platform.url);

  it('the pass names the web service and its own token; registering needs that token, and a device registers once', async () => {
    const pass = await download(shop, purchase.appleWalletUrl!);
    const passJson = JSON.parse(pass.files.get('pass.json')!.toString('utf8'));
    expect(passJson).toMatchObject({ webServiceURL: `${PUBLIC_URL}${WEB_SERVICE}`, authenticationToken: expect.stringMatching(/^[\w-]{43}$/) });
    token = passJson.authenticationToken;

    const client = api();
    expect((await client.request('POST', registration(), { pushToken: PUSH_TOKEN }, authorized('not-the-token'))).status).toBe(401);
    expect((await client.request('POST', registration(), { pushToken: PUSH_TOKEN })).status).toBe(401);
    expect((await client.request('POST', registration(), { pushToken: 'not hex' }, authorized())).status).toBe(400);
    expect((await client.request('POST', registration(), { pushToken: PUSH_TOKEN }, authorized())).status).toBe(201);
    expect((await client.request('POST', registration(), { pushToken: PUSH_TOKEN }, authorized())).status).toBe(200);

    const all = await listChanged();
    expect(all).toMatchObject({ status: 200, body: { serialNumbers: [purchase.uniqueCode], lastUpdated: expect.stringMatching(/^\d+$/) } });
    expect((await listChanged(all.body.lastUpdated)).status).toBe(204);
  });

  it("a redemption pushes to the device, lists the pass as changed, serves it with the new balance (304 while unchanged), and sets Google's balance", async () => {
    const { lastUpdated } = (await listChanged()).body;
    const before = await latestPass(authorized());
    expect(before).toMatchObject({ status: 200, lastModified: expect.stringMatching(/ GMT$/), passJson: { serialNumber: purchase.uniqueCode, storeCard: { primaryFields: [{ key: 'balance', value: 40 }] } } });
    expect((await latestPass({ ...authorized(), 'if-modified-since': before.lastModified! })).status).toBe(304);
    expect((await latestPass({ ...authorized('a-guess'), 'if-modified-since': before.lastModified! })).status).toBe(401);

    await redeem(shop, purchase.uniqueCode, 15);

    // Within a minute: the push, and Google's object, each through its zero-install adapter.
    const pushes = await eventually(() => nonEmpty(readRecords<{ topic: string; pushToken: string; payload: unknown }>(shop.platform.dataDir, APPLE_PUSH_DIR)), 60_000);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push).toMatchObject({ topic: LOCAL_PASS_TYPE_ID, pushToken: PUSH_TOKEN, payload: {} });
    const [patch] = await eventually(() => nonEmpty(readRecords<{ objectId: string; patch: unknown }>(shop.platform.dataDir, GOOGLE_PATCH_DIR)), 60_000);
    expect(patch).toMatchObject({ objectId: googleObjectId, patch: { balance: { micros: 25_000_000, currencyCode: 'USD' }, balanceUpdateTime: { date: expect.any(String) } } });

    const changed = await listChanged(lastUpdated);
    expect(changed).toMatchObject({ status: 200, body: { serialNumbers: [purchase.uniqueCode] } });
    expect(Number(changed.body.lastUpdated)).toBeGreaterThan(Number(lastUpdated));
    expect((await listChanged(changed.body.lastUpdated)).status).toBe(204);

    const after = await latestPass({ ...authorized(), 'if-modified-since': before.lastModified! });
    expect(after).toMatchObject({ status: 200, passJson: { storeCard: { primaryFields: [{ key: 'balance', value: 25 }] } } });
    expect(Date.parse(after.lastModified!)).toBeGreaterThan(Date.parse(before.lastModified!));
    expect((await latestPass({ ...authorized(), 'if-modified-since': after.lastModified! })).status).toBe(304);
  });

  it('unregistering needs the token; the device then has nothing listed and gets no more pushes, while Google follows each move; its log is taken', async () => {
    const client = api();
    expect((await client.request('DELETE', registration(), undefined, authorized('not-the-token'))).status).toBe(401);
    expect((await client.request('DELETE', registration(), undefined, authorized())).status).toBe(200);
    expect((await listChanged()).status).toBe(204);

    const pushes = readRecords(shop.platform.dataDir, APPLE_PUSH_DIR).length;
    const googleBalances = () => readRecords<{ patch: { balance: { micros: number } } }>(shop.platform.dataDir, GOOGLE_PATCH_DIR).map((record) => record.patch.balance.micros);
    await redeem(shop, purchase.uniqueCode, 5);
    expect(await eventually(() => googleBalances().length === 2 && googleBalances(), 60_000)).toEqual([25_000_000, 20_000_000]);
    // An adjustment is a ledger move too.
    expect((await shop.admin.post(`/api/v1/admin/issued-cards/${purchase.uniqueCode}/adjust`, { amount: 5, reason: 'Goodwill' })).status).toBe(200);
    expect(await eventually(() => googleBalances().length === 3 && googleBalances(), 60_000)).toEqual([25_000_000, 20_000_000, 25_000_000]);
    expect(readRecords(shop.platform.dataDir, APPLE_PUSH_DIR)).toHaveLength(pushes);

    expect((await call(shop, 'POST', `${WEB_SERVICE}/v1/log`, { logs: ['[2030-02-01] Web service error for pass.local.giftcardvault: 401'] })).status).toBe(200);
  }, 60_000);

  it("Google's object follows the card's state: voided is INACTIVE, reactivated ACTIVE, spent to $0 INACTIVE, keeping the balance; the Apple pass says the same", async () => {
    type Patch = { objectId: string; patch: { state: string; balance?: { micros: number } } };
    const patches = () => readRecords<Patch>(shop.platform.dataDir, GOOGLE_PATCH_DIR);
    const nextPatch = async (action: () => Promise<unknown>) => {
      const before = patches().length;
      await action();
      return (await eventually(() => (patches().length > before ? patches() : undefined), 60_000)).at(-1)!;
    };
    const cardAction = (action: 'void' | 'reactivate') => async () =>
      expect((await shop.admin.post(`/api/v1/admin/issued-cards/${purchase.uniqueCode}/${action}`, { reason: 'Reported lost' })).status).toBe(200);
    const applePass = async () => (await latestPass(authorized())).passJson;

    expect(await nextPatch(cardAction('void'))).toMatchObject({ objectId: googleObjectId, patch: { state: 'INACTIVE', balance: { micros: 25_000_000 } } });
    const voided = await applePass();
    expect(voided).toMatchObject({ voided: true, storeCard: { headerFields: expect.arrayContaining([{ key: 'status', label: 'STATUS', value: 'VOID' }]) } });
    expect(voided.storeCard.backFields).toContainEqual(expect.objectContaining({ key: 'status-notice', label: 'Status' }));
    expect(await nextPatch(cardAction('reactivate'))).toMatchObject({ patch: { state: 'ACTIVE', balance: { micros: 25_000_000 } } });
    expect(await applePass()).not.toHaveProperty('voided');
    expect(await nextPatch(() => redeem(shop, purchase.uniqueCode, 25))).toMatchObject({ patch: { state: 'INACTIVE', balance: { micros: 0 } } });
  });
});
