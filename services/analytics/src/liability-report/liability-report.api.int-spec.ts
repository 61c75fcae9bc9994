import { randomUUID } from 'node:crypto';
import { applyEvents, newEvent } from '@gv/platform';
import { cardIssued } from '../../../../test/card-events';
import { createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../../test/api';
import { parseCsv } from '../../../../test/csv';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { buyGiftCard, redeemGiftCard } from '../../../../test/purchases';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';
import { projection } from '../db/schema';
import { DashboardProjection } from '../events/dashboard-projection';
import { NEXT_YEAR, startAnalyticsPlatform, type Admin } from '../test-support';



/**
 * The liability statement against hand-computed books: three $50 cards sold at 10% off ($45 paid, $5 bonus each), one
 * partly redeemed then adjusted up $5 and down $2 (bonus value), one partly refunded, one refunded in full (its bonus value forfeited), and a $30 card of 2020
 * ($25 paid, $5 bonus) dated 2020-01-31, sold under the default law: its bonus value written off by an EXPIRE row on
 * 2020-02-01, its paid value spendable five years from its day of issue (through 2025-01-02) and untouched since.
 */
describe.each(databaseEnvs)('the liability report (all-in-one on %s)', (engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let a: Admin;
  let b: Admin;
  let today: string;
  const db = () => platform.app.runtime.database.db;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startAnalyticsPlatform(database);
    [a, b] = await Promise.all([createSignedInAdmin(platform, 'Harbor Grill'), createSignedInAdmin(platform, 'Mountain Spa')]);
    const dinner = (await createGiftCard(a.api, { giftCardName: 'Dinner for two', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    const bought = [];
    for (let i = 1; i <= 3; i++) {
      const email = `books${i}.${engine.toLowerCase()}@example.com`;
      bought.push(await buyGiftCard(platform.url, { businessSlug: a.businessSlug, id: dinner._id }, { purchaseType: 'self', selfInfo: { name: `Books ${i}`, email, phone: '(555) 123-4567' } }));
    }
    await redeemGiftCard(a.api, platform.dataDir, bought[0].uniqueCode, 12); // $5 bonus, then $7 paid
    expect((await a.api.post(`/api/v1/admin/issued-cards/${bought[0].uniqueCode}/adjust`, { amount: 5, reason: 'Goodwill' })).status).toBe(200);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${bought[0].uniqueCode}/adjust`, { amount: -2, reason: 'Too much' })).status).toBe(200);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${bought[1].uniqueCode}/refund`, { amount: 20, reason: 'Part back' })).status).toBe(200);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${bought[2].uniqueCode}/refund`, { reason: 'All back' })).status).toBe(200);
    await eventually(() => embeddedPlatformIdle(db()), 60_000);
    // A card of 2020 and its bonus expiry: projected straight from their events (nothing else needs to hear of them).
    await db().transaction((tx) => applyEvents(tx, new DashboardProjection(projection).handlers(), cardOf2020(a.businessSlug)));
    // The business's today, in its time zone: the last of the dashboard's 30 days.
    today = (await a.api.get('/api/v1/admin/sales-data')).body.at(-1).date;
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  const liability = (admin: Admin, from: string, to: string) => admin.api.get(`/api/v1/admin/reports/liability?from=${from}&to=${to}`);

  it("states what is owed today, split into paid and bonus value, by card type, with today's movement reconciling to the cent", async () => {
    const answer = await liability(a, today, today);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      from: today,
      to: today,
      // Card 1: $38 paid and $3 bonus left; card 2: $25 paid and $5 bonus; card 3: nothing.
      outstanding: { paid: 63, bonus: 8, total: 71 },
      // 150 sold + 5 credited − 2 debited − 12 redeemed − (20 + 45) refunded − 5 forfeited = 71.
      movement: { opening: 0, sold: 150, issuedOutside: 0, loaded: 0, credited: 5, debited: 2, redeemed: 12, cashedOut: 0, refunded: 65, forfeited: 5, expired: 0, escheated: 0, closing: 71 },
      breakage: { paid: 25, bonus: 0, total: 25 },
      byCard: [{ giftCardId: expect.any(String), giftCardName: 'Dinner for two', paid: 63, bonus: 8, total: 71 }],
      testData: true,
      currency: 'USD',
    });
  });

  it("counts the 2020 card's bonus value as owed until the card's date, its paid value until the law's, then each as expired", async () => {
    const january = (await liability(a, '2020-01-01', '2020-01-31')).body;
    expect(january).toMatchObject({
      outstanding: { paid: 25, bonus: 5, total: 30 },
      movement: { opening: 0, sold: 30, issuedOutside: 0, loaded: 0, credited: 0, debited: 0, redeemed: 0, cashedOut: 0, refunded: 0, forfeited: 0, expired: 0, closing: 30 },
      breakage: { total: 0 },
    });
    // The bonus value went with its EXPIRE row; the paid value is still owed, whatever the card's date says.
    const february = (await liability(a, '2020-02-01', '2020-02-29')).body;
    expect(february).toMatchObject({
      outstanding: { paid: 25, bonus: 0, total: 25 },
      movement: { opening: 30, sold: 0, redeemed: 0, expired: 5, closing: 25 },
      breakage: { total: 0 },
      byCard: [{ giftCardName: 'Winter 2020', paid: 25, bonus: 0, total: 25 }],
    });
    // Five years from its day of issue (2020-01-02), through 2025-01-02: then it is breakage.
    const january2025 = (await liability(a, '2025-01-01', '2025-01-31')).body;
    expect(january2025).toMatchObject({ outstanding: { total: 0 }, movement: { opening: 25, sold: 0, expired: 25, closing: 0 }, breakage: { paid: 25, bonus: 0, total: 25 }, byCard: [] });
    expect((await liability(a, '2025-01-02', '2025-01-02')).body).toMatchObject({ outstanding: { paid: 25 }, breakage: { total: 0 } });
    const allTime = (await liability(a, '2020-01-01', today)).body;
    expect(allTime.movement).toEqual({ opening: 0, sold: 180, issuedOutside: 0, loaded: 0, credited: 5, debited: 2, redeemed: 12, cashedOut: 0, refunded: 65, forfeited: 5, expired: 30, escheated: 0, closing: 71 });
    for (const report of [january, february, january2025, allTime]) {
      const { opening, sold, issuedOutside, credited, debited, redeemed, cashedOut, refunded, forfeited, expired, closing } = report.movement;
      expect(Math.round((opening + sold + issuedOutside + credited - debited - redeemed - cashedOut - refunded - forfeited - expired) * 100)).toBe(Math.round(closing * 100));
      expect(closing).toBe(report.outstanding.total);
    }
  });

  it("keeps each business's books to itself", async () => {
    expect((await liability(b, '2020-01-01', today)).body).toMatchObject({
      outstanding: { paid: 0, bonus: 0, total: 0 },
      movement: { opening: 0, sold: 0, issuedOutside: 0, loaded: 0, credited: 0, debited: 0, redeemed: 0, cashedOut: 0, refunded: 0, forfeited: 0, expired: 0, closing: 0 },
      breakage: { total: 0 },
      byCard: [],
    });
  });

  it('refuses a range that is not two real days in order, or longer than 10 years, with 400', async () => {
    const invalid = { status: 400, body: { message: 'Enter a date range as YYYY-MM-DD, from on or before to.' } };
    expect(await liability(a, today, '2020-01-01')).toMatchObject(invalid);
    expect(await liability(a, '2026-02-30', today)).toMatchObject(invalid);
    expect(await a.api.get('/api/v1/admin/reports/liability')).toMatchObject(invalid);
    expect(await liability(a, '2000-01-01', today)).toMatchObject({ status: 400, body: { message: 'A report covers at most 10 years.' } });
  });

  it('tells sales, redemptions and refunds per day or month, the redemption rate, the days to a first redemption and the top cards', async () => {
    const daily = await a.api.get(`/api/v1/admin/reports/activity?from=${today}&to=${today}&interval=day`);
    expect(daily.status).toBe(200);
    expect(daily.body).toEqual({
      from: today,
      to: today,
      interval: 'day',
      // Paid $45 each; $20 and $45 refunded (the forfeited bonus value is no payment refunded).
      periods: [{ start: today, orders: 3, cardsSold: 3, sales: 135, loaded: 0, redeemed: 12, cashedOut: 0, refunded: 65, paidOutside: 0 }],
      // The books' redemptions: $12 redeemed; the $5 credit and the $2 debit are none (decision 0074).
      redemptionRate: 0.08,
      averageDaysToFirstRedemption: 0,
      topCards: [{ giftCardName: 'Dinner for two', cardsSold: 3, sales: 150 }],
      testData: true,
      currency: 'USD',
    });
    const monthly = (await a.api.get(`/api/v1/admin/reports/activity?from=2020-01-01&to=${today}&interval=month`)).body;
    // The 2020 card counts as a card sold (a card issued, decision 0074), though its events held no payment.
    expect(monthly.periods).toEqual([
      { start: '2020-01-01', orders: 0, cardsSold: 1, sales: 0, loaded: 0, redeemed: 0, cashedOut: 0, refunded: 0, paidOutside: 0 },
      { start: `${today.slice(0, 8)}01`, orders: 3, cardsSold: 3, sales: 135, loaded: 0, redeemed: 12, cashedOut: 0, refunded: 65, paidOutside: 0 },
    ]);
    expect(monthly.redemptionRate).toBe(Math.round((12 / 180) * 10_000) / 10_000);
    expect(monthly.topCards.map((card: { giftCardName: string }) => card.giftCardName)).toEqual(['Dinner for two', 'Winter 2020']);
    expect(await a.api.get(`/api/v1/admin/reports/activity?from=${today}&to=${today}&interval=year`)).toMatchObject({ status: 400, body: { message: 'Choose an interval: day, week or month.' } });
    expect((await b.api.get(`/api/v1/admin/reports/activity?from=2020-01-01&to=${today}`)).body).toMatchObject({ periods: [], redemptionRate: null, topCards: [] });
  });

  /** An export as the browser downloads it: its headers, and its text parsed back into rows (header first). */
  async function exported(admin: Admin, kind: string, from: string, to: string) {
    const answer = await admin.api.get<string>(`/api/v1/admin/reports/export/${kind}.csv?from=${from}&to=${to}`);
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return { status: answer.status, type: answer.headers.get('content-type'), disposition: answer.headers.get('content-disposition'), text, rows: parseCsv(text) };
  }
  const column = (rows: string[][], name: string) => rows.slice(1).map((row) => row[rows[0].indexOf(name)]);
  const cents = (amounts: string[]) => amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);

  it('exports the statement, the ledger and the orders as CSV that adds up to the report', async () => {
    const report = (await liability(a, '2020-01-01', today)).body;
    const statement = await exported(a, 'liability', '2020-01-01', today);
    expect(statement).toMatchObject({ status: 200, type: 'text/csv; charset=utf-8', disposition: `attachment; filename="liability-2020-01-01-${today}.csv"` });
    expect(statement.text.startsWith('Line,Paid value,Bonus value,Total\r\n')).toBe(true);
    // UTF-8 with its byte order mark, so spreadsheets read it as UTF-8 (fetch's text() drops the mark, so read the bytes).
    const cookie = [...a.api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const bytes = await (await fetch(`${platform.url}/api/v1/admin/reports/export/liability.csv?from=2020-01-01&to=${today}`, { headers: { cookie } })).arrayBuffer();
    expect([...new Uint8Array(bytes).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(statement.rows.find((row) => row[0] === 'Closing')).toEqual(['Closing', '63.00', '8.00', '71.00']);
    expect(statement.rows.find((row) => row[0] === 'Credited')).toEqual(['Credited', '', '', '5.00']);
    expect(statement.rows.find((row) => row[0] === 'Debited')).toEqual(['Debited', '', '', '2.00']);
    expect(statement.rows.find((row) => row[0] === 'Redeemed')).toEqual(['Redeemed', '', '', '12.00']);
    expect(statement.rows.find((row) => row[0] === 'Face value sold')).toEqual(['Face value sold', '', '', '180.00']);
    expect(statement.rows.find((row) => row[0] === 'Expired')).toEqual(['Expired', '', '', '30.00']);

    // Every move of the range: what was sold, less what was redeemed and refunded, is what is owed plus breakage.
    const ledger = await exported(a, 'ledger', '2020-01-01', today);
    expect(ledger.rows[0]).toEqual(['Date', 'Kind', 'Gift card', 'Card id', 'Buyer email', 'Paid value', 'Bonus value', 'Total']);
    expect(cents(column(ledger.rows, 'Total'))).toBe(Math.round((report.outstanding.total + report.breakage.total) * 100));
    // Each move under its figure's label (decision 0074).
    expect(column(ledger.rows, 'Kind').toSorted()).toEqual([
      'Credited',
      'Debited',
      'Expired',
      'Face value sold',
      'Face value sold',
      'Face value sold',
      'Face value sold',
      'Forfeited',
      'Redeemed',
      'Refunded',
      'Refunded',
    ]);
    expect(column(ledger.rows, 'Date')[0]).toBe('2020-01-01');

    const orders = await exported(a, 'orders', today, today);
    expect(column(orders.rows, 'Gift card')).toEqual(['Dinner for two', 'Dinner for two', 'Dinner for two']);
    expect(cents(column(orders.rows, 'Amount paid'))).toBe(13500);
    expect(cents(column(orders.rows, 'Balance'))).toBe(7100);
    expect(column(orders.rows, 'Purchased at').every((at) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(at))).toBe(true);
  });

  it('neutralises a buyer name a spreadsheet would run as a formula, and refuses an unknown export or a bad range', async () => {
    const spa = (await createGiftCard(b.api, { giftCardName: 'Spa day', amount: '80', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
    const evil = '=HYPERLINK("http://evil.example","Click")';
    await buyGiftCard(platform.url, { businessSlug: b.businessSlug, id: spa._id }, { purchaseType: 'self', selfInfo: { name: evil, email: `evil.${engine.toLowerCase()}@example.com`, phone: '(555) 123-4567' } });
    const orders = await eventually(async () => {
      const now = await exported(b, 'orders', today, today);
      return now.rows.length === 2 ? now : undefined;
    });
    expect(column(orders.rows, 'Buyer name')).toEqual([`'${evil}`]);

    expect(await exported(a, 'secrets', today, today)).toMatchObject({ status: 400 });
    expect(JSON.parse((await exported(a, 'secrets', today, today)).text)).toMatchObject({ message: 'Choose an export: orders, ledger, customers, liability or locations.' });
    expect(await exported(a, 'ledger', today, '2020-01-01')).toMatchObject({ status: 400 });
  });
});

/**
 * gift-card.issued of a $30 test card ($25 paid) bought on 2020-01-01, dated 2020-01-31, as events recorded before
 * cards kept their terms (so under the default law), and its EXPIRE row of 2020-02-01 for the $5 bonus.
 */
function cardOf2020(businessSlug: string) {
  const person = { name: 'Old Timer', email: 'old.timer@example.com' };
  const cardId = randomUUID();
  const issued = cardIssued(businessSlug, {
    cardId,
    giftCardName: 'Winter 2020',
    faceValueCents: 3000,
    paidValueCents: 2500,
    bonusValueCents: 500,
    priceCents: 2500,
    expirationDate: '2020-01-31',
    holder: person,
    issuedAt: '2020-01-01T18:00:00.000Z',
    testCard: true,
  });
  const bonusExpired = newEvent('gift-card.bonus-expired', {
    v: 1,
    cardId,
    ledgerId: 2_000_000_001,
    businessSlug,
    giftCardName: 'Winter 2020',
    holder: person,
    amountCents: -500,
    paidCents: 0,
    bonusCents: -500,
    balanceAfterCents: 2500,
    paidAfterCents: 2500,
    bonusAfterCents: 0,
    at: '2020-02-01T15:00:00.000Z',
    testCard: true,
  });
  return [issued, bonusExpired];
}
