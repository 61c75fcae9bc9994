import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_JOURNAL_ACCOUNTS } from '@gv/proto';
import { createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { businessMonth } from '../../../../test/business-today';
import { parseCsv } from '../../../../test/csv';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { countMoves, insertMoves } from '../db/ledger-move-repository';
import { projection } from '../db/schema';
import { addMonths, monthDays } from '../domain/month';
import { seedBooks } from '../seed-books/seed-books';
import type { Admin } from '../test-support';

const CARDS = 240;
const cents = (dollars: string) => (dollars === '' ? 0 : Math.round(Number(dollars) * 100));

/**
 * The month-end over a seeded year: 240 cards of $50 sold for $45 ($5 bonus) one a day over the last 365 days, $20 of
 * each redeemed on its day ($5 bonus first, then $15 paid); one card type in five ends 180 days after its sale. No card
 * is 24 months old, so the owner's 20% rate is used: $0.25 of breakage per $1 of paid value redeemed.
 */
describe.each(databaseEnvs)('the month-end (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let owner: Admin;
  let thisMonth: string;
  let lastMonth: string;
  let months: string[];

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform(database.env);
    owner = await createSignedInAdmin(platform, 'Ledger Bistro');
    thisMonth = await businessMonth(owner.api);
    lastMonth = addMonths(thisMonth, -1);
    months = Array.from({ length: 13 }, (_, i) => addMonths(thisMonth, i - 12));
    await seedBooks(platform.app.runtime.database.db, { businessSlug: owner.businessSlug, cards: CARDS, redemptionsPerCard: 4 });
    const saved = await owner.api.put('/api/v1/admin/reports/month-end-settings', {
      breakageRatePercent: 20,
      // The default chart, with breakage income named as this owner's books name it.
      accounts: {
        ...DEFAULT_JOURNAL_ACCOUNTS,
        accounts: { ...DEFAULT_JOURNAL_ACCOUNTS.accounts, breakageIncome: { name: 'Breakage Income', code: '260' } },
      },
    });
    expect(saved.status).toBe(200);
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  const breakage = async (month: string, admin = owner) => (await admin.api.get(`/api/v1/admin/reports/breakage?month=${month}`)).body;
  const statement = async (month: string) =>
    (await owner.api.get(`/api/v1/admin/reports/liability?from=${monthDays(month).from}&to=${monthDays(month).to}`)).body;
  const quickBooks = async (month: string) => {
    const answer = await owner.api.get<string>(`/api/v1/admin/reports/journal.csv?month=${month}&format=quickbooks`);
    expect(answer.status).toBe(200);
    return parseCsv(answer.body);
  };
  /** What the journal takes off the liability account (credits less debits), and its breakage line. */
  const liabilityLines = (rows: string[][]) => {
    const lines = rows.slice(1).filter((row) => row[2] === 'Gift Card Liability');
    const net = lines.reduce((sum, row) => sum + cents(row[4]) - cents(row[3]), 0);
    const breakageLine = lines.filter((row) => row[5].startsWith('Breakage recognised')).reduce((sum, row) => sum + cents(row[3]), 0);
    return { net, breakageLine };
  };

  it('balances every month, and moves the liability account as the liability statement moves, to the cent, once its breakage is added back', async () => {
    let recognisedToDate = 0;
    for (const month of months) {
      const [rows, report, books] = await Promise.all([quickBooks(month), breakage(month), statement(month)]);
      expect(rows[0]).toEqual(['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name']);
      const debits = rows.slice(1).reduce((sum, row) => sum + cents(row[3]), 0);
      const credits = rows.slice(1).reduce((sum, row) => sum + cents(row[4]), 0);
      expect(debits).toBe(credits);
      const { net, breakageLine } = liabilityLines(rows);
      expect(breakageLine).toBe(cents(String(report.recognised)));
      expect(net + breakageLine).toBe(cents(String(books.movement.closing)) - cents(String(books.movement.opening)));
      recognisedToDate += cents(String(report.recognised));
      expect(cents(String(report.recognisedToDate))).toBe(recognisedToDate);
      expect(report.outstanding).toBe(books.movement.closing);
      expect(report.bookedLiability).toBeCloseTo(books.movement.closing - report.recognisedToDate, 2);
    }
  });

  it('recognises a quarter of the paid value redeemed at the owner’s 20%, within the expected breakage', async () => {
    const report = await breakage(lastMonth);
    expect(report).toMatchObject({
      month: lastMonth,
      ratePercent: 20,
      source: 'owner',
      ownerRatePercent: 20,
      closed: null,
      correction: null,
      testData: true,
    });
    expect(report.historyCards).toBe(0);
    // Each card sold in the month had $15 of paid value redeemed on its day.
    const cardsSold = (await statement(lastMonth)).movement.sold / 50;
    expect(report.redeemedPaid).toBe(cardsSold * 15);
    expect(report.recognised).toBeCloseTo(Math.min(cardsSold * 15 * 0.25, report.expected), 2);
    expect(report.recognisedToDate + report.remainingExpected).toBeLessThanOrEqual(report.expected);
  });

  it('estimates the rate from the cards sold 24 or more months ago once there are 100 of them, over the owner’s', async () => {
    const tavern = await createSignedInAdmin(platform, 'Old Tavern');
    expect(
      (await tavern.api.put('/api/v1/admin/reports/month-end-settings', { breakageRatePercent: '12.5', accounts: DEFAULT_JOURNAL_ACCOUNTS })).status,
    ).toBe(200);
    const saleDay = `${new Date().getUTCFullYear() - 3}-01-15`;
    const cardsOf = (count: number, from: number) =>
      Array.from({ length: count }, (_, i) => ({
        cardId: randomUUID(),
        businessSlug: tavern.businessSlug,
        giftCardId: 'old',
        giftCardName: 'Old card',
        purchaseType: 'self' as const,
        buyerName: `Buyer ${from + i}`,
        buyerEmail: `old${from + i}@example.com`,
        faceValueCents: 5_000,
        priceCents: 4_500,
        purchasedAt: `${saleDay}T12:00:00Z`,
        test: true,
        // Two cards in five never redeemed: 40% of the paid value.
        paidCents: (from + i) % 5 < 2 ? 4_500 : 0,
        saleDay,
      }));
    const db = platform.app.runtime.database.db;
    await db.insert(projection.buyers).values(cardsOf(99, 0));
    expect(await breakage(lastMonth, tavern)).toMatchObject({ source: 'owner', ratePercent: 12.5, historyCards: 99 });
    await db.insert(projection.buyers).values(cardsOf(1, 99));
    expect(await breakage(lastMonth, tavern)).toMatchObject({ source: 'history', ratePercent: 40, historyCards: 100, ownerRatePercent: 12.5 });
    // A reload's refund gives back the reload, not the purchase: the cards' paid value, and so the rate, stay.
    const [spent] = await db.select().from(projection.buyers).where(and(eq(projection.buyers.businessSlug, tavern.businessSlug), eq(projection.buyers.paidCents, 0))).limit(1);
    const reloadRefund = { refundId: randomUUID(), cardId: spent.cardId, businessSlug: tavern.businessSlug, amountCents: 4_500, day: saleDay, test: true, orderId: randomUUID() };
    await db.insert(projection.refunds).values(reloadRefund);
    expect(await breakage(lastMonth, tavern)).toMatchObject({ source: 'history', ratePercent: 40, historyCards: 100 });
  });

  it('writes the Xero manual journal: one narration and date, amounts debit positive, balancing to zero', async () => {
    const answer = await owner.api.get<string>(`/api/v1/admin/reports/journal.csv?month=${lastMonth}&format=xero`);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="journal-${lastMonth}-xero.csv"`);
    const [header, ...rows] = parseCsv(answer.body);
    expect(header).toEqual([
      'Narration',
      'Date',
      'Description',
      'AccountCode',
      'TaxRate',
      'Amount',
      'TrackingName1',
      'TrackingOption1',
      'TrackingName2',
      'TrackingOption2',
    ]);
    const [year, month, day] = monthDays(lastMonth).to.split('-');
    const shortMonth = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    expect(new Set(rows.map((row) => `${row[0]}|${row[1]}|${row[4]}`))).toEqual(
      new Set([`Gift cards ${lastMonth}|${day} ${shortMonth} ${year}|Tax Exempt`]),
    );
    expect(rows.reduce((sum, row) => sum + cents(row[5]), 0)).toBe(0);
    expect(rows.map((row) => row[3])).toEqual(expect.arrayContaining(['610', '835', '200', '290']));
  });

  it('refuses a month that is not one, a format it does not write, and a rate out of range', async () => {
    expect((await owner.api.get('/api/v1/admin/reports/breakage?month=2026-13')).body).toMatchObject({ message: 'Enter a month as YYYY-MM.' });
    expect((await owner.api.get('/api/v1/admin/reports/breakage?month=2026-13')).status).toBe(400);
    const format = await owner.api.get(`/api/v1/admin/reports/journal.csv?month=${lastMonth}&format=sage`);
    expect([format.status, format.body.message]).toEqual([400, 'Choose a format: quickbooks or xero.']);
    const rate = await owner.api.put('/api/v1/admin/reports/month-end-settings', { breakageRatePercent: 95, accounts: {} });
    expect([rate.status, rate.body.message]).toEqual([400, 'Enter a breakage rate from 0 to 90%, or leave it empty.']);
  });

  it('locks a closed month, and counts a change dated in it that arrives later in the next month, with a note', async () => {
    const before = await breakage(lastMonth);
    const closeOf = (month: string) => owner.api.post('/api/v1/admin/reports/close-month', { month });
    expect((await closeOf(thisMonth)).body).toMatchObject({ message: 'A month can be closed once it has ended.' });
    const closed = await closeOf(lastMonth);
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ month: lastMonth, closedAt: expect.any(String) });
    expect((await closeOf(lastMonth)).status).toBe(409);
    expect((await closeOf(addMonths(lastMonth, -3))).body).toMatchObject({ message: 'This month is already closed.' });

    // A $10 redemption of paid value, dated in the closed month, heard only now.
    const db = platform.app.runtime.database.db;
    const day = `${lastMonth}-15`;
    await insertMoves(db, projection, [
      {
        moveKey: `late:${randomUUID()}`,
        cardId: randomUUID(),
        businessSlug: owner.businessSlug,
        day,
        kind: 'redeemed',
        paidCents: -1_000,
        bonusCents: 0,
        test: true,
        locationId: null,
      },
    ]);
    await countMoves(db, projection);

    const locked = await breakage(lastMonth);
    expect(locked).toEqual({ ...before, closed: { closedAt: closed.body.closedAt, closedBy: owner.email } });
    const [rows, next, books] = await Promise.all([quickBooks(thisMonth), breakage(thisMonth), statement(thisMonth)]);
    expect(next.correction).toBe(
      `Includes changes dated in closed months (through ${lastMonth}) that arrived after they closed: -$10.00 to the liability.`,
    );
    expect(rows[1][5]).toContain(next.correction);
    const { net, breakageLine } = liabilityLines(rows);
    expect(net + breakageLine).toBe(cents(String(books.movement.closing)) - cents(String(books.movement.opening)) - 1_000);
  });
});
