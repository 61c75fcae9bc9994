import { sql } from 'drizzle-orm';
import { SessionCache } from '@gv/gateway';
import { ApiClient, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { eventually } from '../../../../test/engines';
import { readMailbox, type ReceivedMail } from '../../../../test/mail';
import { createTestDatabase } from '../../../../test/postgres';
import { SessionClock } from '../sessions/session-clock';

const SUPER = { email: 'root@reset.test', password: 'super-secret-1' };
const SENT = { success: true, message: "If an account exists for that email, we've sent a link to reset your password." };
const INVALID = { status: 400, body: { code: 'AUTH.RESET_LINK_INVALID', message: 'This reset link is invalid, expired or already used. Please ask for a new one.' } };
const RESET_SUBJECT = /Reset your Giftcard Vault password/;

const engines: [string, () => Promise<{ env: Record<string, string>; drop(): Promise<void> }>][] = [
  ['PGlite', async () => ({ env: {}, drop: async () => undefined })],
  [
    'PostgreSQL',
    async () => {
      const database = await createTestDatabase();
      return { env: { DATABASE_URL: database.url }, drop: database.drop };
    },
  ],
];

let addressCounter = 0;
/** A made-up client address, different on every call (the gateway believes X-Forwarded-For from 127.0.0.1 here). */
const newAddress = () => `203.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

describe.each(engines)('password reset and session lifetimes through the gateway (all-in-one on %s)', (_engine, openDatabase) => {
  let database: Awaited<ReturnType<(typeof engines)[number][1]>>;
  let platform: TestPlatform;
  let accountCounter = 0;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({ ...database.env, TRUSTED_PROXIES: '127.0.0.1', SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });
  }, 60_000);
  afterAll(async () => {
    await platform?.stop();
    await database?.drop();
  });

  /** A client at an address of its own, so the per-address limits of one test do not reach another's. */
  const client = () => new ApiClient(platform.url, { 'x-forwarded-for': newAddress() });

  async function superAdmin(): Promise<ApiClient> {
    const api = client();
    const res = await api.post('/api/superadmin/login', SUPER);
    expect(res.status).toBe(200);
    api.bearer = res.body.token;
    return api;
  }

  /** A business admin made by the super admin, and a client signed in as them. */
  async function newAdmin(password = 'first-pass-1') {
    const email = `reset${++accountCounter}.${_engine.toLowerCase()}@cafe.test`;
    const created = await (await superAdmin()).post('/api/superadmin/business-admin', { name: 'Rita', email, restaurantName: `Reset Cafe ${accountCounter}`, password });
    expect(created.status).toBe(201);
    const api = client();
    expect((await api.post('/api/v1/admin/login', { email, password })).status).toBe(200);
    return { email, password, api };
  }

  const mailsTo = (to: string, subject: RegExp): ReceivedMail[] => readMailbox(platform.dataDir).filter((m) => m.to.includes(to) && subject.test(m.subject));

  /** Asks for a reset link and answers the link of the email it brings. */
  async function resetLink(forgotPath: string, email: string, api = client()): Promise<URL> {
    const before = mailsTo(email, RESET_SUBJECT).length;
    const asked = await api.post(forgotPath, { email });
    expect(asked).toMatchObject({ status: 200, body: SENT });
    const mail = await eventually(() => mailsTo(email, RESET_SUBJECT)[before]);
    return new URL(/https?:\/\/\S+\/reset-password\?[^\s"<>]+/.exec(mail.text)![0].replace(/&amp;/g, '&'));
  }

  describe('business admins', () => {
    it('emails a 30-minute link; the reset sets the password once, ends every session and mails a confirmation', async () => {
      const { email, password, api } = await newAdmin();
      const elsewhere = client();
      expect((await elsewhere.post('/api/v1/admin/login', { email, password })).status).toBe(200);
      const link = await resetLink('/api/v1/admin/forgot-password', email);
      expect(link.pathname).toBe('/reset-password');
      expect(link.searchParams.get('realm')).toBeNull();
      const token = link.searchParams.get('token')!;
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(mailsTo(email, RESET_SUBJECT).at(-1)!.text).toContain('expires in 30 minutes');

      const browser = client();
      const short = await browser.post('/api/v1/admin/reset-password', { token, newPassword: '12345' });
      expect(short).toMatchObject({ status: 400, body: { fields: { newPassword: 'Password must be at least 6 characters' } } });
      const done = await browser.post('/api/v1/admin/reset-password', { token, newPassword: 'second-pass-2' });
      expect(done).toMatchObject({ status: 200, body: { success: true, message: 'Your password was changed. You can now sign in with it.' } });
      expect(browser.cookies.get('gv_device')).toBeTruthy();

      expect((await api.get('/api/v1/admin/me')).status).toBe(401);
      expect((await elsewhere.get('/api/v1/admin/me')).status).toBe(401);
      expect((await client().post('/api/v1/admin/login', { email, password })).status).toBe(401);
      expect((await browser.post('/api/v1/admin/login', { email, password: 'second-pass-2' })).status).toBe(200);
      expect(await client().post('/api/v1/admin/reset-password', { token, newPassword: 'third-pass-3' })).toMatchObject(INVALID);
      const confirmation = await eventually(() => mailsTo(email, /Your Giftcard Vault password was changed/)[0]);
      expect(confirmation.text).toContain('/login');
    });

    it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
      const { email } = await newAdmin();
      const known = await client().post('/api/v1/admin/forgot-password', { email });
      const unknown = await client().post('/api/v1/admin/forgot-password', { email: 'nobody-here@cafe.test' });
      expect(unknown).toMatchObject({ status: 200, body: SENT });
      expect(unknown.body).toEqual(known.body);
      // The super admin's address has no business admin account: the admin route sends it nothing either.
      expect((await client().post('/api/v1/admin/forgot-password', { email: SUPER.email })).body).toEqual(SENT);
      await eventually(() => mailsTo(email, RESET_SUBJECT).length === 1);
      expect(mailsTo('nobody-here@cafe.test', /./)).toEqual([]);
      expect(mailsTo(SUPER.email, RESET_SUBJECT)).toEqual([]);
      expect(await client().post('/api/v1/admin/forgot-password', { email: 'not an email' })).toMatchObject({ status: 400, body: { fields: { email: 'Please enter a valid email address' } } });
    });

    it('refuses an expired, unknown or other-realm link; a link resets only its own account', async () => {
      const first = await newAdmin();
      const second = await newAdmin();
      const secondToken = (await resetLink('/api/v1/admin/forgot-password', second.email)).searchParams.get('token')!;
      // The super admin's route does not take an admin's link, and the link still works where it belongs.
      expect(await client().post('/api/superadmin/reset-password', { token: secondToken, newPassword: 'taken-over-1' })).toMatchObject(INVALID);
      expect((await client().post('/api/v1/admin/reset-password', { token: secondToken, newPassword: 'second-own-2' })).status).toBe(200);
      expect((await client().post('/api/v1/admin/login', { email: first.email, password: first.password })).status).toBe(200);
      expect((await client().post('/api/v1/admin/login', { email: first.email, password: 'second-own-2' })).status).toBe(401);
      expect((await client().post('/api/v1/admin/login', { email: second.email, password: 'second-own-2' })).status).toBe(200);

      const firstToken = (await resetLink('/api/v1/admin/forgot-password', first.email)).searchParams.get('token')!;
      await platform.app.runtime.database.db.execute(sql`update identity.password_resets set expires_at = now() - interval '1 second' where email = ${first.email}`);
      expect(await client().post('/api/v1/admin/reset-password', { token: firstToken, newPassword: 'too-late-1' })).toMatchObject(INVALID);
      for (const token of ['', 'made-up-token', `${firstToken}x`, 42, null]) {
        expect(await client().post('/api/v1/admin/reset-password', { token, newPassword: 'guessed-1' })).toMatchObject(INVALID);
      }
      expect((await client().post('/api/v1/admin/login', first)).status).toBe(200);
    });

    it('refuses an address after 20 wrong links in 15 minutes, the right one included, which still works elsewhere', async () => {
      const { email } = await newAdmin();
      const token = (await resetLink('/api/v1/admin/forgot-password', email)).searchParams.get('token')!;
      const guesser = client();
      for (let i = 0; i < 20; i++) expect(await guesser.post('/api/v1/admin/reset-password', { token: `guess-${i}`, newPassword: 'guessed-1' })).toMatchObject(INVALID);
      const refused = await guesser.post('/api/v1/admin/reset-password', { token, newPassword: 'guessed-1' });
      expect(refused).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please wait a few minutes and try again.' } });
      expect((await client().post('/api/v1/admin/reset-password', { token, newPassword: 'rightful-1' })).status).toBe(200);
    });

    it('lets exactly one of two simultaneous uses of a link through', async () => {
      const { email } = await newAdmin();
      const token = (await resetLink('/api/v1/admin/forgot-password', email)).searchParams.get('token')!;
      const uses = await Promise.all(['racer-one-1', 'racer-two-2'].map((newPassword) => client().post('/api/v1/admin/reset-password', { token, newPassword })));
      expect(uses.map((use) => use.status).sort()).toEqual([200, 400]);
    });

    it('limits links per mailbox (quietly) and requests per address (429)', async () => {
      const { email } = await newAdmin();
      const sameAddress = client();
      for (let i = 0; i < 3; i++) await resetLink('/api/v1/admin/forgot-password', email, sameAddress);
      // A fourth link within 15 minutes is answered alike and sent to no one: no fourth email is even asked for.
      expect((await client().post('/api/v1/admin/forgot-password', { email })).body).toEqual(SENT);
      const asked = await platform.app.runtime.database.db.execute(
        sql`select 1 from identity.outbox where type = 'password-reset.requested' and payload->>'email' = ${email}`,
      );
      expect((asked as unknown as { rows: unknown[] }).rows).toHaveLength(3);
      expect(mailsTo(email, RESET_SUBJECT)).toHaveLength(3);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await sameAddress.post('/api/v1/admin/forgot-password', { email: `someone${i}@cafe.test` })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
    });
  });

  describe('the super admin', () => {
    it('resets with its own link and page, ending every super admin session; an admin route refuses its link', async () => {
      const signedIn = await superAdmin();
      const link = await resetLink('/api/superadmin/forgot-password', SUPER.email);
      expect(link.searchParams.get('realm')).toBe('super');
      const token = link.searchParams.get('token')!;
      expect(await client().post('/api/v1/admin/reset-password', { token, newPassword: 'admin-route-1' })).toMatchObject(INVALID);
      const browser = client();
      expect((await browser.post('/api/superadmin/reset-password', { token, newPassword: 'new-root-pass-2' })).status).toBe(200);
      expect(browser.cookies.get('gv_super_device')).toBeTruthy();
      expect((await signedIn.get('/api/superadmin/stats')).status).toBe(401);
      expect((await client().post('/api/superadmin/login', SUPER)).status).toBe(401);
      expect((await browser.post('/api/superadmin/login', { email: SUPER.email, password: 'new-root-pass-2' })).status).toBe(200);
      await eventually(() => mailsTo(SUPER.email, /Your Giftcard Vault password was changed/)[0]);
      // Put back for the other tests.
      const again = (await resetLink('/api/superadmin/forgot-password', SUPER.email)).searchParams.get('token')!;
      expect((await client().post('/api/superadmin/reset-password', { token: again, newPassword: SUPER.password })).status).toBe(200);
    });
  });

  describe('idle sessions', () => {
    const clock = () => platform.app.services.identity.app.get(SessionClock);
    afterEach(() => {
      clock().now = () => new Date();
    });
    const after = (minutes: number) => {
      const at = new Date(Date.now() + minutes * 60_000);
      clock().now = () => at;
      // The gateway answers a session from memory for a second (SessionCache): minutes have passed for it too.
      platform.app.gateway.get(SessionCache).forgetAll();
    };

    it('ends an admin session after 30 minutes without a call, while calls keep it alive', async () => {
      const { api } = await newAdmin();
      for (const minutes of [29, 58, 87]) {
        after(minutes);
        expect((await api.get('/api/v1/admin/me')).status).toBe(200);
      }
      after(87 + 31);
      expect((await api.get('/api/v1/admin/me')).status).toBe(401);
    });

    it('writes the last use at most once a minute', async () => {
      const { api, email } = await newAdmin();
      const lastSeen = async () => {
        const result = await platform.app.runtime.database.db.execute(
          sql`select s.last_seen_at::text as at from identity.sessions s join identity.admins a on a.id = s.admin_id where a.email = ${email}`,
        );
        return (result as unknown as { rows: { at: string }[] }).rows.map((row) => row.at);
      };
      const [signedIn] = await lastSeen();
      after(10);
      await api.get('/api/v1/admin/me');
      const [first] = await lastSeen();
      expect(first).not.toBe(signedIn);
      after(10.5);
      await api.get('/api/v1/admin/me');
      expect(await lastSeen()).toEqual([first]);
      after(11.5);
      await api.get('/api/v1/admin/me');
      expect((await lastSeen())[0]).not.toBe(first);
    });

    it('ends a super admin session after 30 minutes without a call', async () => {
      const root = await superAdmin();
      after(25);
      expect((await root.get('/api/superadmin/stats')).status).toBe(200);
      after(25 + 31);
      expect((await root.get('/api/superadmin/stats')).status).toBe(401);
    });
  });
});
