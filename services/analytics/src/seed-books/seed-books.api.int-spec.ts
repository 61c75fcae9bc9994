import { createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { seedBooks } from './seed-books';

const CARDS = 400;

/**
 * The bench's bulk load gives the books the reports read: 400 cards of $50 sold for $45 over the last 365 days, $20 of
 * each redeemed in four $5 redemptions (the $5 bonus first); one card type in five ends 180 days after its sale.
 */
describe.each(databaseEnvs)('seeded books (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform(database.env);
    admin = await createSignedInAdmin(platform, 'Seeded Grill');
    await seedBooks(platform.app.runtime.database.db, { businessSlug: admin.businessSlug, cards: CARDS, redemptionsPerCard: 4 });
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  it('reconciles: what was sold, less what was redeemed, is owed or past its last day', async () => {
    const expired = Array.from({ length: CARDS }, (_, i) => i).filter((i) => i % 5 === 4 && i % 365 > 180).length;
    const { body, status } = await admin.api.get(`/api/v1/admin/reports/liability?from=2020-01-01&to=${today}`);
    expect(status).toBe(200);
    expect(body.movement).toEqual({
      opening: 0,
      sold: CARDS * 50,
      issuedOutside: 0,
      loaded: 0,
      credited: 0,
      debited: 0,
      redeemed: CARDS * 20,
      cashedOut: 0,
      refunded: 0,
      forfeited: 0,
      expired: expired * 30,
      escheated: 0,
      closing: (CARDS - expired) * 30,
    });
    expect(body.outstanding).toEqual({ paid: (CARDS - expired) * 30, bonus: 0, total: (CARDS - expired) * 30 });
    expect(body.byCard).toHaveLength(5);
  });

  it('holds one customer per buyer and gift recipient, gifts held by their recipients', async () => {
    const friends = CARDS / 4;
    const everyone = await admin.api.get<string>('/api/v1/admin/reports/export/customers.csv');
    expect(everyone.body.trim().split('\r\n')).toHaveLength(1 + CARDS + friends);
    const friend = (await admin.api.get('/api/v1/admin/customers?search=friend4@')).body.customers;
    expect(friend).toEqual([expect.objectContaining({ email: 'friend4@bench.local', cardsBought: 0, cardsReceived: 1, totalSpent: 0, outstandingBalance: 30 })]);
    const giver = (await admin.api.get('/api/v1/admin/customers?search=buyer4@')).body.customers;
    expect(giver).toEqual([expect.objectContaining({ cardsBought: 1, totalSpent: 45, outstandingBalance: 0 })]);
  });
});
