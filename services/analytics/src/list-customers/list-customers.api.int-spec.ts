import { createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, type DatabaseEnv } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { buyGiftCard, redeemGiftCard } from '../../../../test/purchases';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
type Admin = Awaited<ReturnType<typeof createSignedInAdmin>>;

/**
 * /customers: Gus buys Rita a $50 card (paid $45); Rita buys one for herself under her address in capitals and spends
 * $10 of it; Ann buys one for herself. One row per person by email, whatever its case.
 */
describe.each(databaseEnvs)('customers by email (all-in-one on %s)', (engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let a: Admin;
  let b: Admin;
  const mail = (name: string) => `${name}.${engine.toLowerCase()}@example.com`;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({ ...database.env, TRUSTED_PROXIES: '127.0.0.1', SQUARE_API_URL: 'emulator' });
    [a, b] = await Promise.all([createSignedInAdmin(platform, 'Harbor Grill'), createSignedInAdmin(platform, 'Mountain Spa')]);
    const dinner = (await createGiftCard(a.api, { giftCardName: 'Dinner for two', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    const card = { businessSlug: a.businessSlug, id: dinner._id };
    await buyGiftCard(platform.url, card, {
      purchaseType: 'gift',
      giftInfo: { recipientName: 'Rita Recipient', recipientEmail: mail('rita'), message: '', senderName: 'Gus Giver', senderEmail: mail('gus'), senderPhone: '(555) 123-4567' },
    });
    const own = await buyGiftCard(platform.url, card, { purchaseType: 'self', selfInfo: { name: 'Rita R.', email: mail('rita').toUpperCase(), phone: '(555) 987-6543' } });
    await buyGiftCard(platform.url, card, { purchaseType: 'self', selfInfo: { name: 'Ann Buyer', email: mail('ann'), phone: '(555) 111-2222' } });
    await redeemGiftCard(a.api, platform.dataDir, own.uniqueCode, 10);
    await eventually(() => embeddedPlatformIdle(platform.app.runtime.database.db), 15_000);
  }, 120_000);

  afterAll(async () => {
    await platform?.stop();
    await database?.drop();
  });

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
    });
    const rita = answer.body.customers[2];
    // Her redemption came after every purchase.
    expect(Date.parse(rita.lastActivity)).toBeGreaterThanOrEqual(Date.parse(answer.body.customers[0].lastActivity));
  });

  it('finds people by part of a name or email, pages by email, and keeps each business to itself', async () => {
    expect((await a.api.get('/api/v1/admin/customers?search=RITA')).body.customers.map((c: { email: string }) => c.email)).toEqual([mail('rita')]);
    expect((await a.api.get('/api/v1/admin/customers?search=giver')).body.customers.map((c: { name: string }) => c.name)).toEqual(['Gus Giver']);
    expect((await a.api.get(`/api/v1/admin/customers?cursor=${encodeURIComponent(mail('gus'))}`)).body.customers.map((c: { email: string }) => c.email)).toEqual([mail('rita')]);
    expect((await b.api.get('/api/v1/admin/customers')).body).toEqual({ customers: [], nextCursor: null });
  });
});
