import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SquareClient } from 'square';
import { applyEvents, AwaitingEarlierEvent, newEvent, selectRows, type SqlEventBus } from '@gv/platform';
import { calendarDayIn, type AnyEventEnvelope } from '@gv/proto';
import { TEST_LOCATIONS } from '../../../test/square-test-values';
import { ApiClient, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../test/databases';
import { buyGiftCard, redeemGiftCard } from '../../../test/purchases';
import { embeddedPlatformIdle } from '../../../test/wait-idle';
import { projection, projectionTables } from './db/schema';
import { DashboardProjection } from './events/dashboard-projection';
import { createTableSet, rebuildProjection } from './rebuild/rebuild-projection';
import { NEXT_YEAR, SUPER_ADMIN, startAnalyticsPlatform, type Admin } from './test-support';

const HOME_ZONE = 'America/Chicago';
const ACCESS_TOKEN = 'EAAA-harbor-token';


/**
 * What admins do to sold cards after the sale (refunds, Square refusing one, voids, disputes, adjustments and
 * reversals), as the dashboard and the orders views count and show it: Total Revenue net of refunds with the
 * refunds beside it, each card's status and balance, and its reversed redemptions marked.
 */
describe.each(databaseEnvs)('refunds and card changes in the dashboard and orders views (all-in-one on %s)', (engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  /** Harbor Grill, live: its sales are real ones. */
  let a: Admin;
  /** Test Kitchen, in test mode: its cards are test cards. */
  let t: Admin;
  let dinner: { _id: string };
  let tea: { _id: string };
  let buyers = 0;
  const today = () => calendarDayIn(new Date(), HOME_ZONE);
  const db = () => platform.app.runtime.database.db;
  const bus = () => platform.app.runtime.bus as SqlEventBus;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startAnalyticsPlatform(database);
    [a, t] = await Promise.all([createSignedInAdmin(platform, 'Harbor Grill'), createSignedInAdmin(platform, 'Test Kitchen')]);
    expect((await a.api.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-harbor', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: ACCESS_TOKEN })).status).toBe(200);
    expect((await a.api.post('/api/v1/admin/go-live')).status).toBe(200);
    // $50 at 10% off: $45 paid value and $5 bonus value.
    dinner = (await createGiftCard(a.api, { giftCardName: 'Dinner for two', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    tea = (await createGiftCard(t.api, { giftCardName: 'Afternoon tea', amount: '20', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  /** A card of `card` bought by a buyer of their own (their email finds them in the orders views). */
  async function sold(admin: Admin, card: { _id: string }) {
    const email = `buyer${++buyers}.${engine.toLowerCase()}@example.com`;
    const bought = await buyGiftCard(platform.url, { businessSlug: admin.businessSlug, id: card._id }, {
      purchaseType: 'self',
      selfInfo: { name: `Buyer ${buyers}`, email, phone: '(555) 123-4567' },
    });
    return { code: bought.uniqueCode, orderId: bought.orderId, email };
  }

  const act = (admin: Admin, code: string, action: string, body: Record<string, unknown> = {}) =>
    admin.api.post(`/api/v1/admin/issued-cards/${code}/${action}`, { reason: 'Asked by the owner', ...body });
  /** The card as the customer view shows it. */
  const buyerOf = async (admin: Admin, email: string) => (await admin.api.get(`/api/v1/admin/buyers?search=${encodeURIComponent(email)}`)).body.buyers[0];
  /** The customer view's card once `check` holds for it. */
  const buyerOnce = (admin: Admin, email: string, check: (buyer: any) => boolean) =>
    eventually(async () => {
      const buyer = await buyerOf(admin, email);
      return buyer && check(buyer) ? buyer : undefined;
    });
  const revenue = async (api: ApiClient, query = '') => (await api.get(`/api/v1/admin/total-revenue${query}`)).body;
  const revenueOnce = (api: ApiClient, expected: { totalRevenue: number; totalRefunds: number }) =>
    eventually(async () => {
      const now = await revenue(api);
      return now.totalRevenue === expected.totalRevenue && now.totalRefunds === expected.totalRefunds ? now : undefined;
    });
  const settled = () => eventually(() => embeddedPlatformIdle(db()), 15_000);
  const paymentOf = async (orderId: string) =>
    (await selectRows<{ id: string }>(db(), sql`select square_payment_id as id from orders.orders where id = ${orderId}`))[0].id;

  /** Everything the dashboard and the customer view answer the admin, to compare before and after. */
  async function everything(admin: Admin) {
    const calls = ['total-sold', 'total-revenue', 'total-redemption', 'sales-data', 'revenue-by-date', 'buyers', 'buyers?page=2', `reports/liability?from=2020-01-01&to=${today()}`];
    return Object.fromEntries(await Promise.all(calls.map(async (call) => [call, (await admin.api.get(`/api/v1/admin/${call}`)).body])));
  }

  let refunded: { code: string; email: string };
  let partly: { code: string; email: string };

  it("counts refunds on their day: Total Revenue is net of them, Refunds beside it; a full refund leaves the card refunded, a partial one active with the rest", async () => {
    refunded = await sold(a, dinner);
    partly = await sold(a, dinner);
    await sold(a, dinner);
    await revenueOnce(a.api, { totalRevenue: 135, totalRefunds: 0 });
    await redeemGiftCard(a.api, platform.dataDir, refunded.code, 8); // The $5 bonus value, then $3 paid value.
    expect(await act(a, refunded.code, 'refund')).toMatchObject({ status: 200, body: { refundedAmount: 42, remainingBalance: 0, status: 'refunded' } });
    expect(await act(a, partly.code, 'refund', { amount: 10 })).toMatchObject({ status: 200, body: { refundedAmount: 10, remainingBalance: 40, status: 'active' } });

    // 3 × $45 paid, $52 refunded.
    expect(await revenueOnce(a.api, { totalRevenue: 83, totalRefunds: 52 })).toEqual({ totalRevenue: 83, totalRefunds: 52, paidOutside: 0, testData: false });
    expect((await a.api.get('/api/v1/admin/revenue-by-date')).body.revenueByDate[today()]).toBe(83);
    expect((await a.api.get('/api/v1/admin/sales-data')).body.at(-1)).toEqual({ date: today(), sales: 3 });
    expect((await a.api.get('/api/v1/admin/total-redemption')).body.totalRedemption).toBe(8);

    expect(await buyerOnce(a, refunded.email, (buyer) => buyer.status === 'refunded')).toMatchObject({
      status: 'refunded',
      remainingBalance: 0,
      usedAmount: 8,
      redemptionHistory: [{ redeemedAmount: 8, remainingAmount: 42, reversed: false }],
    });
    expect(await buyerOnce(a, partly.email, (buyer) => buyer.remainingBalance === 40)).toMatchObject({ status: 'active', remainingBalance: 40, usedAmount: 0 });
  });

  it('takes a refund Square refused back out: the refunds and revenue are as before and the value is back on the card', async () => {
    const card = await sold(a, dinner);
    await revenueOnce(a.api, { totalRevenue: 128, totalRefunds: 52 });
    // The owner refunded $40 in Square's own dashboard: Square refuses more than the $5 left of the payment.
    const square = new SquareClient({ token: ACCESS_TOKEN, baseUrl: platform.app.squareEmulator!.url });
    await square.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: await paymentOf(card.orderId), amountMoney: { amount: 4000n, currency: 'USD' } });
    expect(await act(a, card.code, 'refund')).toMatchObject({ status: 409, body: { code: 'REFUND.REJECTED' } });

    // Both the refund (redemption) and Square's refusal (orders) have been projected.
    await settled();
    const [row] = await selectRows<{ amount_cents: number; failed: boolean }>(
      db(),
      sql`select r.amount_cents, r.failed from analytics.refunds r join analytics.buyers b on b.card_id = r.card_id
          where b.order_id = ${card.orderId}`,
    );
    expect(row).toEqual({ amount_cents: 4500, failed: true });
    expect(await revenue(a.api)).toEqual({ totalRevenue: 128, totalRefunds: 52, paidOutside: 0, testData: false });
    expect((await a.api.get('/api/v1/admin/revenue-by-date')).body.revenueByDate[today()]).toBe(128);
    expect(await buyerOf(a, card.email)).toMatchObject({ status: 'active', remainingBalance: 50, usedAmount: 0 });

    // Orders' refusal heard before redemption's refund (two services' events): the refund never counts, the card keeps its value.
    const analytics = platform.app.services.analytics;
    const handle = (event: AnyEventEnvelope) => analytics.consumer.handle('analytics', analytics.handlers, event);
    const [{ card_id: cardId }] = await selectRows<{ card_id: string }>(db(), sql`select card_id from analytics.buyers where order_id = ${card.orderId}`);
    const refund = { refundId: randomUUID(), orderId: card.orderId, cardId, businessSlug: a.businessSlug, amountCents: 4500 };
    expect(await handle(newEvent('refund.failed', { v: 1, ...refund, code: 'REFUND_AMOUNT_INVALID', message: 'Too much' }))).toBe(true);
    const late = newEvent('gift-card.refunded', {
      v: 1,
      ...refund,
      paymentId: await paymentOf(card.orderId),
      reason: 'Asked by the owner',
      adminId: randomUUID(),
      refundedAt: new Date().toISOString(),
      testCard: false,
    });
    expect(await handle(late)).toBe(true);
    expect(await handle(late)).toBe(false);
    expect(await revenue(a.api)).toEqual({ totalRevenue: 128, totalRefunds: 52, paidOutside: 0, testData: false });
    expect(await buyerOf(a, card.email)).toMatchObject({ status: 'active', remainingBalance: 50 });
  });

  it('shows a voided card until it is reactivated, a disputed one on hold until the dispute is won, and a lost dispute as refunded with nothing left', async () => {
    const voided = await sold(a, dinner);
    const won = await sold(a, dinner);
    const lost = await sold(a, dinner);
    await revenueOnce(a.api, { totalRevenue: 263, totalRefunds: 52 });

    expect(await act(a, voided.code, 'void')).toMatchObject({ status: 200, body: { status: 'void' } });
    expect(await buyerOnce(a, voided.email, (buyer) => buyer.status === 'void')).toMatchObject({ status: 'void', remainingBalance: 50 });
    expect(await act(a, voided.code, 'reactivate')).toMatchObject({ status: 200, body: { status: 'active' } });
    await buyerOnce(a, voided.email, (buyer) => buyer.status === 'active');

    // Square's dispute webhooks, as orders reports them.
    const dispute = async (card: { orderId: string }) => {
      const facts = { disputeId: randomUUID().slice(0, 21), orderId: card.orderId, paymentId: await paymentOf(card.orderId), businessSlug: a.businessSlug };
      const at = () => new Date().toISOString();
      return {
        open: () => bus().publish([newEvent('payment.disputed', { v: 1, ...facts, amountCents: 4500, reason: 'NO_KNOWLEDGE', state: 'EVIDENCE_REQUIRED', at: at() })]),
        resolve: (outcome: 'won' | 'lost') =>
          bus().publish([newEvent('payment.dispute-resolved', { v: 1, ...facts, outcome, state: outcome === 'won' ? 'WON' : 'LOST', at: at() })]),
      };
    };
    const winning = await dispute(won);
    const losing = await dispute(lost);
    await winning.open();
    await losing.open();
    expect(await buyerOnce(a, won.email, (buyer) => buyer.status === 'on_hold')).toMatchObject({ status: 'on_hold', remainingBalance: 50 });
    await buyerOnce(a, lost.email, (buyer) => buyer.status === 'on_hold');
    await winning.resolve('won');
    await losing.resolve('lost');
    expect(await buyerOnce(a, won.email, (buyer) => buyer.status === 'active')).toMatchObject({ status: 'active', remainingBalance: 50 });
    await settled();
    expect(await buyerOf(a, lost.email)).toMatchObject({ status: 'refunded', remainingBalance: 0, usedAmount: 0 });
    const scanned = (await a.api.get(`/api/v1/admin/scan-giftcard/${lost.code}`)).body;
    expect(scanned).toMatchObject({ giftCard: { status: 'refunded' }, buyers: [{ remainingBalance: 0 }] });
    // A chargeback is not a refund the business made: the figures keep it as sold.
    expect(await revenue(a.api)).toEqual({ totalRevenue: 263, totalRefunds: 52, paidOutside: 0, testData: false });
  });

  it('follows adjustments and reversals: the balance moves, a reversed redemption is marked and no longer counts as used or redeemed', async () => {
    const card = await sold(a, dinner);
    const redeemedBefore = (await a.api.get('/api/v1/admin/total-redemption')).body.totalRedemption as number;
    await redeemGiftCard(a.api, platform.dataDir, card.code, 10);
    await redeemGiftCard(a.api, platform.dataDir, card.code, 5);
    await buyerOnce(a, card.email, (buyer) => buyer.redemptionHistory.length === 2);
    const history = (await a.api.get(`/api/v1/admin/scan-giftcard/${card.code}`)).body.buyers[0].redemptionHistory as { redemptionId: string; redeemedAmount: number }[];
    const first = history.find((entry) => entry.redeemedAmount === 10)!;

    expect(await act(a, card.code, 'reverse-redemption', { redemptionId: first.redemptionId })).toMatchObject({ status: 200, body: { remainingBalance: 45 } });
    const reversed = await buyerOnce(a, card.email, (buyer) => buyer.remainingBalance === 45);
    expect(reversed).toMatchObject({ status: 'active', remainingBalance: 45, usedAmount: 5 });
    expect(reversed.redemptionHistory).toEqual([
      { redemptionId: first.redemptionId, reversed: true, redeemedAmount: 10, remainingAmount: 40, redemptionDate: expect.any(String) },
      { redemptionId: expect.stringMatching(/^\d+$/), reversed: false, redeemedAmount: 5, remainingAmount: 35, redemptionDate: expect.any(String) },
    ]);
    await eventually(async () => (await a.api.get('/api/v1/admin/total-redemption')).body.totalRedemption === redeemedBefore + 5);

    expect(await act(a, card.code, 'adjust', { amount: 2.5 })).toMatchObject({ status: 200, body: { remainingBalance: 47.5 } });
    await buyerOnce(a, card.email, (buyer) => buyer.remainingBalance === 47.5);
    expect(await act(a, card.code, 'adjust', { amount: -7.5 })).toMatchObject({ status: 200, body: { remainingBalance: 40 } });
    expect(await buyerOnce(a, card.email, (buyer) => buyer.remainingBalance === 40)).toMatchObject({ status: 'active', usedAmount: 5 });
    // The refund that follows takes the paid value the adjustments left (bonus value is spent first, and never paid out).
    expect(await act(a, card.code, 'refund')).toMatchObject({ status: 200, body: { remainingBalance: 0, status: 'refunded' } });
    expect(await buyerOnce(a, card.email, (buyer) => buyer.status === 'refunded')).toMatchObject({ remainingBalance: 0 });
  });

  it("counts a test card's refund in its business's test data only", async () => {
    const card = await sold(t, tea);
    await eventually(async () => (await revenue(t.api)).totalRevenue === 20);
    expect(await act(t, card.code, 'refund')).toMatchObject({ status: 200, body: { refundedAmount: 20, status: 'refunded' } });
    expect(await eventually(async () => ((await revenue(t.api)).totalRefunds === 20 ? revenue(t.api) : undefined))).toEqual({
      totalRevenue: 0,
      totalRefunds: 20,
      paidOutside: 0,
      testData: true,
    });
    expect(await buyerOnce(t, card.email, (buyer) => buyer.status === 'refunded')).toMatchObject({ testCard: true, remainingBalance: 0 });
    const root = new ApiClient(platform.url);
    root.bearer = (await root.post('/api/superadmin/login', SUPER_ADMIN)).body.token;
    const live = await revenue(a.api);
    expect((await root.get('/api/superadmin/stats')).body.platform.byCurrency).toMatchObject([{ currency: 'USD', totalRevenue: live.totalRevenue }]);

    // Deleting the test activity takes the refund with it.
    expect((await t.api.delete('/api/v1/admin/test-data')).status).toBe(200);
    await eventually(async () => (await revenue(t.api)).totalRefunds === 0);
    expect(await revenue(t.api)).toEqual({ totalRevenue: 0, totalRefunds: 0, paidOutside: 0, testData: true });
  });

  it('changes nothing when every event is delivered again, through the inbox or straight to the projection, and a rebuild gives the same', async () => {
    await settled();
    const before = await everything(a);
    expect(before['total-revenue']).toMatchObject({ totalRefunds: expect.any(Number) });
    // The books see every change too, and reconcile: what was sold and credited, less what was redeemed and refunded, is owed.
    const books = before[`reports/liability?from=2020-01-01&to=${today()}`];
    expect(books.movement).toMatchObject({ opening: 0, credited: 2.5, expired: 0, closing: books.outstanding.total });
    const { sold, issuedOutside, credited, debited, redeemed, cashedOut, refunded, forfeited } = books.movement;
    expect(Math.round((sold + issuedOutside + credited - debited - redeemed - cashedOut - refunded - forfeited) * 100)).toBe(Math.round(books.movement.closing * 100));
    expect(books.movement.refunded).toBeGreaterThan(0);
    const events: AnyEventEnvelope[] = [];
    for await (const batch of bus().replay(0)) events.push(...batch.map((held) => held.event));
    const types = new Set(events.map((event) => event.type));
    for (const type of ['gift-card.refunded', 'refund.failed', 'gift-card.voided', 'gift-card.reactivated', 'gift-card.disputed', 'gift-card.adjusted'] as const) {
      expect([type, types.has(type)]).toEqual([type, true]);
    }

    const analytics = platform.app.services.analytics;
    const redelivered = await Promise.all(events.map((event) => analytics.consumer.handle('analytics', analytics.handlers, event)));
    expect(redelivered.every((handled) => handled === false)).toBe(true);
    const handlers = new DashboardProjection(projection).handlers();
    await db().transaction((tx) => applyEvents(tx, handlers, events));
    expect(await everything(a)).toEqual(before);

    await rebuildProjection(db(), bus());
    expect(await everything(a)).toEqual(before);
  });

  it("sets a card's balances from its latest ledger row when one batch brings its rows newest first", async () => {
    const card = await sold(a, dinner);
    for (const amount of [10, 5, 7]) await redeemGiftCard(a.api, platform.dataDir, card.code, amount);
    await settled();
    const events: AnyEventEnvelope[] = [];
    for await (const batch of bus().replay(0)) events.push(...batch.map((held) => held.event));
    const cardId = events.find((event) => event.type === 'gift-card.issued' && event.payload.orderId === card.orderId)!.payload.cardId;
    const ofCard = events.filter((event) => 'cardId' in event.payload && event.payload.cardId === cardId);
    const redemptions = ofCard.filter((event) => event.type === 'gift-card.redeemed');
    expect(redemptions).toHaveLength(3);
    await createTableSet(db(), 'newest_first_');
    const newestFirst = projectionTables('newest_first_');
    await db().transaction((tx) => applyEvents(tx, new DashboardProjection(newestFirst).handlers(), [...ofCard.filter((event) => event.type !== 'gift-card.redeemed'), ...redemptions.reverse()]));
    const balances = sql`select balance_cents, paid_cents, bonus_cents from ${newestFirst.buyers} where card_id = ${cardId}`;
    // $50 at 10% off, $22 redeemed: the $5 bonus value first, then $17 of the $45 paid.
    expect(await selectRows(db(), balances)).toEqual([{ balance_cents: 2800, paid_cents: 2800, bonus_cents: 0 }]);
  });

  it('keeps a change heard before its card until the card comes, as consumers of each event type may deliver them', async () => {
    await settled();
    const events: AnyEventEnvelope[] = [];
    for await (const batch of bus().replay(0)) events.push(...batch.map((held) => held.event));
    await createTableSet(db(), 'arrival_');
    const arrival = projectionTables('arrival_');
    const handlers = new DashboardProjection(arrival, { awaitIssues: true }).handlers();
    // Every card's issue arrives last; a change the projection cannot place yet waits and comes again.
    const waiting = [...events.filter((event) => event.type !== 'gift-card.issued'), ...events.filter((event) => event.type === 'gift-card.issued')];
    let awaited = 0;
    for (let turns = 0; waiting.length > 0 && turns < events.length * 3; turns++) {
      const event = waiting.shift()!;
      await db()
        .transaction((tx) => applyEvents(tx, handlers, [event]))
        .catch((error: unknown) => {
          expect(error).toBeInstanceOf(AwaitingEarlierEvent);
          awaited++;
          waiting.push(event);
        });
    }
    expect({ waiting: waiting.length, awaited: awaited > 0 }).toEqual({ waiting: 0, awaited: true });
    const cards = (tables: ReturnType<typeof projectionTables>) =>
      selectRows<{ card_id: string }>(
        db(),
        sql`select card_id, status, balance_cents, paid_cents, bonus_cents, recipient_email from ${tables.buyers} where business_slug = ${a.businessSlug} order by card_id`,
      );
    expect(await cards(arrival)).toEqual(await cards(projection));
  });
});
