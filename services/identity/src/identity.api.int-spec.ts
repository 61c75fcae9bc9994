import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { selectRows } from '@gv/platform';
import { merchantFor, TEST_LOCATIONS } from '../../../test/square-test-values';
import { ApiClient, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { readMailbox, waitForMail, waitForOtp } from '../../../test/mail';
import { statementsDuring } from '../../../test/statements';
import { SessionStore } from './sessions/session-store';

const SUPER = { email: 'root@giftcardvault.test', password: 'super-secret-1' };

describe('identity through the gateway (all-in-one)', () => {
  let platform: TestPlatform;
  let publicApi: ApiClient;

  beforeAll(async () => {
    platform = await startTestPlatform({ SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password, SQUARE_API_URL: 'emulator' });
    publicApi = new ApiClient(platform.url);
  }, 60_000);
  afterAll(() => platform.stop());

  async function superAdmin(): Promise<ApiClient> {
    const api = new ApiClient(platform.url);
    const res = await api.post('/api/superadmin/login', SUPER);
    expect(res.status).toBe(200);
    api.bearer = res.body.token;
    return api;
  }

  describe('registration interest', () => {
    it('stores a pending request, emails the contact and counts it in the super admin stats', async () => {
      const root = await superAdmin();
      const before = (await root.get('/api/superadmin/stats')).body.stats;
      const res = await publicApi.post('/api/v1/admin/registration-interest', {
        businessName: 'Blue Harbor Hotel',
        businessType: 'Hotel',
        contactName: 'Maya Lin',
        email: 'Maya@BlueHarbor.test',
        phone: '5551234567',
        website: 'blueharbor.test',
        notes: 'Two locations',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(
        "Registration submitted successfully! Please check your email for confirmation and next steps. We'll be in touch within 24 hours.",
      );
      const mail = await waitForMail(platform.dataDir, { to: 'maya@blueharbor.test' });
      expect(mail.subject).toMatch(/registration/i);
      expect(mail.text).toContain('Blue Harbor Hotel');
      const requests = (await root.get('/api/superadmin/registration-requests')).body.requests;
      const stored = requests.find((r: { email: string }) => r.email === 'maya@blueharbor.test');
      expect(stored).toMatchObject({ status: 'pending', restaurantName: 'Blue Harbor Hotel', phone: '(555) 123-4567', businessType: 'Hotel' });
      await eventually(async () => {
        const stats = (await root.get('/api/superadmin/stats')).body.stats;
        return stats.total === before.total + 1 && stats.pending === before.pending + 1;
      });
    });

    it('reads a phone sent as a JSON number as its digits', async () => {
      const res = await publicApi.post('/api/v1/admin/registration-interest', {
        businessName: 'Cedar Spa',
        businessType: 'Spa',
        contactName: 'Noor Ali',
        email: 'noor@cedarspa.test',
        phone: 5551234567,
      });
      expect(res.status).toBe(201);
      const requests = (await (await superAdmin()).get('/api/superadmin/registration-requests')).body.requests;
      expect(requests.find((r: { email: string }) => r.email === 'noor@cedarspa.test')).toMatchObject({ phone: '(555) 123-4567' });
    });

    it('answers 400 with the spec messages per field and stores nothing', async () => {
      const root = await superAdmin();
      const count = (await root.get('/api/superadmin/registration-requests')).body.requests.length;
      const res = await publicApi.post('/api/v1/admin/registration-interest', {
        businessName: '  ',
        businessType: '',
        email: 'not an email',
        phone: '12345',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fix the highlighted fields.');
      expect(res.body.fields).toEqual({
        businessName: 'This field is mandatory',
        businessType: 'This field is mandatory',
        contactName: 'This field is mandatory',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number like (555) 123-4567.',
      });
      expect((await root.get('/api/superadmin/registration-requests')).body.requests).toHaveLength(count);
    });
  });

  describe('self-registration with email OTP', () => {
    it('registers, signs in with a session cookie and derives the slug, numbering a taken one', async () => {
      const first = await createSignedInAdmin(platform, "Luigi's Trattoria & Bar");
      expect(first.businessSlug).toBe('luigi-s-trattoria-bar');
      const me = await first.api.get('/api/v1/admin/me');
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ role: 'Admin', restaurantName: "Luigi's Trattoria & Bar", businessSlug: 'luigi-s-trattoria-bar' });
      expect(first.api.cookies.get('gv_session')).toBeTruthy();
      const second = await createSignedInAdmin(platform, "Luigi's Trattoria & Bar");
      expect(second.businessSlug).toBe('luigi-s-trattoria-bar-2');
    });

    it('never gives a business a slug that is one of the server’s or the app’s own paths', async () => {
      // Made by the super admin: self-registration's emailed codes are limited per client address.
      const root = await superAdmin();
      for (const [restaurantName, slug] of [['API', 'api-2'], ['Media', 'media-2'], ['Explore', 'explore-2']]) {
        const email = `${slug}@reserved.test`;
        expect((await root.post('/api/superadmin/business-admin', { name: 'Rey', email, restaurantName, phone: '5551112222', password: 'reserved-1' })).status).toBe(201);
        const signedIn = await new ApiClient(platform.url).post('/api/v1/admin/login', { email, password: 'reserved-1' });
        expect(signedIn.body.user.businessSlug).toBe(slug);
      }
    });

    it('sends a code only to a valid email and limits sends per email', async () => {
      const api = new ApiClient(platform.url);
      expect((await api.post('/api/v1/admin/send-otp', { email: 'bad email' })).body.message).toBe('Please enter a valid email address');
      const email = 'limit@example.com';
      for (let i = 0; i < 3; i++) {
        const res = await api.post('/api/v1/admin/send-otp', { email });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('OTP sent to your email.');
      }
      expect((await api.post('/api/v1/admin/send-otp', { email })).status).toBe(429);
    });

    it('refuses a wrong code, a reused code, and every code after five wrong tries', async () => {
      const api = new ApiClient(platform.url);
      const email = 'otp-rules@example.com';
      await api.post('/api/v1/admin/send-otp', { email });
      const otp = await waitForOtp(platform.dataDir, email);
      const wrong = otp === '000000' ? '111111' : '000000';
      const bad = await api.post('/api/v1/admin/verify-otp', { email, otp: wrong });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid OTP. Please try again.');
      // Sent as a JSON number, as a client that reads the code as one would (leading zeros and all).
      const good = await api.post('/api/v1/admin/verify-otp', { email, otp: Number(otp) });
      expect(good.body.message).toBe('OTP verified successfully.');
      expect((await api.post('/api/v1/admin/verify-otp', { email, otp })).status).toBe(400);

      const locked = 'otp-locked@example.com';
      await api.post('/api/v1/admin/send-otp', { email: locked });
      const code = await waitForOtp(platform.dataDir, locked);
      const other = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) await api.post('/api/v1/admin/verify-otp', { email: locked, otp: other });
      expect((await api.post('/api/v1/admin/verify-otp', { email: locked, otp: code })).status).toBe(400);
    });

    it('refuses to register without a verified code and creates nothing', async () => {
      const res = await publicApi.put('/api/v1/admin/register', {
        name: 'Eve',
        password: 'secret-1',
        phone: '5551234567',
        email: 'eve@example.com',
        otp: '123456',
        restaurantName: 'Eve Eats',
        restaurantAddress: { street: '1 A St', city: 'X', state: 'CA', zipCode: '90001' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Error during registration. Check OTP or details.');
      expect((await publicApi.get('/api/v1/admin/business/eve-eats')).status).toBe(404);
    });

    it('validates the registration fields with their messages', async () => {
      const res = await publicApi.put('/api/v1/admin/register', { email: 'x@example.com', otp: '123456', phone: '12', password: '123' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toMatchObject({
        phone: 'Please enter a valid US phone number like (555) 123-4567',
        password: 'Password must be at least 6 characters',
        name: 'This field is mandatory',
        restaurantName: 'This field is mandatory',
      });
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in, rotates the session on every sign-in, and signs out for good', async () => {
      const { email, password } = await createSignedInAdmin(platform, 'Session Cafe');
      const a = new ApiClient(platform.url);
      const login = await a.post('/api/v1/admin/login', { email, password });
      expect(login.status).toBe(200);
      expect(login.body.token).toBeTruthy();
      expect(login.body.user.email).toBe(email);
      const firstSession = a.cookies.get('gv_session');
      await a.post('/api/v1/admin/login', { email, password });
      expect(a.cookies.get('gv_session')).not.toBe(firstSession);
      const stale = new ApiClient(platform.url);
      stale.cookies.set('gv_session', firstSession!);
      expect((await stale.get('/api/v1/admin/me')).status).toBe(200);
      const cookieBeforeLogout = a.cookies.get('gv_session')!;
      await a.post('/api/v1/admin/logout');
      expect(a.cookies.has('gv_session')).toBe(false);
      const replay = new ApiClient(platform.url);
      replay.cookies.set('gv_session', cookieBeforeLogout);
      expect((await replay.get('/api/v1/admin/me')).status).toBe(401);
    });

    it('resolves the sessions asked at once with one query, each to its admin; a revoked or unknown one to none', async () => {
      // Made by the super admin: no sign-up code, whose sends this file's tests would run out of.
      const admin = { email: 'batch@cafe.test', password: 'batch-cafe-1' };
      const created = await (await superAdmin()).post('/api/superadmin/business-admin', { name: 'Bea Batch', restaurantName: 'Batch Cafe', ...admin });
      expect(created.status).toBe(201);
      const signIn = async () => {
        const api = new ApiClient(platform.url);
        expect((await api.post('/api/v1/admin/login', admin)).status).toBe(200);
        return api;
      };
      const first = { api: await signIn(), businessSlug: created.body.admin.businessSlug as string, email: admin.email };
      const second = await signIn();
      const revoked = await signIn();
      const revokedSession = revoked.cookies.get('gv_session')!;
      await revoked.post('/api/v1/admin/logout');
      const store = platform.app.services.identity.app.get(SessionStore);
      const sessions = [first.api.cookies.get('gv_session')!, second.cookies.get('gv_session')!, revokedSession, 'no-such-session', first.api.cookies.get('gv_session')!];
      const { result: principals, statements } = await statementsDuring(platform.app.runtime.database.db, /from identity\.sessions/, () =>
        Promise.all(sessions.map((session) => store.resolve(session))),
      );
      expect(principals.map((principal) => principal && [principal.businessSlug, principal.email])).toEqual([
        [first.businessSlug, first.email],
        [first.businessSlug, first.email],
        null,
        null,
        [first.businessSlug, first.email],
      ]);
      expect(statements).toHaveLength(1);
    });

    it('gives the same answer for a wrong password and an unknown email, and limits attempts', async () => {
      const { email } = await createSignedInAdmin(platform, 'Guarded Grill');
      const api = new ApiClient(platform.url);
      const wrong = await api.post('/api/v1/admin/login', { email, password: 'nope-nope' });
      const unknown = await api.post('/api/v1/admin/login', { email: 'ghost@example.com', password: 'nope-nope' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.message).toBe(unknown.body.message);
      let last = 0;
      for (let i = 0; i < 10; i++) last = (await api.post('/api/v1/admin/login', { email, password: 'nope-nope' })).status;
      expect(last).toBe(429);
    });

    it('rejects cookie writes without the CSRF header and admin calls without a session', async () => {
      const { api } = await createSignedInAdmin(platform, 'Csrf Corner');
      const res = await api.request('PUT', '/api/v1/admin/change-password', { currentPassword: 'x', newPassword: 'y' }, { 'x-csrf-token': 'forged' });
      expect(res.status).toBe(403);
      expect((await publicApi.get('/api/v1/admin/me')).status).toBe(401);
    });

    it('changes the password with the spec rules and signs out other sessions', async () => {
      const { api, email, password } = await createSignedInAdmin(platform, 'Password Place');
      const other = new ApiClient(platform.url);
      await other.post('/api/v1/admin/login', { email, password });
      const short = await api.put('/api/v1/admin/change-password', { currentPassword: password, newPassword: '123' });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('Password must be at least 6 characters');
      const wrong = await api.put('/api/v1/admin/change-password', { currentPassword: 'wrong-one', newPassword: 'new-pass-9' });
      expect(wrong.status).toBe(400);
      const ok = await api.put('/api/v1/admin/change-password', { currentPassword: password, newPassword: 'new-pass-9' });
      expect(ok.body.message).toBe('Password changed successfully!');
      expect((await api.get('/api/v1/admin/me')).status).toBe(200);
      expect((await other.get('/api/v1/admin/me')).status).toBe(401);
      expect((await new ApiClient(platform.url).post('/api/v1/admin/login', { email, password })).status).toBe(401);
      expect((await new ApiClient(platform.url).post('/api/v1/admin/login', { email, password: 'new-pass-9' })).status).toBe(200);
    });
  });

  describe('business settings', () => {
    it('saves the profile and Square settings, keeps the token encrypted and only shows it masked', async () => {
      const { api, businessSlug } = await createSignedInAdmin(platform, 'Square Deal Diner');
      const res = await api.put('/api/v1/admin/settings', {
        restaurantName: 'Square Deal Diner & Co',
        businessSlug: 'someone-else',
        squareApplicationId: 'sandbox-sq0idb-abc',
        squareLocationId: TEST_LOCATIONS.active,
        squareAccessToken: 'EAAAl-very-secret-token-9876',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Settings saved successfully!');
      const user = (await api.get('/api/v1/admin/me')).body.user;
      expect(user).toMatchObject({ restaurantName: 'Square Deal Diner & Co', businessSlug, squareLocationId: TEST_LOCATIONS.active, squareAccessToken: '••••••••9876' });
      expect(JSON.stringify(user)).not.toContain('very-secret');
      const rows = await platform.app.runtime.database.db.execute(
        sql`select square_access_token_encrypted as t from identity.businesses where slug = ${businessSlug}`,
      );
      expect(JSON.stringify((rows as unknown as { rows: unknown[] }).rows)).not.toContain('very-secret');

      // The same call as a form: its fields count as the JSON's would.
      const form = new FormData();
      form.append('restaurantName', 'Square Deal Diner & Sons');
      // Another location of the same Square account (the emulator's main location of the token): verified again.
      const mainLocation = merchantFor('EAAAl-very-secret-token-9876').locationId;
      form.append('squareLocationId', mainLocation);
      const asForm = await api.put('/api/v1/admin/settings', form);
      expect(asForm.status).toBe(200);
      expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ restaurantName: 'Square Deal Diner & Sons', squareLocationId: mainLocation, squareAccessToken: '••••••••9876' });
    });

    it('sets the time zone the dashboard counts days in, keeps it when a spec client leaves it out and refuses an unknown one', async () => {
      // Made by the super admin: self-registration's emailed codes are limited per client address, and this file uses them all.
      const email = 'zone@direct.test';
      expect((await (await superAdmin()).post('/api/superadmin/business-admin', { name: 'Zoe', email, restaurantName: 'Zone Zero Cafe', phone: '5551112222', password: 'zone-pass-1' })).status).toBe(201);
      const api = new ApiClient(platform.url);
      const signedIn = await api.post('/api/v1/admin/login', { email, password: 'zone-pass-1' });
      const { businessSlug, timeZone } = signedIn.body.user;
      expect(timeZone).toBe('UTC');

      const saved = await api.put('/api/v1/admin/settings', { timeZone: 'America/New_York' });
      expect(saved.status).toBe(200);
      expect(saved.body.user.timeZone).toBe('America/New_York');
      expect((await api.put('/api/v1/admin/settings', { restaurantName: 'Zone Zero Cafe & Bar', businessSlug })).status).toBe(200);
      expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ restaurantName: 'Zone Zero Cafe & Bar', timeZone: 'America/New_York' });
      // An alias is stored under its canonical name.
      expect((await api.put('/api/v1/admin/settings', { timeZone: 'US/Pacific' })).body.user.timeZone).toBe('America/Los_Angeles');

      for (const timeZone of ['Mars/Olympus_Mons', '+05:00', '', null]) {
        const refused = await api.put('/api/v1/admin/settings', { restaurantName: 'Not Saved', timeZone });
        expect({ timeZone, status: refused.status, body: refused.body }).toMatchObject({
          timeZone,
          status: 400,
          body: { message: 'Please choose a valid time zone', fields: { timeZone: 'Please choose a valid time zone' } },
        });
      }
      expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ restaurantName: 'Zone Zero Cafe & Bar', timeZone: 'America/Los_Angeles' });

      const events = await selectRows<{ payload: { v: number; timeZone: string; contactEmail: string } }>(
        platform.app.runtime.database.db,
        sql`select payload from identity.outbox where type = 'business.updated' and payload->>'businessSlug' = ${businessSlug} order by seq`,
      );
      // Each profile also says where replies to the business's emails go: its admin's email until it sets another.
      expect(events.map(({ payload }) => [payload.v, payload.timeZone, payload.contactEmail])).toEqual([
        [3, 'UTC', email],
        [3, 'America/New_York', email],
        [3, 'America/New_York', email],
        [3, 'America/Los_Angeles', email],
      ]);
    });

    it('uploads a logo into blob storage and serves it with caching headers', async () => {
      const { api, businessSlug } = await createSignedInAdmin(platform, 'Logo Lounge');
      const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ff0000' } }).png().toBuffer();
      const form = new FormData();
      form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const res = await api.post('/api/v1/admin/settings/logo', form);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Logo uploaded successfully!');
      const image = await fetch(platform.url + res.body.logoUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(512);
      expect((await publicApi.get(`/api/v1/admin/business/${businessSlug}`)).body.business.logoUrl).toBe(res.body.logoUrl);
    });

    it('refuses a file that is not an image', async () => {
      const { api } = await createSignedInAdmin(platform, 'Not Image Inn');
      const form = new FormData();
      form.append('logo', new Blob(['hello'], { type: 'image/png' }), 'logo.png');
      const res = await api.post('/api/v1/admin/settings/logo', form);
      expect(res.status).toBe(415);
      expect((await api.post('/api/v1/admin/settings/logo', new FormData())).status).toBeGreaterThanOrEqual(400);
    });

    it('makes a 1200x1600 poster with a QR code to the business page', async () => {
      const { api, businessSlug } = await createSignedInAdmin(platform, 'Poster Pub');
      const res = await api.get('/api/v1/admin/settings/qr-poster');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.body).toContain('width="1200" height="1600"');
      expect(res.body).toContain(`/${businessSlug}/giftcards`);
      const png = await sharp(Buffer.from(res.body)).png().toBuffer();
      expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 1600 });
    });

    it('shows public business info and a clear 404 for an unknown slug', async () => {
      const { businessSlug } = await createSignedInAdmin(platform, 'Public Pantry');
      const res = await publicApi.get(`/api/v1/admin/business/${businessSlug}`);
      expect(res.body.business).toEqual({
        businessSlug,
        name: 'Public Pantry',
        logoUrl: null,
        address: { street: '1 Main St', city: 'Springfield', state: 'IL' },
        testMode: true,
      });
      const missing = await publicApi.get('/api/v1/admin/business/no-such-place');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBeTruthy();
    });

    it('keeps every admin call on the admin’s own business, whatever slug the client sends', async () => {
      const a = await createSignedInAdmin(platform, 'Tenant A Tacos');
      const b = await createSignedInAdmin(platform, 'Tenant B Burgers');
      await a.api.put('/api/v1/admin/settings', { restaurantName: 'Hijacked', businessSlug: b.businessSlug, timeZone: 'Asia/Tokyo' });
      expect((await publicApi.get(`/api/v1/admin/business/${b.businessSlug}`)).body.business.name).toBe('Tenant B Burgers');
      expect((await a.api.get('/api/v1/admin/me')).body.user).toMatchObject({ businessSlug: a.businessSlug, timeZone: 'Asia/Tokyo' });
      // b keeps the zone of its address (Springfield, IL).
      expect((await b.api.get('/api/v1/admin/me')).body.user.timeZone).toBe('America/Chicago');
      const poster = await a.api.get(`/api/v1/admin/settings/qr-poster?businessSlug=${b.businessSlug}`);
      expect(poster.body).toContain(`/${a.businessSlug}/giftcards`);
    });
  });

  describe('super admin', () => {
    it('refuses wrong credentials, missing tokens and admin cookies', async () => {
      expect((await publicApi.post('/api/superadmin/login', { email: SUPER.email, password: 'wrong-pass' })).status).toBe(401);
      expect((await publicApi.get('/api/superadmin/stats')).status).toBe(401);
      const { api } = await createSignedInAdmin(platform, 'Role Check Cafe');
      expect((await api.get('/api/superadmin/registration-requests')).status).toBe(401);
      const root = await superAdmin();
      expect((await root.get('/api/v1/admin/me')).status).toBe(401);
    });

    it('approves a request: the business is provisioned, the admin is invited, sets a password and signs in', async () => {
      await publicApi.post('/api/v1/admin/registration-interest', {
        businessName: 'Approved Bistro',
        businessType: 'Restaurant',
        contactName: 'Ada',
        email: 'ada@approved.test',
      });
      const root = await superAdmin();
      const request = (await root.get('/api/superadmin/registration-requests')).body.requests.find(
        (r: { email: string }) => r.email === 'ada@approved.test',
      );
      const bad = await root.put(`/api/superadmin/registration-requests/${request._id}/status`, { status: 'maybe' });
      expect(bad.status).toBe(400);
      const res = await root.put(`/api/superadmin/registration-requests/${request._id}/status`, { status: 'approved', notes: 'Welcome' });
      expect(res.status).toBe(200);
      const invite = await waitForMail(platform.dataDir, { to: 'ada@approved.test', subject: /ready/ });
      const token = /set-password\?token=([\w%-]+)/.exec(invite.text)![1];
      const weak = await publicApi.put('/api/v1/admin/set-password', { token: decodeURIComponent(token), password: '123' });
      expect(weak.status).toBe(400);
      const set = await publicApi.put('/api/v1/admin/set-password', { token: decodeURIComponent(token), password: 'chosen-pass-1' });
      expect(set.status).toBe(200);
      expect((await publicApi.put('/api/v1/admin/set-password', { token: decodeURIComponent(token), password: 'again-pass-1' })).status).toBe(400);
      const login = await new ApiClient(platform.url).post('/api/v1/admin/login', { email: 'ada@approved.test', password: 'chosen-pass-1' });
      expect(login.status).toBe(200);
      expect(login.body.user.businessSlug).toBe('approved-bistro');
      await eventually(async () => (await root.get('/api/superadmin/stats')).body.stats.approved >= 1);
    });

    it('rejects a request with a polite email', async () => {
      await publicApi.post('/api/v1/admin/registration-interest', {
        businessName: 'Rejected Rooms',
        businessType: 'Hotel',
        contactName: 'Rex',
        email: 'rex@rejected.test',
      });
      const root = await superAdmin();
      const request = (await root.get('/api/superadmin/registration-requests')).body.requests.find(
        (r: { email: string }) => r.email === 'rex@rejected.test',
      );
      await root.put(`/api/superadmin/registration-requests/${request._id}/status`, { status: 'rejected', notes: 'Outside our area' });
      const mail = await waitForMail(platform.dataDir, { to: 'rex@rejected.test', subject: /About your/ });
      expect(mail.text).toContain('Outside our area');
      expect((await publicApi.get('/api/v1/admin/business/rejected-rooms')).status).toBe(404);
    });

    it('creates a business admin directly, with or without a password, and refuses a duplicate email', async () => {
      const root = await superAdmin();
      const withPassword = await root.post('/api/superadmin/business-admin', {
        name: 'Pat',
        email: 'pat@direct.test',
        restaurantName: 'Direct Deli',
        phone: '5559876543',
        password: 'direct-pass-1',
      });
      expect(withPassword.status).toBe(201);
      expect(withPassword.body.message).toBe('Business admin created');
      expect((await new ApiClient(platform.url).post('/api/v1/admin/login', { email: 'pat@direct.test', password: 'direct-pass-1' })).status).toBe(200);
      const invited = await root.post('/api/superadmin/business-admin', { name: 'Quinn', email: 'quinn@direct.test', restaurantName: 'Invite Inn', businessSlug: 'invite-inn-downtown' });
      expect(invited.body.admin.businessSlug).toBe('invite-inn-downtown');
      await waitForMail(platform.dataDir, { to: 'quinn@direct.test', subject: /ready/ });
      const duplicate = await root.post('/api/superadmin/business-admin', { name: 'Pat', email: 'pat@direct.test', restaurantName: 'Again' });
      expect(duplicate.status).toBe(409);
      const requests = (await root.get('/api/superadmin/registration-requests')).body.requests;
      expect(requests.some((r: { email: string; status: string }) => r.email === 'pat@direct.test' && r.status === 'approved')).toBe(true);
    });
  });

  it('never answers 500 to malformed input', async () => {
    const root = await superAdmin();
    const { api } = await createSignedInAdmin(platform, 'Fuzz Foods');
    const bodies = [null, [], 'text', { email: 42 }, { email: { $ne: 1 } }, { password: 'x'.repeat(100_000) }];
    const calls: [ApiClient, string, string][] = [
      [publicApi, 'POST', '/api/v1/admin/registration-interest'],
      [publicApi, 'POST', '/api/v1/admin/login'],
      [publicApi, 'POST', '/api/v1/admin/send-otp'],
      [publicApi, 'POST', '/api/v1/admin/verify-otp'],
      [publicApi, 'PUT', '/api/v1/admin/register'],
      [publicApi, 'PUT', '/api/v1/admin/set-password'],
      [publicApi, 'POST', '/api/superadmin/login'],
      [api, 'PUT', '/api/v1/admin/settings'],
      [api, 'PUT', '/api/v1/admin/change-password'],
      [root, 'POST', '/api/superadmin/business-admin'],
      [root, 'PUT', '/api/superadmin/registration-requests/not-a-uuid/status'],
    ];
    for (const [client, method, path] of calls) {
      for (const body of bodies) {
        const res = await client.request(method, path, body);
        expect({ path, body, status: res.status < 500 }).toEqual({ path, body, status: true });
      }
    }
    expect(readMailbox(platform.dataDir).length).toBeGreaterThan(0);
  });
});
