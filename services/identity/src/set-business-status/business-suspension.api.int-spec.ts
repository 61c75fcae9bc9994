import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows } from '@gv/platform';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { SUPER, superAdmin } from '../../../../test/identity-api';
import { BuyerClient, buyGiftCard, redeemGiftCard } from '../../../../test/purchases';
import { TEST_LOCATIONS } from '../../../../test/square-test-values';

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
const NOT_SELLING = 'Harbor Grill is not selling gift cards right now.';
const PAUSED = "Harbor Grill's gift cards can't be redeemed right now.";

type Admin = Awaited<ReturnType<typeof createSignedInAdmin>>;

const ann = { purchaseType: 'self' as const, selfInfo: { name: 'Ann Buyer', email: 'ann@example.com', phone: '(555) 123-4567' } };

/**
 * The super admin suspends Harbor Grill and reinstates it: while suspended its pages say it is not selling, checkouts are
 * refused before anything is charged, its admins are signed out (and told when they sign in again), and the cards it
 * sold stay redeemable; reinstated, it sells again. Mountain Spa, next door, is never touched.
 */
describe.each(databaseEnvs)('suspending and reinstating a business (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let root: ApiClient;
  let harbor: Admin;
  let spa: Admin;
  let card: { _id: string };
  let soldCode: string;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({ ...database.env, TRUSTED_PROXIES: '127.0.0.1', SQUARE_API_URL: 'emulator', SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });
    root = await superAdmin(platform);
    [harbor, spa] = await Promise.all([createSignedInAdmin(platform, 'Harbor Grill'), createSignedInAdmin(platform, 'Mountain Spa')]);
    card = (await createGiftCard(harbor.api, { giftCardName: 'Dinner for two', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    // Live, so its cards are on the storefront of all businesses (a business in test mode is not).
    const square = { squareApplicationId: 'sq0idp-harbor', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-harbor-token' };
    expect((await harbor.api.put('/api/v1/admin/settings', square)).status).toBe(200);
    expect((await harbor.api.post('/api/v1/admin/go-live')).status).toBe(200);
    soldCode = (await buyGiftCard(platform.url, { businessSlug: harbor.businessSlug, id: card._id }, ann)).uniqueCode;
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  const setStatus = (body: Record<string, unknown>, slug = harbor.businessSlug) => root.put(`/api/superadmin/businesses/${slug}/status`, body);
  const publicBusiness = async () => (await new ApiClient(platform.url).get(`/api/v1/admin/business/${harbor.businessSlug}`)).body.business;
  const checkout = () =>
    new BuyerClient(platform.url).post('/api/payments/create-payment', {
      ...ann,
      businessSlug: harbor.businessSlug,
      id: card._id,
      sourceId: 'cnon:card-nonce-ok',
      idempotencyKey: randomUUID(),
      amount: 1,
    });
  const chargesAsked = () => platform.app.squareEmulator!.stats.createPaymentRequests;
  const allBusinessesCards = async () =>
    (await new ApiClient(platform.url).get('/api/v1/public/giftcards?limit=50')).body.giftCards.map((shown: { _id: string }) => shown._id);

  it('refuses a status other than active or suspended, a suspension without notes, and pausing redemptions of an active business, with 400', async () => {
    expect(await setStatus({ status: 'closed', notes: 'x' })).toMatchObject({ status: 400, body: { message: "Choose a status: 'active' or 'suspended'." } });
    expect(await setStatus({ notes: 'x' })).toMatchObject({ status: 400, body: { message: "Choose a status: 'active' or 'suspended'." } });
    expect(await setStatus({ status: 'suspended', notes: '  ' })).toMatchObject({ status: 400, body: { message: 'Please say why the business is suspended.' } });
    expect(await setStatus({ status: 'active', notes: '', allowRedemptions: false })).toMatchObject({
      status: 400,
      body: { message: 'Redemptions can only be paused while the business is suspended.' },
    });
    expect(await setStatus({ status: 'suspended', notes: 'Unpaid fees', allowRedemptions: 'no' })).toMatchObject({
      status: 400,
      body: { message: 'Say true or false: whether its cards can still be redeemed.' },
    });
    expect((await root.get(`/api/superadmin/businesses/${harbor.businessSlug}`)).body.status).toBe('active');
  });

  it('answers 404 for a slug no business has, and 401 to anyone but the super admin', async () => {
    expect(await setStatus({ status: 'suspended', notes: 'Unpaid fees' }, 'no-such-business')).toMatchObject({ status: 404, body: { message: 'Business not found' } });
    expect((await harbor.api.put(`/api/superadmin/businesses/${harbor.businessSlug}/status`, { status: 'active', notes: '' })).status).toBe(401);
  });

  it('suspended: the public business says so at once, checkouts are refused before any charge, and its admins are signed out', async () => {
    expect(await publicBusiness()).toMatchObject({ name: 'Harbor Grill', status: 'active' }); // now in the public cache
    await eventually(async () => (await allBusinessesCards()).includes(card._id));
    // The sale reaches the super admin's figures through the analytics projection.
    await eventually(async () => (await root.get(`/api/superadmin/businesses/${harbor.businessSlug}`)).body.cardsSold === 1);
    const ordersBefore = await ordersCount(platform);
    const chargesBefore = chargesAsked();

    const asked = Date.now();
    const suspended = await setStatus({ status: 'suspended', notes: 'Unpaid platform fees' });
    const answered = Date.now();
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({
      businessSlug: harbor.businessSlug,
      status: 'suspended',
      statusNotes: 'Unpaid platform fees',
      statusChangedBy: SUPER.email,
      admins: [{ name: 'Test Admin', email: harbor.email, role: 'owner', status: 'active' }],
      cardsSold: 1,
    });
    // Changed while the call was made: after it was asked, before it was answered.
    expect(Date.parse(suspended.body.statusChangedAt)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(suspended.body.statusChangedAt)).toBeLessThanOrEqual(answered);

    expect(await publicBusiness()).toMatchObject({ name: 'Harbor Grill', status: 'suspended' });
    const refused = await checkout();
    expect(refused).toMatchObject({ status: 409, body: { message: NOT_SELLING } });
    expect(await ordersCount(platform)).toBe(ordersBefore);
    expect(chargesAsked()).toBe(chargesBefore);
    // Its cards leave the storefront of all businesses once the catalog hears of it; its own page keeps them, with the notice.
    await eventually(async () => !(await allBusinessesCards()).includes(card._id));

    expect((await harbor.api.get('/api/v1/admin/me')).status).toBe(401);
    expect((await spa.api.get('/api/v1/admin/me')).status).toBe(200);
  });

  it('suspended: its admin may sign in again and is told; its cards stay redeemable at the counter', async () => {
    const signedIn = await harbor.api.post('/api/v1/admin/login', { email: harbor.email, password: harbor.password });
    expect(signedIn).toMatchObject({ status: 200, body: { user: { businessSlug: harbor.businessSlug, businessStatus: 'suspended' } } });
    // Told why, in the super admin's words, and since when.
    const { statusChangedAt } = (await root.get(`/api/superadmin/businesses/${harbor.businessSlug}`)).body;
    expect(signedIn.body.user.suspension).toEqual({ reason: 'Unpaid platform fees', since: new Date(statusChangedAt).toISOString() });
    const me = (await harbor.api.get('/api/v1/admin/me')).body.user;
    expect(me).toMatchObject({ businessStatus: 'suspended', suspension: { reason: 'Unpaid platform fees' } });
    expect((await spa.api.get('/api/v1/admin/me')).body.user.suspension).toBeUndefined();
    const redeemed = await redeemGiftCard(harbor.api, platform.dataDir, soldCode, 5);
    expect(redeemed.buyer.remainingBalance).toBe(45);
  });

  it('suspended with its redemptions paused: the counter refuses before a code is sent, and at the redemption', async () => {
    const paused = await setStatus({ status: 'suspended', notes: 'Fraud under review', allowRedemptions: false });
    expect(paused).toMatchObject({ status: 200, body: { status: 'suspended', redemptionsPaused: true } });
    await harbor.api.post('/api/v1/admin/login', { email: harbor.email, password: harbor.password });
    const sendOtp = () => harbor.api.post('/api/v1/admin/send-otp-redeem', { email: ann.selfInfo.email, redeemAmount: 5, qrUniqueCode: soldCode });
    await eventually(async () => (await sendOtp()).status === 409);
    expect(await sendOtp()).toMatchObject({ status: 409, body: { message: PAUSED } });
    expect(await harbor.api.post('/api/v1/admin/redeem', { qrCode: soldCode, amount: 5 })).toMatchObject({ status: 409, body: { message: PAUSED } });
  });

  it('reinstated: it sells again, its pages say so, and its admin stays signed in', async () => {
    const reinstated = await setStatus({ status: 'active', notes: 'Fees paid' });
    expect(reinstated).toMatchObject({ status: 200, body: { status: 'active', statusNotes: 'Fees paid', statusChangedBy: SUPER.email, redemptionsPaused: false } });
    expect(await publicBusiness()).toMatchObject({ status: 'active' });
    const me = (await harbor.api.get('/api/v1/admin/me')).body.user;
    expect(me.businessStatus).toBe('active');
    expect(me.suspension).toBeUndefined();
    const chargesBefore = chargesAsked();
    expect((await checkout()).status).toBe(200);
    expect(chargesAsked()).toBe(chargesBefore + 1);
    await eventually(async () => (await allBusinessesCards()).includes(card._id));
    // Its redemptions are no longer paused either.
    const redeemed = await eventually(() => redeemGiftCard(harbor.api, platform.dataDir, soldCode, 5).catch(() => undefined), 15_000);
    expect(redeemed.buyer.remainingBalance).toBe(40);
  });
});

async function ordersCount(platform: TestPlatform): Promise<number> {
  const [{ n }] = await selectRows<{ n: string }>(platform.app.runtime.database.db, sql`select count(*) as n from orders.orders`);
  return Number(n);
}
