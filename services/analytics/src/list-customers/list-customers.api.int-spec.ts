import { createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { parseCsv } from '../../../../test/csv';
import { buyGiftCard, redeemGiftCard } from '../../../../test/purchases';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';
import { NEXT_YEAR, startAnalyticsPlatform, type Admin } from '../test-support';


/**
 * /customers: Gus buys Rita a $50 card (paid $45); Rita buys one for herself under her address in capitals and spends
 * $10 of it; Ann buys one for herself. One row per person by email, whatever its case.
 */
describe.each(databaseEnvs)('customers by email (all-in-one on %s)', (engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let a: Admin;
  let b: Admin;
  let dinner: { businessSlug: string; id: string };
  let gift: { uniqueCode: string };
  const mail = (name: string) => `${name}.${engine.toLowerCase()}@example.com`;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startAnalyticsPlatform(database);
    [a, b] = await Promise.all([createSignedInAdmin(platform, 'Harbor Grill'), createSignedInAdmin(platform, 'Mountain Spa')]);
    const created = (await createGiftCard(a.api, { giftCardName: 'Dinner for two', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    dinner = { businessSlug: a.businessSlug, id: created._id };
    const card = dinner;
    gift = await buyGiftCard(platform.url, card, {
      purchaseType: 'gift',
      giftInfo: { recipientName: 'Rita Recipient', recipientEmail: mail('rita'), message: '', senderName: 'Gus Giver', senderEmail: mail('gus'), senderPhone: '(555) 123-4567' },
    });
    const own = await buyGiftCard(platform.url, card, { purchaseType: 'self', selfInfo: { name: 'Rita R.', email: mail('rita').toUpperCase(), phone: '(555) 987-6543' } });
    await buyGiftCard(platform.url, card, { purchaseType: 'self', selfInfo: { name: 'Ann Buyer', email: mail('ann'), phone: '(555) 111-2222' } });
    await redeemGiftCard(a.api, platform.dataDir, own.uniqueCode, 10);
    await eventually(() => embeddedPlatformIdle(platform.app.runtime.database.db), 15_000);
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  it('lists each person once by email: cards bought and received, what they spent and hold, their last activity', async () => {
    const answer = await a.api.get('/api/v1/admin/customers');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      customers: [
        { name: 'Ann Buyer', email: mail('ann'), phone: '(555) 111-2222', cardsBought: 1, cardsReceived: 0, totalSpent: 45, outstandingBalance: 50, lastActivity: expect.any(String) },
        { name: 'Gus Giver', email: mail('gus'), phone: '(555) 123-4567', cardsBought: 1, cardsReceived: 0, totalSpent: 45, outstandingBalance: 0, lastActivity: expect.any(String) },
        { name: 'Rita R.', email: mail('rita'), phone: '(555) 987-6543', cardsBought: 1, cardsReceived: 1, totalSpent: 45, outstandingBalance: 90, lastActivity: expect.any(String) },
      ],
      nextCursor: null,
      currency: 'USD',
    });
    const rita = answer.body.customers[2];
    // Her redemption came after every purchase.
    expect(Date.parse(rita.lastActivity)).toBeGreaterThanOrEqual(Date.parse(answer.body.customers[0].lastActivity));
  });

  it('finds people by part of a name or email, literally, and keeps each business to itself', async () => {
    const emails = async (query: string) => (await a.api.get(`/api/v1/admin/customers?${query}`)).body.customers.map((c: { email: string }) => c.email);
    expect(await emails('search=RITA')).toEqual([mail('rita')]);
    expect(await emails('search=giver')).toEqual([mail('gus')]);
    expect(await emails(`search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await emails(`search=${encodeURIComponent('_')}`)).toEqual([]);
    expect((await b.api.get('/api/v1/admin/customers')).body).toEqual({ customers: [], nextCursor: null, currency: 'USD' });
  });

  it('sorts by name, what they spent, what they hold and their last activity', async () => {
    const order = async (sort: string) => (await a.api.get(`/api/v1/admin/customers?sort=${sort}`)).body.customers.map((c: { name: string }) => c.name);
    expect(await order('name')).toEqual(['Ann Buyer', 'Gus Giver', 'Rita R.']);
    expect(await order('balance')).toEqual(['Rita R.', 'Ann Buyer', 'Gus Giver']);
    // All three spent $45: ties go by email, from Z to A as the amounts go.
    expect(await order('spent')).toEqual(['Rita R.', 'Gus Giver', 'Ann Buyer']);
    expect((await order('lastActivity'))[0]).toBe('Rita R.');
    const refused = await a.api.get('/api/v1/admin/customers?sort=age');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Sort customers by email, name, spent, balance or lastActivity.');
    const forged = await a.api.get('/api/v1/admin/customers?cursor=not-a-cursor');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This page link is no longer valid: start again from the first page.');
    // A cursor of the right shape whose sort value is not one: refused alike, never handed to the database.
    for (const [sort, value] of [['spent', 'not-a-number'], ['balance', '1e3'], ['lastActivity', '2026-13-45T99:00:00.000000Z'], ['lastActivity', 'yesterday']]) {
      const cursor = Buffer.from(JSON.stringify([sort, value, 'a@b.c'])).toString('base64url');
      expect(await a.api.get(`/api/v1/admin/customers?sort=${sort}&cursor=${cursor}`)).toMatchObject({ status: 400, body: { message: 'This page link is no longer valid: start again from the first page.' } });
    }
  });

  it('pages 20 at a time in each order, every person once', async () => {
    for (let i = 0; i < 19; i++) await buyGiftCard(platform.url, dinner, { purchaseType: 'self', selfInfo: { name: `Page Buyer ${i}`, email: mail(`page${i}`), phone: '(555) 111-2222' } });
    await eventually(() => embeddedPlatformIdle(platform.app.runtime.database.db), 15_000);
    for (const sort of ['email', 'balance']) {
      const first = (await a.api.get(`/api/v1/admin/customers?sort=${sort}`)).body;
      expect(first.customers).toHaveLength(20);
      const second = (await a.api.get(`/api/v1/admin/customers?sort=${sort}&cursor=${encodeURIComponent(first.nextCursor)}`)).body;
      expect(second.nextCursor).toBeNull();
      const emails = [...first.customers, ...second.customers].map((c: { email: string }) => c.email);
      expect(emails).toHaveLength(22);
      expect(new Set(emails).size).toBe(22);
    }
  });

  it('moves a gift to its new recipient: the old one no longer holds it', async () => {
    const moved = await a.api.put(`/api/v1/admin/issued-cards/${gift.uniqueCode}/recipient`, { recipientName: 'Nina New', recipientEmail: mail('nina'), reason: 'Wrong address' });
    expect(moved.status).toBe(200);
    await eventually(async () => {
      const person = async (search: string) => (await a.api.get(`/api/v1/admin/customers?search=${search}`)).body.customers[0];
      expect(await person('nina')).toMatchObject({ name: 'Nina New', cardsReceived: 1, outstandingBalance: 50 });
      expect(await person('rita')).toMatchObject({ name: 'Rita R.', cardsBought: 1, cardsReceived: 0, outstandingBalance: 40 });
      return true;
    }, 15_000);
  });

  it('exports everyone as CSV, or those last active in a range', async () => {
    const everyone = await a.api.get<string>('/api/v1/admin/reports/export/customers.csv');
    expect(everyone.status).toBe(200);
    expect(everyone.headers.get('content-disposition')).toBe('attachment; filename="customers.csv"');
    const rows = parseCsv(everyone.body);
    expect(rows[0]).toEqual(['Email', 'Name', 'Phone', 'Cards bought', 'Cards received', 'Total spent', 'Outstanding balance', 'Last activity']);
    expect(rows).toHaveLength(1 + 23);
    const ann = (await a.api.get('/api/v1/admin/customers?search=ann')).body.customers[0];
    expect(rows).toContainEqual([mail('ann'), 'Ann Buyer', '(555) 111-2222', '1', '0', '45.00', '50.00', ann.lastActivity.replace(/\.\d+Z$/, 'Z')]);
    const before = await a.api.get<string>('/api/v1/admin/reports/export/customers.csv?from=2020-01-01&to=2020-12-31');
    expect(parseCsv(before.body)).toHaveLength(1);
    expect((await b.api.get<string>('/api/v1/admin/reports/export/customers.csv')).body).not.toContain(mail('ann'));
  });
});
