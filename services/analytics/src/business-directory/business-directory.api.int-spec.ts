import { TEST_LOCATIONS } from '../../../../test/square-test-values';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { SUPER, superAdmin } from '../../../../test/identity-api';
import { buyGiftCard, redeemGiftCard } from '../../../../test/purchases';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
const PAGING = 22;

type Admin = Awaited<ReturnType<typeof createSignedInAdmin>>;

const buyer = (n: number) => ({ purchaseType: 'self' as const, selfInfo: { name: `Directory Buyer ${n}`, email: `directory${n}@example.com`, phone: '(555) 123-4567' } });

/**
 * The super admin's directory against hand-computed figures. Harbor Grill sells a $50 card at 10% off ($45): one in
 * test mode (which never counts), then, live, three; $12 is redeemed from the first and $20 refunded from the second.
 * So: 3 sold, $135 gross, $20 refunded, $118 left on the cards (38 + 30 + 50). Mountain Spa sold only in test mode:
 * nothing counts. 22 Paging Bakeries fill more than a page.
 */
describe.each(databaseEnvs)('the super admin business directory (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let root: ApiClient;
  let harbor: Admin;
  let spa: Admin;
  const startedAt = Date.now();

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({ ...database.env, TRUSTED_PROXIES: '127.0.0.1', SQUARE_API_URL: 'emulator', SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });
    root = await superAdmin(platform);
    [harbor, spa] = await Promise.all([createSignedInAdmin(platform, 'Harbor Grill'), createSignedInAdmin(platform, 'Mountain Spa')]);
    const dinner = (await createGiftCard(harbor.api, { giftCardName: 'Dinner for two', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    const massage = (await createGiftCard(spa.api, { giftCardName: 'Massage', amount: '80', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
    await buyGiftCard(platform.url, { businessSlug: harbor.businessSlug, id: dinner._id }, buyer(0));
    await buyGiftCard(platform.url, { businessSlug: spa.businessSlug, id: massage._id }, buyer(0));
    await goLive(harbor.api);
    const bought = [];
    for (let n = 1; n <= 3; n++) bought.push(await buyGiftCard(platform.url, { businessSlug: harbor.businessSlug, id: dinner._id }, buyer(n)));
    await redeemGiftCard(harbor.api, platform.dataDir, bought[0].uniqueCode, 12);
    expect((await harbor.api.post(`/api/v1/admin/issued-cards/${bought[1].uniqueCode}/refund`, { amount: 20, reason: 'Part back' })).status).toBe(200);
    for (let n = 1; n <= PAGING; n++) {
      const created = await root.post('/api/superadmin/business-admin', { name: 'Baker', email: `baker${n}@example.com`, restaurantName: `Paging Bakery ${String(n).padStart(2, '0')}` });
      expect(created.status).toBe(201);
    }
    await eventually(() => embeddedPlatformIdle(platform.app.runtime.database.db), 60_000);
  }, 180_000);

  afterAll(() => stopThenDrop(platform, database));

  const list = (query = '') => root.get(`/api/superadmin/businesses${query}`);
  const duringThisRun = {
    asymmetricMatch: (value: unknown) => typeof value === 'string' && Date.parse(value) >= startedAt && Date.parse(value) <= Date.now(),
    toAsymmetricMatcher: () => 'an ISO instant during this run',
  };

  it("lists each business with its status and live figures, leaving test activity out", async () => {
    const answer = await list('?search=harbor');
    expect(answer.status).toBe(200);
    expect(answer.body.businesses).toEqual([{
      businessSlug: harbor.businessSlug,
      restaurantName: 'Harbor Grill',
      status: 'active',
      cardsSold: 3,
      grossSales: 135,
      faceValueSold: 150,
      outstanding: 118,
      lastActivity: duringThisRun,
      currency: 'USD',
      staffCount: 1,
      locationCount: 1,
    }]);
    expect((await list('?search=mountain')).body.businesses).toEqual([{
      businessSlug: spa.businessSlug,
      restaurantName: 'Mountain Spa',
      status: 'active',
      cardsSold: 0,
      grossSales: 0,
      faceValueSold: 0,
      outstanding: 0,
      lastActivity: null,
      currency: 'USD',
      staffCount: 1,
      locationCount: 1,
    }]);
  });

  it('finds a business by a part of its name or slug, in any case', async () => {
    const slugsFound = async (search: string) => (await list(`?search=${encodeURIComponent(search)}`)).body.businesses.map((row: { businessSlug: string }) => row.businessSlug);
    expect(await slugsFound('GRILL')).toEqual([harbor.businessSlug]);
    expect(await slugsFound('mountain s')).toEqual([spa.businessSlug]);
    expect(await slugsFound(spa.businessSlug.toUpperCase())).toEqual([spa.businessSlug]);
    expect(await slugsFound('bakery 07')).toEqual(['paging-bakery-07']);
    expect(await slugsFound('no such place')).toEqual([]);
  });

  it('pages 20 at a time in slug order, each business once', async () => {
    const first = (await list('?search=paging')).body;
    expect(first.businesses).toHaveLength(20);
    expect(first.nextCursor).toBe('paging-bakery-20');
    const second = (await list(`?search=paging&cursor=${first.nextCursor}`)).body;
    expect(second).toMatchObject({ nextCursor: null });
    const slugs = [...first.businesses, ...second.businesses].map((row: { businessSlug: string }) => row.businessSlug);
    expect(slugs).toEqual(Array.from({ length: PAGING }, (_, i) => `paging-bakery-${String(i + 1).padStart(2, '0')}`));
    const everyone = (await list()).body;
    expect(everyone.businesses).toHaveLength(20);
    expect(everyone.nextCursor).not.toBeNull();
  });

  it("shows a business's detail: its figures with the refunded total, profile, admins and status", async () => {
    const answer = await root.get(`/api/superadmin/businesses/${harbor.businessSlug}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      businessSlug: harbor.businessSlug,
      restaurantName: 'Harbor Grill',
      status: 'active',
      statusNotes: '',
      statusChangedAt: null,
      statusChangedBy: null,
      redemptionsPaused: false,
      profile: {
        contactEmail: harbor.email,
        address: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
        timeZone: 'America/Chicago',
        live: true,
      },
      admins: [{ id: expect.any(String), name: 'Test Admin', email: harbor.email, role: 'owner', status: 'active', locationIds: [], lastSignInAt: expect.any(String) }],
      cardsSold: 3,
      grossSales: 135,
      faceValueSold: 150,
      refunded: 20,
      outstanding: 118,
      lastActivity: duringThisRun,
      currency: 'USD',
    });
    expect((await root.get(`/api/superadmin/businesses/${spa.businessSlug}`)).body).toMatchObject({ profile: { live: false }, cardsSold: 0, refunded: 0, lastActivity: null });
  });

  it('answers 404 for a slug no business has', async () => {
    expect(await root.get('/api/superadmin/businesses/no-such-business')).toMatchObject({ status: 404, body: { message: 'Business not found' } });
  });

  it('is for the super admin only', async () => {
    for (const client of [new ApiClient(platform.url), harbor.api]) {
      expect((await client.get('/api/superadmin/businesses')).status).toBe(401);
      expect((await client.get(`/api/superadmin/businesses/${harbor.businessSlug}`)).status).toBe(401);
    }
    const stranger = new ApiClient(platform.url);
    stranger.bearer = 'not-a-token';
    expect((await stranger.get('/api/superadmin/businesses')).status).toBe(401);
  });
});

/** Live with credentials the emulator confirms: its sales from now on are real ones, the figures that count. */
async function goLive(api: ApiClient) {
  const saved = await api.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-harbor', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-harbor-token' });
  expect(saved.status).toBe(200);
  expect((await api.post('/api/v1/admin/go-live')).status).toBe(200);
}
