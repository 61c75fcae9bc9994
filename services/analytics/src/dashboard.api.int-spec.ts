import { jest } from '@jest/globals';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { applyEvents, SqlEventBus, watchStatements } from '@gv/platform';
import { AnalyticsRpc, calendarDayIn, calendarDaysEnding, SNAPSHOT_TTL_MS, type AnyEventEnvelope } from '@gv/proto';
import { TEST_LOCATIONS } from '../../../test/square-test-values';
import { ApiClient, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { holdTheClock } from '../../../test/held-clock';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../test/databases';
import { buyGiftCard, redeemGiftCard } from '../../../test/purchases';
import { embeddedPlatformIdle } from '../../../test/wait-idle';
import { dashboardFigures } from './db/daily-repository';
import { giftCardOrdersSnapshot } from './db/gift-card-repository';
import { projection } from './db/schema';
import { DashboardProjection } from './events/dashboard-projection';
import { rebuildProjection } from './rebuild/rebuild-projection';
import { NEXT_YEAR, SUPER_ADMIN, startAnalyticsPlatform, type Admin } from './test-support';

/** A statement's text as runSql sends it (values as `$n`), as the statement watch sees it. */
const statementText = (statement: SQL) => new PgDialect().sqlToQuery(statement).sql;

/** Where the businesses registered here (Springfield, IL) count their days. */
const HOME_ZONE = 'America/Chicago';

/** Live with credentials the emulator confirms (SQUARE_API_URL): its sales are real ones, the figures that count everywhere. */
async function goLive(api: ApiClient, name: string) {
  const saved = await api.put('/api/v1/admin/settings', { squareApplicationId: `sq0idp-${name}`, squareLocationId: TEST_LOCATIONS.active, squareAccessToken: `EAAA-${name}-token` });
  expect(saved.status).toBe(200);
  expect((await api.post('/api/v1/admin/go-live')).status).toBe(200);
}

/**
 * What a rebuild or an edit in the database commits outside the consumer shows once the snapshots held in memory have
 * expired (decision 0058).
 */
const snapshotsExpired = () => new Promise((resolve) => setTimeout(resolve, SNAPSHOT_TTL_MS + 50));

/** Everything the dashboard page asks for on load, asked the same way: all at once. */
async function dashboard(api: ApiClient) {
  const [sold, revenue, redemption, sales, byDate, list] = await Promise.all(
    ['total-sold', 'total-revenue', 'total-redemption', 'sales-data', 'revenue-by-date', 'list'].map((call) => api.get(`/api/v1/admin/${call}`)),
  );
  for (const answer of [sold, revenue, redemption, sales, byDate, list]) expect(answer.status).toBe(200);
  return {
    giftCardCount: list.body.giftCardCount as number,
    totalSold: sold.body.totalSold as number,
    totalRevenue: revenue.body.totalRevenue as number,
    totalRefunds: revenue.body.totalRefunds as number,
    totalRedemption: redemption.body.totalRedemption as number,
    salesData: sales.body as { date: string; sales: number }[],
    revenueByDate: byDate.body.revenueByDate as Record<string, number>,
  };
}

type Dashboard = Awaited<ReturnType<typeof dashboard>>;

/** The dashboard once it shows what the test waits for (the projection catches up with the events). */
const dashboardShowing = (api: ApiClient, shows: (figures: Dashboard) => boolean) =>
  eventually(async () => {
    const figures = await dashboard(api);
    return shows(figures) ? figures : undefined;
  });

/** The dashboard of a business with no refunds whose sales all fell on `saleDay`: its totals, and its 30 days ending `lastDay`. */
function dashboardWithSalesOn(saleDay: string, lastDay: string, totals: Omit<Dashboard, 'totalRefunds' | 'salesData' | 'revenueByDate'>): Dashboard {
  const days = calendarDaysEnding(lastDay, 30);
  return {
    ...totals,
    totalRefunds: 0,
    salesData: days.map((date) => ({ date, sales: date === saleDay ? totals.totalSold : 0 })),
    revenueByDate: Object.fromEntries(days.map((date) => [date, date === saleDay ? totals.totalRevenue : 0])),
  };
}

describe.each(databaseEnvs)('dashboard and orders views from the analytics projections (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let a: Admin;
  let b: Admin;
  let dinner: { _id: string };
  let brunch: { _id: string };
  let spa: { _id: string };
  let giftCode: string;
  let firstCode: string;
  let expected: Dashboard;
  const today = () => calendarDayIn(new Date(), HOME_ZONE);
  const startedAt = Date.now();
  // Stored instants are UTC; the business's "today" is a calendar day in its zone, so they are checked as instants.
  const instantDuringThisRun = {
    asymmetricMatch: (value: unknown) => typeof value === 'string' && Date.parse(value) >= startedAt && Date.parse(value) <= Date.now(),
    toAsymmetricMatcher: () => 'an ISO instant during this run',
  };

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startAnalyticsPlatform(database);
    a = await createSignedInAdmin(platform, 'Harbor Grill');
    b = await createSignedInAdmin(platform, 'Mountain Spa');
    await goLive(a.api, 'harbor');
    await goLive(b.api, 'spa');
    dinner = (await createGiftCard(a.api, { giftCardName: 'Dinner for two', giftCardTag: 'Date Night', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    brunch = (await createGiftCard(a.api, { giftCardName: 'Weekend brunch', giftCardTag: 'Weekend Brunch', amount: '20', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
    spa = (await createGiftCard(b.api, { giftCardName: 'Spa day', amount: '80', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  it('shows a business without sales zero everywhere, its 30 days ascending and zero-filled, and its cards without buyers', async () => {
    const empty = await dashboard(a.api);
    expect(empty).toEqual(dashboardWithSalesOn(today(), today(), { giftCardCount: 2, totalSold: 0, totalRevenue: 0, totalRedemption: 0 }));
    expect(Object.keys(empty.revenueByDate)).toEqual(calendarDaysEnding(today(), 30));
    const cards = await eventually(async () => {
      const listed = (await a.api.get('/api/v1/admin/giftcards')).body.giftCards;
      return listed.length === 2 ? listed : undefined;
    });
    expect(cards).toEqual([
      { id: brunch._id, name: 'Weekend brunch', tag: 'Weekend Brunch', description: 'Tea for two.', image: expect.stringMatching(/^\/media\//), totalBuyers: 0 },
      { id: dinner._id, name: 'Dinner for two', tag: 'Date Night', description: 'Tea for two.', image: expect.stringMatching(/^\/media\//), totalBuyers: 0 },
    ]);
    expect((await a.api.get('/api/v1/admin/buyers')).body).toEqual({ buyers: [], total: 0, customers: 0, page: 1, totalPages: 0, hasMore: false, testData: false, currency: 'USD' });
  });

  it('counts real purchases and redemptions for their business only, today, in dollars', async () => {
    const slug = a.businessSlug;
    for (let n = 1; n <= 11; n++) {
      const label = String(n).padStart(2, '0');
      const bought = await buyGiftCard(platform.url, { businessSlug: slug, id: dinner._id }, {
        purchaseType: 'self',
        selfInfo: { name: `Buyer ${label}`, email: `buyer${label}@example.com`, phone: '(555) 123-4567' },
      });
      if (n === 1) firstCode = bought.uniqueCode;
    }
    giftCode = (
      await buyGiftCard(platform.url, { businessSlug: slug, id: brunch._id }, {
        purchaseType: 'gift',
        giftInfo: {
          recipientName: 'Rita Recipient',
          recipientEmail: 'rita@example.com',
          message: 'Enjoy!',
          senderName: 'Sam Sender',
          senderEmail: 'sam@example.com',
          senderPhone: '(555) 987-6543',
        },
      })
    ).uniqueCode;
    await buyGiftCard(platform.url, { businessSlug: b.businessSlug, id: spa._id }, {
      purchaseType: 'self',
      selfInfo: { name: 'Other Buyer', email: 'other@example.com', phone: '(555) 123-4567' },
    });
    await redeemGiftCard(a.api, platform.dataDir, giftCode, 12.5);
    await redeemGiftCard(a.api, platform.dataDir, firstCode, 5);

    // Cards sold come from redemption's events, revenue from orders': each outbox reaches the bus on its own.
    const figures = await dashboardShowing(a.api, (now) => now.totalSold === 12 && now.totalRevenue === 515 && now.totalRedemption === 17.5);
    // Revenue: 11 × $45 (50 at 10% off) + $20, what buyers paid, not the face values.
    expect(figures).toEqual(dashboardWithSalesOn(today(), today(), { giftCardCount: 2, totalSold: 12, totalRevenue: 515, totalRedemption: 17.5 }));
    expected = figures;

    const other = await dashboardShowing(b.api, (now) => now.totalSold === 1);
    expect(other).toMatchObject({ giftCardCount: 1, totalSold: 1, totalRevenue: 80, totalRedemption: 0 });
    // A business slug in the query never widens what an admin sees.
    expect((await a.api.get(`/api/v1/admin/total-sold?businessSlug=${b.businessSlug}`)).body).toEqual({ totalSold: 12, testData: false });
    expect((await b.api.get(`/api/v1/admin/total-revenue?businessSlug=${a.businessSlug}`)).body).toEqual({ totalRevenue: 80, totalRefunds: 0, paidOutside: 0, testData: false });
  });

  it('gives the super admin the platform: businesses, cards sold, revenue and the value left on issued cards', async () => {
    const root = new ApiClient(platform.url);
    root.bearer = (await root.post('/api/superadmin/login', SUPER_ADMIN)).body.token;
    const answer = (await root.get('/api/superadmin/stats')).body;
    // Face values 11 × $50 + $20 + $80, less $17.50 redeemed.
    expect(answer.platform).toEqual({
      businesses: 2,
      cardsSold: 13,
      byCurrency: [{ currency: 'USD', paidValueSold: 595, refunded: 0, totalRevenue: 595, paidOutside: 0, outstandingBalance: 632.5 }],
    });
    expect(answer.stats).toMatchObject({ total: expect.any(Number) });
    expect((await a.api.get('/api/superadmin/stats')).status).toBe(401);
  });

  it("lists each card's buyers with balance, history and code; another business's card is not found", async () => {
    const cards = (await a.api.get('/api/v1/admin/giftcards')).body.giftCards;
    expect(cards.map((card: any) => [card.name, card.totalBuyers])).toEqual([
      ['Weekend brunch', 1],
      ['Dinner for two', 11],
    ]);
    // Catalog counts the buyers from its own subscription to the same events.
    const catalog = await eventually(async () => {
      const listed = ((await a.api.get('/api/v1/admin/list')).body.giftCards as any[]).map((card) => [card.giftCardName, card.buyers]);
      return listed.some(([, buyers]) => buyers === 11) ? listed : undefined;
    });
    expect(catalog).toEqual([
      ['Weekend brunch', 1],
      ['Dinner for two', 11],
    ]);

    const gift = await a.api.get(`/api/v1/admin/giftcards/${brunch._id}/buyers`);
    expect(gift.status).toBe(200);
    expect(gift.body).toEqual({
      giftCard: expect.objectContaining({ id: brunch._id, name: 'Weekend brunch', totalBuyers: 1 }),
      buyers: [
        {
          id: expect.any(String),
          buyerName: 'Sam Sender',
          name: 'Sam Sender',
          email: 'sam@example.com',
          company: null,
          giftCardId: brunch._id,
          giftCardName: 'Weekend brunch',
          purchaseType: 'gift',
          purchaseDate: instantDuringThisRun,
          faceValue: 20,
          amountPaid: 20,
          orderId: expect.any(String),
          status: 'active',
          reloaded: false,
          remainingBalance: 7.5,
          usedAmount: 12.5,
          qrCode: { uniqueCode: giftCode },
          testCard: false,
          selfInfo: null,
          giftInfo: { recipientName: 'Rita Recipient', recipientEmail: 'rita@example.com' },
          redemptionHistory: [
            { redemptionId: expect.stringMatching(/^\d+$/), reversed: false, redeemedAmount: 12.5, remainingAmount: 7.5, redemptionDate: instantDuringThisRun },
          ],
        },
      ],
      total: 1,
      customers: 1,
      page: 1,
      totalPages: 1,
      hasMore: false,
      testData: false,
      currency: 'USD',
    });

    for (const foreign of [`/api/v1/admin/giftcards/${brunch._id}/buyers`, '/api/v1/admin/giftcards/not-a-card/buyers']) {
      const refused = await b.api.get(foreign);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ message: 'Gift card not found.' });
    }
    expect((await b.api.get('/api/v1/admin/giftcards')).body.giftCards.map((card: any) => card.id)).toEqual([spa._id]);
  });

  it('pages the customer view 10 at a time on the server and searches names and emails of buyers and recipients', async () => {
    const first = (await a.api.get('/api/v1/admin/buyers')).body;
    const second = (await a.api.get('/api/v1/admin/buyers?page=2')).body;
    expect([first.buyers.length, first.total, first.page, first.totalPages, first.hasMore]).toEqual([10, 12, 1, 2, true]);
    expect([second.buyers.length, second.page, second.hasMore]).toEqual([2, 2, false]);
    const ids = [...first.buyers, ...second.buyers].map((buyer: any) => buyer.id);
    expect(new Set(ids).size).toBe(12);
    const firstBuyer = [...first.buyers, ...second.buyers].find((buyer: any) => buyer.qrCode.uniqueCode === firstCode);
    expect(firstBuyer).toMatchObject({
      name: 'Buyer 01',
      selfInfo: { name: 'Buyer 01', email: 'buyer01@example.com' },
      giftInfo: null,
      faceValue: 50,
      amountPaid: 45,
      orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      remainingBalance: 45,
      usedAmount: 5,
      redemptionHistory: [{ redeemedAmount: 5, remainingAmount: 45 }],
    });

    const names = async (api: ApiClient, query: string) =>
      ((await api.get(`/api/v1/admin/buyers?${query}`)).body.buyers as { name: string }[]).map((buyer) => buyer.name).sort();
    expect(await names(a.api, 'search=rita')).toEqual(['Sam Sender']);
    expect(await names(a.api, 'search=BUYER03%40EXAMPLE')).toEqual(['Buyer 03']);
    expect(await names(a.api, 'search=Buyer%201')).toEqual(['Buyer 10', 'Buyer 11']);
    expect(await names(a.api, 'search=%25')).toEqual([]);
    expect(await names(a.api, `businessSlug=${b.businessSlug}&search=Other`)).toEqual([]);
    expect(await names(b.api, '')).toEqual(['Other Buyer']);
    expect(await names(b.api, 'search=rita')).toEqual([]);
    const cardBuyers = (await a.api.get(`/api/v1/admin/giftcards/${dinner._id}/buyers?page=2`)).body;
    expect([cardBuyers.buyers.length, cardBuyers.total, cardBuyers.page]).toEqual([1, 11, 2]);
  });

  it("follows the catalog: a renamed card shows its new name with its buyers, a deleted one without buyers leaves the list", async () => {
    const lunch = (await createGiftCard(a.api, { giftCardName: 'Lunch', expirationDate: NEXT_YEAR })).body.giftCard;
    await eventually(async () => (await a.api.get('/api/v1/admin/giftcards')).body.giftCards.some((card: any) => card.id === lunch._id));
    expect((await a.api.delete(`/api/v1/admin/remove/${lunch._id}`)).status).toBe(200);
    expect((await a.api.put(`/api/v1/admin/update/${brunch._id}`, { giftCardName: 'Sunday brunch' })).status).toBe(200);
    const names = await eventually(async () => {
      const listed = ((await a.api.get('/api/v1/admin/giftcards')).body.giftCards as { name: string; totalBuyers: number }[]).map((card) => [card.name, card.totalBuyers]);
      return listed.some(([name]) => name === 'Sunday brunch') && !listed.some(([name]) => name === 'Lunch') ? listed : undefined;
    });
    expect(names).toEqual([
      ['Sunday brunch', 1],
      ['Dinner for two', 11],
    ]);
    expect((await a.api.get('/api/v1/admin/giftcards?search=sunday')).body.giftCards).toHaveLength(1);
  });

  const busOf = () => platform.app.runtime.bus as SqlEventBus;
  const db = () => platform.app.runtime.database.db;

  async function everyEvent(): Promise<AnyEventEnvelope[]> {
    const events: AnyEventEnvelope[] = [];
    for await (const batch of busOf().replay(0)) events.push(...batch.map((held) => held.event));
    return events;
  }

  it('leaves every figure unchanged when every event is delivered again, through the inbox or straight to the projection', async () => {
    const events = await everyEvent();
    expect(events.filter((event) => event.type === 'payment.completed')).toHaveLength(13);
    const analytics = platform.app.services.analytics;
    const redelivered = await Promise.all(events.map((event) => analytics.consumer.handle('analytics', analytics.handlers, event)));
    expect(redelivered.every((handled) => handled === false)).toBe(true);

    const handlers = new DashboardProjection(projection).handlers();
    await db().transaction((tx) => applyEvents(tx, handlers, events));
    expect(await dashboard(a.api)).toEqual(expected);
    expect((await a.api.get('/api/v1/admin/buyers')).body.total).toBe(12);
  });

  it('rebuilds the same figures from the event log after a projection went wrong, while purchases go on', async () => {
    await db().execute(sql`update analytics.daily set cards_sold = cards_sold + 100, revenue_cents = 0`);
    await db().execute(sql`delete from analytics.buyers`);
    await snapshotsExpired();
    expect((await dashboard(a.api)).totalSold).toBe(112);

    const [report, late] = await Promise.all([
      rebuildProjection(db(), busOf()),
      buyGiftCard(platform.url, { businessSlug: a.businessSlug, id: brunch._id }, {
        purchaseType: 'self',
        selfInfo: { name: 'Late Buyer', email: 'late@example.com', phone: '(555) 123-4567' },
      }),
    ]);
    expect(report.partial).toBe(false);
    expect(report.events).toBeGreaterThan(13);
    expect(late.uniqueCode).toMatch(/^[0-9A-Z]{26}$/);
    const rebuilt = await dashboardShowing(a.api, (now) => now.totalSold === 13 && now.totalRevenue === 535);
    expect(rebuilt).toEqual(dashboardWithSalesOn(today(), today(), { giftCardCount: 2, totalSold: 13, totalRevenue: 535, totalRedemption: 17.5 }));
    await eventually(async () => (await a.api.get('/api/v1/admin/buyers')).body.total === 13);
    const gift = (await a.api.get('/api/v1/admin/buyers?search=rita')).body.buyers[0];
    expect(gift).toMatchObject({ remainingBalance: 7.5, usedAmount: 12.5, qrCode: { uniqueCode: giftCode } });
    expect((await dashboard(b.api)).totalRevenue).toBe(80);
    const root = new ApiClient(platform.url);
    root.bearer = (await root.post('/api/superadmin/login', SUPER_ADMIN)).body.token;
    expect((await root.get('/api/superadmin/stats')).body.platform).toEqual({
      businesses: 2,
      cardsSold: 14,
      byCurrency: [{ currency: 'USD', paidValueSold: 615, refunded: 0, totalRevenue: 615, paidOutside: 0, outstandingBalance: 652.5 }],
    });
  });

  it("counts a business's days in its time zone, its 30 days ending with today there; after a change of zone, a rebuild moves counted days into the new one", async () => {
    // A zone whose date differs from Chicago's now: Pago Pago (5 or 6 hours behind) is a day behind before 05:00 there, Kiritimati (19 or 20 ahead) a day ahead from then.
    const chicagoHour = Number(new Intl.DateTimeFormat('en-US', { timeZone: HOME_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
    const zone = chicagoHour < 5 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const todayThere = () => calendarDayIn(new Date(), zone);
    expect(todayThere()).not.toBe(today());
    const island = await createSignedInAdmin(platform, 'Island Cafe');
    expect((await island.api.put('/api/v1/admin/settings', { timeZone: zone })).status).toBe(200);
    await eventually(async () => (await dashboard(island.api)).salesData.at(-1)!.date === todayThere());

    const lunch = (await createGiftCard(island.api, { giftCardName: 'Island lunch', amount: '30', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
    const { uniqueCode } = await buyGiftCard(platform.url, { businessSlug: island.businessSlug, id: lunch._id }, {
      purchaseType: 'self',
      selfInfo: { name: 'Isla Buyer', email: 'isla@example.com', phone: '(555) 123-4567' },
    });
    await redeemGiftCard(island.api, platform.dataDir, uniqueCode, 10);
    const figures = await dashboardShowing(island.api, (now) => now.totalSold === 1 && now.totalRedemption === 10);
    expect(figures).toEqual(dashboardWithSalesOn(todayThere(), todayThere(), { giftCardCount: 1, totalSold: 1, totalRevenue: 30, totalRedemption: 10 }));

    // Back to Chicago: the 30 days end with Chicago's today at once, and the sale keeps the day it was counted on until a rebuild.
    expect((await island.api.put('/api/v1/admin/settings', { timeZone: HOME_ZONE })).status).toBe(200);
    const inChicago = await dashboardShowing(island.api, (now) => now.salesData.at(-1)!.date === today());
    expect([inChicago.totalSold, inChicago.salesData.at(-1)!.sales]).toEqual([1, 0]);
    await rebuildProjection(db(), busOf());
    await snapshotsExpired();
    const rebuilt = await dashboard(island.api);
    expect(rebuilt).toMatchObject({ totalSold: 1, totalRevenue: 30, totalRedemption: 10 });
    expect(rebuilt.salesData).toEqual(calendarDaysEnding(today(), 30).map((date) => ({ date, sales: date === today() ? 1 : 0 })));
    expect(rebuilt.revenueByDate[today()]).toBe(30);
  });

  it('refuses to rebuild once the oldest events have left the log (retention), unless asked to rebuild from what is left', async () => {
    await db().execute(sql`update bus.events set published_at = now() - interval '30 days' where seq <= 3`);
    expect(await busOf().prune(new Date(Date.now() - 7 * 24 * 3_600_000))).toBe(3);
    await expect(rebuildProjection(db(), busOf())).rejects.toThrow(/no longer holds its first 3 events/);
    expect((await dashboard(a.api)).totalSold).toBe(13);
    const report = await rebuildProjection(db(), busOf(), { allowPartial: true });
    expect(report.partial).toBe(true);
  });

  let bakery: Admin;
  /** Reads of a snapshot (a dashboard's, or else the orders page's) from the database while `work` runs. */
  async function snapshotReads(work: () => Promise<unknown>, statement = statementText(dashboardFigures('', ''))): Promise<number> {
    let reads = 0;
    const stop = watchStatements((text) => {
      if (text === statement) reads++;
    });
    try {
      await work();
    } finally {
      stop();
    }
    return reads;
  }

  it('reads the projection once for 20 dashboards loading at once for a business without a snapshot, each answer the same', async () => {
    bakery = await createSignedInAdmin(platform, 'Corner Bakery');
    await goLive(bakery.api, 'bakery');
    await eventually(() => embeddedPlatformIdle(db()), 60_000);
    const scope = { businessSlug: bakery.businessSlug };
    const { rpc } = platform.app.runtime;
    // Each load asks as the gateway would without sharing calls: the totals for three figures, the days for two charts.
    const load = () => Promise.all([rpc.call(AnalyticsRpc.totals, scope), rpc.call(AnalyticsRpc.totals, scope), rpc.call(AnalyticsRpc.totals, scope), rpc.call(AnalyticsRpc.daily, scope), rpc.call(AnalyticsRpc.daily, scope)]);
    let loads: Awaited<ReturnType<typeof load>>[] = [];
    expect(await snapshotReads(async () => (loads = await Promise.all(Array.from({ length: 20 }, load))))).toBe(1);
    const zero = { cardsSold: 0, revenueCents: 0, refundedCents: 0, redeemedCents: 0, cashedOutCents: 0, paidOutsideCents: 0 };
    const days = calendarDaysEnding(today(), 30).map((date) => ({ date, ...zero }));
    const answer = { testData: false, currency: 'USD' };
    for (const answers of loads) expect(answers).toEqual([...Array(3).fill({ ...zero, ...answer }), { days, ...answer }, { days, ...answer }]);
  });

  it('shows a purchase on the next read of the dashboard and the orders summary once the consumer committed it, the snapshots read before not yet expired', async () => {
    const card = (await createGiftCard(bakery.api, { giftCardName: 'Croissants', amount: '25', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
    await eventually(() => embeddedPlatformIdle(db()), 60_000);
    // The clock stands still from here: a snapshot kept now cannot expire; only the consumer's commit can replace it.
    holdTheClock();
    try {
      const before = await dashboard(bakery.api);
      expect(before).toMatchObject({ giftCardCount: 1, totalSold: 0, totalRevenue: 0 });
      expect(await snapshotReads(async () => expect(await dashboard(bakery.api)).toEqual(before))).toBe(0);
      const summary = async () => (await bakery.api.get('/api/v1/admin/giftcards')).body;
      const listed = await summary();
      expect(listed).toEqual({ giftCards: [expect.objectContaining({ id: card._id, name: 'Croissants', totalBuyers: 0 })], testData: false });
      expect(await snapshotReads(async () => expect(await summary()).toEqual(listed), statementText(giftCardOrdersSnapshot('')))).toBe(0);

      await buyGiftCard(platform.url, { businessSlug: bakery.businessSlug, id: card._id }, {
        purchaseType: 'self',
        selfInfo: { name: 'Bea Baker', email: 'bea@example.com', phone: '(555) 123-4567' },
      });
      await eventually(() => embeddedPlatformIdle(db()));
      let after = before;
      expect(await snapshotReads(async () => (after = await dashboard(bakery.api)))).toBe(1);
      expect(after).toEqual({
        ...before,
        totalSold: 1,
        totalRevenue: 25,
        salesData: before.salesData.map((day) => (day.date === today() ? { ...day, sales: 1 } : day)),
        revenueByDate: { ...before.revenueByDate, [today()]: 25 },
      });
      expect(await summary()).toEqual({ giftCards: [{ ...listed.giftCards[0], totalBuyers: 1 }], testData: false });
      // The test activity, asked for with the switch, is another answer from the same snapshot.
      expect(await snapshotReads(async () => expect((await bakery.api.get('/api/v1/admin/giftcards?testData=true')).body.giftCards[0].totalBuyers).toBe(0), statementText(giftCardOrdersSnapshot('')))).toBe(0);
      expect(await snapshotReads(async () => expect((await bakery.api.get('/api/v1/admin/total-sold?testData=true')).body).toEqual({ totalSold: 0, testData: true }))).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
