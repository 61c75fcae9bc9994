import { randomUUID } from 'node:crypto';
import { fixClockForTests } from '@gv/platform';
import { createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../test/databases';
import { eventually } from '../../../test/engines';
import { buyGiftCard, BuyerClient, redeemGiftCard } from '../../../test/purchases';
import { parseCsv } from '../../../test/csv';
import { TEST_LOCATIONS, TEST_SOURCES } from '../../../test/square-test-values';
import { embeddedPlatformIdle } from '../../../test/wait-idle';
import { startAnalyticsPlatform, type Admin } from './test-support';

/**
 * The books follow the card. A reload's payment counts where its card was sold, as the card's refunds do, and the
 * later last day it gives the card's paid value files all of it there, so the liability statement owes what the
 * holder can still spend (decision 0086). A promotion's bonus is face value sold wherever face value is shown.
 */
describe.each(databaseEnvs)('the books follow the card: reloads and promotions (%s)', (engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let a: Admin;
  const idle = () => eventually(() => embeddedPlatformIdle(platform.app.runtime.database.db), 30_000);
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startAnalyticsPlatform(database);
  }, 120_000);

  /** Each test's own live business, so its figures are its own. */
  beforeEach(async () => {
    a = await createSignedInAdmin(platform, 'Harbor Grill');
    const square = { squareApplicationId: 'sq0idp-harbor', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-harbor-token', timeZone: 'UTC' };
    expect((await a.api.put('/api/v1/admin/settings', square)).status).toBe(200);
    expect((await a.api.post('/api/v1/admin/go-live')).status).toBe(200);
  });

  afterEach(() => fixClockForTests(undefined));
  afterAll(() => stopThenDrop(platform, database));

  async function buy(cardType: string, who: string): Promise<string> {
    const selfInfo = { name: who, email: `${who}.${randomUUID().slice(0, 8)}.${engine.toLowerCase()}@example.com`, phone: '(555) 123-4567' };
    return (await buyGiftCard(platform.url, { businessSlug: a.businessSlug, id: cardType }, { purchaseType: 'self', selfInfo })).uniqueCode;
  }

  async function reload(code: string, amount: number): Promise<string> {
    const buyer = new BuyerClient(platform.url);
    const selfInfo = { name: 'Rita Loader', email: `rita.${engine.toLowerCase()}@example.com`, phone: '(555) 123-4567' };
    const paid = await buyer.post('/api/payments/create-payment', { sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), businessSlug: a.businessSlug, reloadOf: code, amount, selfInfo });
    expect(paid.status).toBe(200);
    expect((await buyer.put('/api/v1/admin/purchase', { reloadOf: code, selfInfo, orderId: paid.body.orderId })).status).toBe(200);
    return paid.body.orderId;
  }

  it('counts a reload where its card was sold, with its refund, after the card type moved its home', async () => {
    const downtown = (await a.api.get('/api/v1/admin/locations')).body.locations[0].id;
    const airport = (await a.api.post('/api/v1/admin/locations', { name: 'Airport', address: '1 Airport Rd, Springfield' })).body.id;
    const cardType = (await createGiftCard(a.api, { giftCardName: 'Lounge', amount: '50', discount: '10', reloadable: 'true', homeLocationId: airport })).body.giftCard._id;
    const code = await buy(cardType, 'yolanda');
    await idle();
    expect((await a.api.put(`/api/v1/admin/update/${cardType}`, { homeLocationId: downtown })).status).toBe(200);
    const reloadOrder = await reload(code, 20);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Part', amount: 5, reloadOrderId: reloadOrder })).status).toBe(200);
    await idle();

    const today = new Date().toISOString().slice(0, 10);
    const at = async (location: string) => {
      const activity = (await a.api.get(`/api/v1/admin/reports/activity?from=${today}&to=${today}&locationId=${location}`)).body.periods[0] ?? {};
      const revenue = (await a.api.get(`/api/v1/admin/total-revenue?locationId=${location}`)).body;
      const { movement } = (await a.api.get(`/api/v1/admin/reports/liability?from=${today}&to=${today}&locationId=${location}`)).body;
      return { loaded: activity.loaded ?? 0, refunded: activity.refunded ?? 0, revenue: revenue.totalRevenue, booksLoaded: movement.loaded, booksRefunded: movement.refunded };
    };
    await eventually(async () => ((await at(airport)).loaded === 20 ? true : undefined));
    expect(await at(airport)).toEqual({ loaded: 20, refunded: 5, revenue: 60, booksLoaded: 20, booksRefunded: 5 });
    expect(await at(downtown)).toEqual({ loaded: 0, refunded: 0, revenue: 0, booksLoaded: 0, booksRefunded: 0 });
  });

  it('owes the value a reload kept spendable past the sale’s last day: outstanding, not breakage', async () => {
    const cardType = (await createGiftCard(a.api, { giftCardName: 'Dinner', amount: '50', discount: '0', reloadable: 'true', expirationDate: `${year + 1}-06-30` })).body.giftCard._id;
    const code = await buy(cardType, 'sam');
    await idle();
    // Four years on, $20 is loaded: US federal law keeps all the card's paid value five years from the load.
    fixClockForTests(`${year + 4}-06-01T12:00:00Z`);
    await reload(code, 20);
    await idle();
    // Six years after the sale, within five of the load, the holder spends $1: $69 is left to spend.
    const later = `${year + 6}-03-01`;
    fixClockForTests(`${later}T12:00:00Z`);
    expect((await redeemGiftCard(a.api, platform.dataDir, code, 1)).buyer.remainingBalance).toBe(69);
    await idle();

    const liability = async () => (await a.api.get(`/api/v1/admin/reports/liability?from=${later}&to=${later}`)).body;
    await eventually(async () => ((await liability()).movement.redeemed === 1 ? true : undefined));
    const { outstanding, breakage } = await liability();
    expect({ outstanding: outstanding.total, breakage: breakage.total }).toEqual({ outstanding: 69, breakage: 0 });
  });

  it('shows a promotion’s bonus as face value sold in the orders export, the orders view and the liability statement alike', async () => {
    const dinner = (await createGiftCard(a.api, { giftCardName: 'Dinner', amount: '50', discount: '0' })).body.giftCard._id;
    const hour = 3600_000;
    const promotion = { name: 'Holiday bonus', giftCardIds: [dinner], bonus: { amount: 20 }, startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date(Date.now() + hour).toISOString(), budget: 20 };
    expect((await a.api.post('/api/v1/admin/promotions', promotion)).status).toBe(201);
    await buy(dinner, 'pat');
    await idle();

    const today = new Date().toISOString().slice(0, 10);
    const range = `from=${today}&to=${today}`;
    await eventually(async () => ((await a.api.get('/api/v1/admin/buyers')).body.buyers.length === 1 ? true : undefined));
    const [header, ...orders] = parseCsv((await a.api.get<string>(`/api/v1/admin/reports/export/orders.csv?${range}`)).body);
    const [buyer] = (await a.api.get('/api/v1/admin/buyers')).body.buyers;
    expect({
      books: (await a.api.get(`/api/v1/admin/reports/liability?${range}`)).body.movement.sold,
      ordersCsv: orders.map((row) => Number(row[header.indexOf('Face value')])),
      ordersView: buyer.faceValue,
      untouched: buyer.remainingBalance === buyer.faceValue,
    }).toEqual({ books: 70, ordersCsv: [70], ordersView: 70, untouched: true });
  });
});
