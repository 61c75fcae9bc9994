import { sql } from 'drizzle-orm';
import { REVOKED_ACCESS_TOKEN, TEST_LOCATIONS } from '../../../../test/square-test-values';
import { SANDBOX_CREDENTIALS_REASON, TEST_CARD_MARK, TEST_CARD_NO_VALUE, type PlatformFigures } from '@gv/proto';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { eventually } from '../../../../test/engines';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { readMailbox } from '../../../../test/mail';
import { authorizeRedemption, buyGiftCard, redeemGiftCard } from '../../../../test/purchases';

const SUPER_ADMIN = { email: 'root@giftcardvault.test', password: 'root-secret-1' };
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
const BUYER = { purchaseType: 'self', selfInfo: { name: 'Tess Tester', email: 'tess@example.com', phone: '(555) 123-4567' } } as const;
/** Credentials the emulator confirms: a production application id, its active test location, any token but the revoked one. */
const VALID = { squareApplicationId: 'sq0idp-harbor-app', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-harbor-live-token' };

describe.each(databaseEnvs)('test mode and the verified switch to live (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let owner: Awaited<ReturnType<typeof createSignedInAdmin>>;
  let card: { _id: string };
  let testCode: string;
  /** A test card whose $5 redemption the counter authorized while the business was in test mode. */
  let authorizedTestCode: string;

  async function superAdminTotals() {
    const root = new ApiClient(platform.url);
    root.bearer = (await root.post('/api/superadmin/login', SUPER_ADMIN)).body.token;
    const { cardsSold, byCurrency } = (await root.get('/api/superadmin/stats')).body.platform as PlatformFigures;
    const dollars = byCurrency.find((money) => money.currency === 'USD');
    return { cardsSold, totalRevenue: dollars?.totalRevenue ?? 0, outstandingBalance: dollars?.outstandingBalance ?? 0 };
  }

  const totals = async (query = '') => ({
    totalSold: (await owner.api.get(`/api/v1/admin/total-sold${query}`)).body,
    totalRevenue: (await owner.api.get(`/api/v1/admin/total-revenue${query}`)).body,
  });

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({
      ...database.env,
      TRUSTED_PROXIES: '127.0.0.1',
      SQUARE_API_URL: 'emulator',
      SUPERADMIN_EMAIL: SUPER_ADMIN.email,
      SUPERADMIN_PASSWORD: SUPER_ADMIN.password,
    });
    owner = await createSignedInAdmin(platform, 'Harbor Test Grill');
    card = (await createGiftCard(owner.api, { giftCardName: 'Dinner', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  it('starts a new business in test mode, and every answer showing a card bought then marks it a test card', async () => {
    const visitor = new ApiClient(platform.url);
    expect((await visitor.get(`/api/v1/admin/business/${owner.businessSlug}`)).body.business.testMode).toBe(true);
    expect((await owner.api.get('/api/v1/admin/me')).body.user).toMatchObject({ testMode: true, squareVerifiedAt: null, liveAt: null });
    expect((await visitor.get(`/api/v1/payments/config?businessSlug=${owner.businessSlug}`)).body.mode).toBe('test');

    const purchase = await buyGiftCard(platform.url, { businessSlug: owner.businessSlug, id: card._id }, BUYER);
    testCode = purchase.uniqueCode;
    expect((await visitor.get(`/api/v1/cards/${testCode}`)).body.giftCard).toMatchObject({ testCard: true, remainingBalance: 50 });
    const scanned = (await owner.api.get(`/api/v1/admin/scan-giftcard/${testCode}`)).body;
    expect(scanned.giftCard.testCard).toBe(true);
    expect(scanned.buyers[0].testCard).toBe(true);
    const buyers = await eventually(async () => {
      const listed = (await owner.api.get('/api/v1/admin/buyers')).body;
      return listed.buyers.length === 1 ? listed : undefined;
    });
    expect(buyers).toMatchObject({ testData: true, buyers: [{ testCard: true, qrCode: { uniqueCode: testCode } }] });
    expect((await owner.api.get(`/api/v1/admin/giftcards/${card._id}/buyers`)).body.buyers[0].testCard).toBe(true);
    const mail = await eventually(() => readMailbox(platform.dataDir).find((m) => m.to.includes('tess@example.com')));
    expect(mail.text).toContain(TEST_CARD_MARK);

    // The purchase and the counter work end to end in test mode; the ledger marks the card's rows.
    const redeemed = await redeemGiftCard(owner.api, platform.dataDir, testCode, 5);
    expect(redeemed.buyer).toMatchObject({ remainingBalance: 45, testCard: true });
    const rows = await platform.app.runtime.database.db.execute(
      sql`select l.kind, l.test_card from redemption.ledger l join redemption.issued_cards c on c.id = l.card_id where c.order_id = ${purchase.orderId} order by l.id`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'ACTIVATE', test_card: true },
      { kind: 'REDEEM', test_card: true },
    ]);

    // In test mode the dashboard's figures are the test figures, said so; the super admin's never include them.
    await eventually(async () => (await totals()).totalSold.totalSold === 1);
    expect(await totals()).toEqual({ totalSold: { totalSold: 1, testData: true }, totalRevenue: { totalRevenue: 45, totalRefunds: 0, paidOutside: 0, testData: true } });
    expect(await superAdminTotals()).toMatchObject({ cardsSold: 0, totalRevenue: 0, outstandingBalance: 0 });
  });

  it('stores Square credentials only once Square confirms them, with the reason of each refusal', async () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ ...VALID, squareApplicationId: 'bogus' }, /^Failed to save settings: the application id is not a Square application id/],
      [{ squareApplicationId: 'sq0idp-only-an-app-id' }, /^Failed to save settings: Square needs the application id, the location id and the access token together/],
      [{ ...VALID, squareAccessToken: REVOKED_ACCESS_TOKEN }, /^Failed to save settings: Square did not accept the access token/],
      [{ ...VALID, squareLocationId: 'LNOSUCHPLACE' }, /^Failed to save settings: Square has no location LNOSUCHPLACE for this access token/],
      [{ ...VALID, squareLocationId: TEST_LOCATIONS.inactive }, new RegExp(`^Failed to save settings: the Square location ${TEST_LOCATIONS.inactive} is inactive`)],
      // Square's sandbox takes no money: its credentials cannot take a business live (ALLOW_SANDBOX_LIVE is off).
      [{ ...VALID, squareApplicationId: 'sandbox-sq0idb-harbor-app' }, /^Failed to save settings: these are Square sandbox credentials; use your production credentials to go live\.$/],
    ];
    for (const [fields, message] of refusals) {
      const refused = await owner.api.put('/api/v1/admin/settings', { restaurantName: 'Renamed Grill', ...fields });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    // Nothing of a refused save is stored, not even its other fields.
    expect((await owner.api.get('/api/v1/admin/me')).body.user).toMatchObject({
      restaurantName: 'Harbor Test Grill',
      squareApplicationId: '',
      squareLocationId: '',
      squareAccessToken: '',
      squareVerifiedAt: null,
    });
    expect((await owner.api.post('/api/v1/admin/go-live')).status).toBe(409);
    // Sandbox credentials stored before they were refused cannot go live either.
    await platform.app.runtime.database.db.execute(
      sql`update identity.businesses set square_application_id = 'sandbox-sq0idb-harbor-app', square_verified_at = now() where slug = ${owner.businessSlug}`,
    );
    const sandboxLive = await owner.api.post('/api/v1/admin/go-live');
    expect(sandboxLive.status).toBe(400);
    expect(sandboxLive.body.message).toBe(`Failed to save settings: ${SANDBOX_CREDENTIALS_REASON}`);
    expect((await owner.api.get('/api/v1/admin/me')).body.user.liveAt).toBeNull();

    const saved = await owner.api.put('/api/v1/admin/settings', VALID);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Settings saved successfully!');
    expect(saved.body.user).toMatchObject({ squareApplicationId: VALID.squareApplicationId, testMode: true, squareVerifiedAt: expect.any(String) });
    // Verified is not live: checkouts stay test payments until the owner switches.
    expect((await new ApiClient(platform.url).get(`/api/v1/payments/config?businessSlug=${owner.businessSlug}`)).body.mode).toBe('test');
  });

  it('after the switch to live counts live sales only, keeps test activity apart until deleted, and can switch back', async () => {
    authorizedTestCode = (await buyGiftCard(platform.url, { businessSlug: owner.businessSlug, id: card._id }, BUYER)).uniqueCode;
    await authorizeRedemption(owner.api, platform.dataDir, authorizedTestCode, 5);
    const live = await owner.api.post('/api/v1/admin/go-live');
    expect(live.status).toBe(200);
    expect(live.body.user).toMatchObject({ testMode: false, liveAt: expect.any(String) });
    const visitor = new ApiClient(platform.url);
    expect((await visitor.get(`/api/v1/admin/business/${owner.businessSlug}`)).body.business.testMode).toBe(false);
    expect((await visitor.get(`/api/v1/payments/config?businessSlug=${owner.businessSlug}`)).body).toMatchObject({ mode: 'production', locationId: TEST_LOCATIONS.active });

    // Charged through the SDK against SQUARE_API_URL with the business's own token: a real card.
    const purchase = await buyGiftCard(platform.url, { businessSlug: owner.businessSlug, id: card._id }, BUYER);
    expect(platform.app.squareEmulator!.findPayments({ referenceId: purchase.orderId })).toEqual([expect.objectContaining({ location_id: TEST_LOCATIONS.active })]);
    expect((await visitor.get(`/api/v1/cards/${purchase.uniqueCode}`)).body.giftCard.testCard).toBe(false);
    expect((await owner.api.get(`/api/v1/admin/scan-giftcard/${purchase.uniqueCode}`)).body.buyers[0].testCard).toBe(false);
    expect((await visitor.get(`/api/v1/cards/${testCode}`)).body.giftCard.testCard).toBe(true);

    // A live card was sold in US dollars: the business's currency is fixed, so a location in another one is refused.
    for (const [country, currency] of [['GB', 'GBP'], ['JP', 'JPY']] as const) {
      const refused = await owner.api.put('/api/v1/admin/settings', { squareLocationId: TEST_LOCATIONS.inCountry[country] });
      expect([refused.status, refused.body.message]).toEqual([400, `Failed to save settings: this Square location takes ${currency}; your cards are in USD.`]);
    }
    expect((await owner.api.get('/api/v1/admin/me')).body.user).toMatchObject({ squareLocationId: TEST_LOCATIONS.active, currency: 'USD' });

    // Test cards were never paid for: a live counter refuses them at every step, even one authorized while in test mode.
    const refusedScan = await eventually(async () => {
      const scanned = await owner.api.get(`/api/v1/admin/scan-giftcard/${testCode}`);
      return scanned.status === 409 ? scanned : undefined;
    });
    expect(refusedScan.body.message).toBe(TEST_CARD_NO_VALUE);
    const refusedOtp = await owner.api.post('/api/v1/admin/send-otp-redeem', { email: BUYER.selfInfo.email, redeemAmount: 5, qrUniqueCode: testCode });
    expect([refusedOtp.status, refusedOtp.body.message]).toEqual([409, TEST_CARD_NO_VALUE]);
    const refusedRedeem = await owner.api.post('/api/v1/admin/redeem', { qrCode: authorizedTestCode, amount: 5 });
    expect([refusedRedeem.status, refusedRedeem.body.message]).toEqual([409, TEST_CARD_NO_VALUE]);
    expect((await visitor.get(`/api/v1/cards/${authorizedTestCode}`)).body.giftCard.remainingBalance).toBe(50);

    await eventually(async () => (await totals()).totalSold.totalSold === 1 && (await totals()).totalSold.testData === false);
    expect(await totals()).toEqual({ totalSold: { totalSold: 1, testData: false }, totalRevenue: { totalRevenue: 45, totalRefunds: 0, paidOutside: 0, testData: false } });
    expect((await owner.api.get('/api/v1/admin/total-redemption')).body).toEqual({ totalRedemption: 0, cashedOut: 0, testData: false });
    expect(await totals('?testData=true')).toEqual({ totalSold: { totalSold: 2, testData: true }, totalRevenue: { totalRevenue: 90, totalRefunds: 0, paidOutside: 0, testData: true } });
    const liveBuyers = await eventually(async () => {
      const listed = (await owner.api.get('/api/v1/admin/buyers')).body;
      return listed.buyers.length === 1 ? listed : undefined;
    });
    expect(liveBuyers).toMatchObject({ testData: false, buyers: [{ testCard: false, qrCode: { uniqueCode: purchase.uniqueCode } }] });
    expect((await owner.api.get('/api/v1/admin/buyers?testData=true')).body.buyers).toEqual([expect.objectContaining({ testCard: true }), expect.objectContaining({ testCard: true })]);
    expect(await superAdminTotals()).toMatchObject({ cardsSold: 1, totalRevenue: 45, outstandingBalance: 50 });

    // One action deletes the test activity; doing it again changes nothing.
    for (let i = 0; i < 2; i++) expect((await owner.api.delete('/api/v1/admin/test-data')).status).toBe(200);
    await eventually(async () => (await totals('?testData=true')).totalSold.totalSold === 0);
    expect((await owner.api.get('/api/v1/admin/buyers?testData=true')).body.buyers).toEqual([]);
    // …and its test cards are void, wherever they would be shown; the live card is untouched.
    for (const code of [testCode, authorizedTestCode]) await eventually(async () => (await visitor.get(`/api/v1/cards/${code}`)).body.giftCard.status === 'void');
    expect((await visitor.get(`/api/v1/cards/${purchase.uniqueCode}`)).body.giftCard.status).toBe('active');
    expect(await totals()).toEqual({ totalSold: { totalSold: 1, testData: false }, totalRevenue: { totalRevenue: 45, totalRefunds: 0, paidOutside: 0, testData: false } });

    const back = await owner.api.post('/api/v1/admin/go-test');
    expect(back.status).toBe(200);
    expect(back.body.message).toMatch(/^Back in test mode: new purchases are test payments/);
    expect(back.body.user).toMatchObject({ testMode: true, liveAt: null });
    expect((await visitor.get(`/api/v1/payments/config?businessSlug=${owner.businessSlug}`)).body.mode).toBe('test');
  });
});
