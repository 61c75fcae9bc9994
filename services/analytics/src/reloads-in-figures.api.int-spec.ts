import { randomUUID } from 'node:crypto';
import type { SqlEventBus } from '@gv/platform';
import { ApiClient, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../test/databases';
import { eventually } from '../../../test/engines';
import { buyGiftCard, BuyerClient } from '../../../test/purchases';
import { TEST_LOCATIONS, TEST_SOURCES } from '../../../test/square-test-values';
import { embeddedPlatformIdle } from '../../../test/wait-idle';
import { rebuildProjection } from './rebuild/rebuild-projection';
import { NEXT_YEAR, SUPER_ADMIN, startAnalyticsPlatform, type Admin } from './test-support';

/**
 * A reload (decision 0086) is paid for but sells no card: the dashboard's revenue and the activity's loaded count its
 * payment, while orders, cards sold and paid value sold leave it out, and a rebuild of the projection says the same.
 */
describe.each(databaseEnvs)('reloads in the figures (all-in-one on %s)', (engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let a: Admin;
  const today = () => new Date().toISOString().slice(0, 10);
  const db = () => platform.app.runtime.database.db;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startAnalyticsPlatform(database);
    a = await createSignedInAdmin(platform, 'Harbor Grill');
    const square = { squareApplicationId: 'sq0idp-harbor', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-harbor-token', timeZone: 'UTC' };
    expect((await a.api.put('/api/v1/admin/settings', square)).status).toBe(200);
    expect((await a.api.post('/api/v1/admin/go-live')).status).toBe(200);
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  /** Tops up the card `code` with `amount` dollars, paid and completed: the reload's order. */
  async function reload(code: string, amount: number): Promise<string> {
    const buyer = new BuyerClient(platform.url);
    const selfInfo = { name: 'Rita Loader', email: `rita.${engine.toLowerCase()}@example.com`, phone: '(555) 123-4567' };
    const body = { sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), businessSlug: a.businessSlug, reloadOf: code, amount, selfInfo };
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    expect((await buyer.put('/api/v1/admin/purchase', { reloadOf: code, selfInfo, orderId: paid.body.orderId })).status).toBe(200);
    return paid.body.orderId;
  }

  /** What the dashboard, the activity report, the books and the super admin answer, once the projection has caught up. */
  async function figures() {
    await eventually(() => embeddedPlatformIdle(db()), 15_000);
    const root = new ApiClient(platform.url);
    root.bearer = (await root.post('/api/superadmin/login', SUPER_ADMIN)).body.token;
    const range = `from=${today()}&to=${today()}`;
    const [sold, revenue, byDate, activity, liability, stats] = await Promise.all([
      a.api.get('/api/v1/admin/total-sold'),
      a.api.get('/api/v1/admin/total-revenue'),
      a.api.get('/api/v1/admin/revenue-by-date'),
      a.api.get(`/api/v1/admin/reports/activity?${range}`),
      a.api.get(`/api/v1/admin/reports/liability?${range}`),
      root.get('/api/superadmin/stats'),
    ]);
    return {
      totalSold: sold.body.totalSold,
      totalRevenue: revenue.body.totalRevenue,
      totalRefunds: revenue.body.totalRefunds,
      revenueToday: byDate.body.revenueByDate[today()],
      periods: activity.body.periods,
      loaded: liability.body.movement.loaded,
      platform: stats.body.platform,
    };
  }

  it('counts a reload in revenue and loaded, never as an order, a card sold or paid value sold; a refund of it comes off revenue; a rebuild agrees', async () => {
    // $50 at 10% off: $45 paid for the card, then $30 and $20 loaded on it.
    const card = (await createGiftCard(a.api, { giftCardName: 'Dinner for two', amount: '50', discount: '10', reloadable: 'true', expirationDate: NEXT_YEAR })).body.giftCard;
    const bought = await buyGiftCard(platform.url, { businessSlug: a.businessSlug, id: card._id }, {
      purchaseType: 'self',
      selfInfo: { name: 'Sam Buyer', email: `sam.${engine.toLowerCase()}@example.com`, phone: '(555) 123-4567' },
    });
    const first = await reload(bought.uniqueCode, 30);
    await reload(bought.uniqueCode, 20);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${bought.uniqueCode}/refund`, { reason: 'Loaded twice', reloadOrderId: first })).status).toBe(200);

    const before = await figures();
    expect(before).toEqual({
      totalSold: 1,
      totalRevenue: 45 + 30 + 20 - 30,
      totalRefunds: 30,
      revenueToday: 65,
      periods: [{ start: today(), orders: 1, cardsSold: 1, sales: 45, loaded: 50, redeemed: 0, cashedOut: 0, refunded: 30, paidOutside: 0 }],
      loaded: 50,
      platform: { businesses: 1, cardsSold: 1, byCurrency: [{ currency: 'USD', paidValueSold: 45, refunded: 30, totalRevenue: 65, paidOutside: 0, outstandingBalance: 70 }] },
    });

    await rebuildProjection(db(), platform.app.runtime.bus as SqlEventBus);
    expect(await figures()).toEqual(before);
  });
});
