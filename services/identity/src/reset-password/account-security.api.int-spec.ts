import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { SessionCache } from '@gv/gateway';
import { ApiClient, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, stopThenDrop, type DatabaseEnv } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { joinTeam } from '../../../../test/identity-api';
import { readMailbox, type ReceivedMail } from '../../../../test/mail';
import { hashPassword } from '../domain/passwords';
import { ensureSuperAdmin } from '../ensure-super-admin/ensure-super-admin';
import { SessionClock } from '../sessions/session-clock';

const SUPER = { email: 'root@reset.test', password: 'super-secret-1' };
const SENT = { success: true, message: "If an account exists for that email, we've sent a link to reset your password." };
const INVALID = { status: 400, body: { code: 'AUTH.RESET_LINK_INVALID', message: 'This reset link is invalid, expired or already used. Please ask for a new one.' } };
const RESET_SUBJECT = /Reset your Giftcard Vault password/;
const TOO_SHORT = 'Use at least 10 characters.';
const TOO_COMMON = 'This password is too common: it appears in lists of breached passwords. Choose another.';

let addressCounter = 0;
/** A made-up client address, different on every call (the gateway believes X-Forwarded-For from 127.0.0.1 here). */
const newAddress = () => `203.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

describe.each(databaseEnvs)('password reset and session lifetimes through the gateway (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let accountCounter = 0;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({ ...database.env, TRUSTED_PROXIES: '127.0.0.1', SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });
  }, 120_000);
  afterAll(() => stopThenDrop(platform, database));

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
        expect(await client().post('/api/v1/admin/reset-password', { token, newPassword: 'guessed-pass-1' })).toMatchObject(INVALID);
      }
      expect((await client().post('/api/v1/admin/login', first)).status).toBe(200);
    });

    it('refuses an address after 20 wrong links in 15 minutes, the right one included, which still works elsewhere', async () => {
      const { email } = await newAdmin();
      const token = (await resetLink('/api/v1/admin/forgot-password', email)).searchParams.get('token')!;
      const guesser = client();
      for (let i = 0; i < 20; i++) expect(await guesser.post('/api/v1/admin/reset-password', { token: `guess-${i}`, newPassword: 'guessed-pass-1' })).toMatchObject(INVALID);
      const refused = await guesser.post('/api/v1/admin/reset-password', { token, newPassword: 'guessed-pass-1' });
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
  describe('password rules', () => {
    it('asks 10 characters and no breached password wherever one is chosen, saying why; an older shorter password still signs in', async () => {
      const { email, password, api } = await newAdmin();
      for (const [newPassword, message] of [['short-9', TOO_SHORT], ['Password1234', TOO_COMMON], ['qwertyuiop', TOO_COMMON]]) {
        expect(await api.put('/api/v1/admin/change-password', { currentPassword: password, newPassword })).toMatchObject({ status: 400, body: { message, fields: { newPassword: message } } });
      }
      expect((await api.put('/api/v1/admin/change-password', { currentPassword: password, newPassword: 'ten-chars!' })).status).toBe(200);

      const registration = { name: 'Reg', phone: '5551234567', email: `reg.${_engine.toLowerCase()}@cafe.test`, otp: '123456', restaurantName: 'Reg Cafe', restaurantAddress: { street: '1 A St', city: 'X', state: 'CA', zipCode: '90001' } };
      expect(await client().put('/api/v1/admin/register', { ...registration, password: 'short-9' })).toMatchObject({ status: 400, body: { message: TOO_SHORT, fields: { password: TOO_SHORT } } });
      expect(await client().put('/api/v1/admin/register', { ...registration, password: 'password123' })).toMatchObject({ status: 400, body: { message: TOO_COMMON } });

      const root = await superAdmin();
      const created = { name: 'Cy', email: `cy.${_engine.toLowerCase()}@cafe.test`, restaurantName: `Cy Cafe ${_engine}` };
      expect(await root.post('/api/superadmin/business-admin', { ...created, password: '1234567890' })).toMatchObject({ status: 400, body: { fields: { password: TOO_COMMON } } });
      expect((await root.post('/api/superadmin/business-admin', { ...created, password: 'cy-cafe-pass' })).status).toBe(201);

      const link = await resetLink('/api/v1/admin/forgot-password', email);
      expect(await client().post('/api/v1/admin/reset-password', { token: link.searchParams.get('token'), newPassword: 'iloveyou12' })).toMatchObject({ status: 400, body: { fields: { newPassword: TOO_COMMON } } });

      await expect(ensureSuperAdmin(platform.app.runtime.database.db, 'other-root@reset.test', 'short-9')).rejects.toThrow(TOO_SHORT);
      await expect(ensureSuperAdmin(platform.app.runtime.database.db, 'other-root@reset.test', 'Qwerty123456')).rejects.toThrow(TOO_COMMON);

      // Chosen before the rule: still signs in.
      await platform.app.runtime.database.db.execute(sql`update identity.admins set password_hash = ${await hashPassword('old-6')} where email = ${email}`);
      expect((await client().post('/api/v1/admin/login', { email, password: 'old-6' })).status).toBe(200);
    });
  });

  describe('two-step sign-in', () => {
    const clock = () => platform.app.services.identity.app.get(SessionClock);
    let minutes = 0;
    afterEach(() => {
      clock().now = () => new Date();
    });
    /** The app's code a minute later than the last one asked: a code is taken once, so every sign-in needs a new one. */
    const nextCode = (secret: string) => {
      const at = new Date(Date.now() + ++minutes * 60_000);
      clock().now = () => at;
      return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
    };

    /** An admin with two-step sign-in turned on, its secret and recovery codes. */
    async function adminWithTwoStep() {
      const admin = await newAdmin();
      const setup = await admin.api.post('/api/v1/admin/two-step/start');
      expect(setup).toMatchObject({ status: 200, body: { success: true, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) } });
      const { secret, otpauthUrl } = setup.body;
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Giftcard%20Vault:.+\?issuer=Giftcard%20Vault&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
      expect(await admin.api.post('/api/v1/admin/two-step/confirm', { code: '000000' })).toMatchObject({ status: 400, body: { code: 'TWO_STEP.WRONG_CODE' } });
      const confirmed = await admin.api.post('/api/v1/admin/two-step/confirm', { code: nextCode(secret) });
      expect(confirmed).toMatchObject({ status: 200, body: { success: true } });
      const recoveryCodes: string[] = confirmed.body.recoveryCodes;
      expect(new Set(recoveryCodes).size).toBe(10);
      expect((await admin.api.get('/api/v1/admin/me')).body.user).toMatchObject({ twoStepEnabled: true, twoStepSetupRequired: false });
      return { ...admin, secret, recoveryCodes };
    }

    /** The password step: a challenge, and neither a session cookie nor a token. */
    async function passwordStep(api: ApiClient, path: string, credentials: { email: string; password: string }): Promise<string> {
      const res = await api.post(path, credentials);
      expect(res).toMatchObject({ status: 200, body: { success: true, twoStepRequired: true, challenge: expect.any(String) } });
      expect(res.body.token).toBeUndefined();
      expect(api.cookies.has('gv_session')).toBe(false);
      return res.body.challenge;
    }

    it('asks an enrolled admin for a code after the password: a code of the app or a recovery code signs in, each once', async () => {
      const { email, password, secret, recoveryCodes } = await adminWithTwoStep();
      const api = client();
      const challenge = await passwordStep(api, '/api/v1/admin/login', { email, password });
      expect((await api.get('/api/v1/admin/me')).status).toBe(401);
      const code = nextCode(secret);
      const signedIn = await api.post('/api/v1/admin/login/verify-code', { challenge, code });
      expect(signedIn).toMatchObject({ status: 200, body: { success: true, token: expect.any(String), user: { email } } });
      expect((await api.get('/api/v1/admin/me')).status).toBe(200);
      // The challenge is spent, and so is the code.
      expect(await client().post('/api/v1/admin/login/verify-code', { challenge, code })).toMatchObject({ status: 401, body: { code: 'AUTH.CHALLENGE_EXPIRED' } });
      const again = client();
      expect(await again.post('/api/v1/admin/login/verify-code', { challenge: await passwordStep(again, '/api/v1/admin/login', { email, password }), code })).toMatchObject({ status: 401, body: { code: 'AUTH.BAD_CODE' } });

      const recovery = recoveryCodes[3].toUpperCase().replace('-', ' ');
      const withRecovery = client();
      expect((await withRecovery.post('/api/v1/admin/login/verify-code', { challenge: await passwordStep(withRecovery, '/api/v1/admin/login', { email, password }), code: recovery })).status).toBe(200);
      const reused = client();
      expect(await reused.post('/api/v1/admin/login/verify-code', { challenge: await passwordStep(reused, '/api/v1/admin/login', { email, password }), code: recoveryCodes[3] })).toMatchObject({ status: 401 });

      // Turned off with the password: the spec's sign-in again.
      const wrong = await api.post('/api/v1/admin/two-step/turn-off', { password: 'not-my-password' });
      expect(wrong.status).toBe(400);
      expect((await api.post('/api/v1/admin/two-step/turn-off', { password })).status).toBe(200);
      const plain = await client().post('/api/v1/admin/login', { email, password });
      expect(plain).toMatchObject({ status: 200, body: { token: expect.any(String), user: { email, twoStepEnabled: false } } });
      expect(plain.body.twoStepRequired).toBeUndefined();
    });

    it('locks a challenge after 5 wrong codes and the account after 10 in 15 minutes, the right code included', async () => {
      const { email, password, secret } = await adminWithTwoStep();
      const api = client();
      const challenge = await passwordStep(api, '/api/v1/admin/login', { email, password });
      for (let i = 0; i < 5; i++) expect(await api.post('/api/v1/admin/login/verify-code', { challenge, code: '000000' })).toMatchObject({ status: 401, body: { code: 'AUTH.BAD_CODE' } });
      expect(await api.post('/api/v1/admin/login/verify-code', { challenge, code: nextCode(secret) })).toMatchObject({ status: 429, body: { code: 'AUTH.CODE_LOCKED' } });
      const second = await passwordStep(api, '/api/v1/admin/login', { email, password });
      // With the setup's wrong code, the tenth wrong code of the account.
      for (let i = 0; i < 4; i++) expect((await api.post('/api/v1/admin/login/verify-code', { challenge: second, code: 'aaaaa-bbbbb' })).status).toBe(401);
      const third = await passwordStep(api, '/api/v1/admin/login', { email, password });
      expect(await api.post('/api/v1/admin/login/verify-code', { challenge: third, code: nextCode(secret) })).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    });

    it('turns on and off for the super admin too, whose sign-in then asks for a code', async () => {
      const root = await superAdmin();
      const { secret } = (await root.post('/api/superadmin/two-step/start')).body;
      expect((await root.post('/api/superadmin/two-step/confirm', { code: nextCode(secret) })).body.recoveryCodes).toHaveLength(10);
      expect((await root.get('/api/superadmin/two-step')).body).toEqual({ success: true, enabled: true });
      try {
        const api = client();
        const challenge = await passwordStep(api, '/api/superadmin/login', SUPER);
        expect(await api.post('/api/v1/admin/login/verify-code', { challenge, code: nextCode(secret) })).toMatchObject({ status: 401, body: { code: 'AUTH.CHALLENGE_EXPIRED' } });
        const signedIn = await api.post('/api/superadmin/login/verify-code', { challenge, code: nextCode(secret) });
        expect(signedIn).toMatchObject({ status: 200, body: { success: true, role: 'SuperAdmin', token: expect.any(String) } });
        api.bearer = signedIn.body.token;
        expect((await api.get('/api/superadmin/stats')).status).toBe(200);
      } finally {
        expect((await root.post('/api/superadmin/two-step/turn-off', { code: nextCode(secret) })).status).toBe(200);
      }
      expect((await client().post('/api/superadmin/login', SUPER)).body.token).toEqual(expect.any(String));
    });

    it("sends owners without it to set it up once the super admin requires it, and refuses their other calls until then", async () => {
      const root = await superAdmin();
      const { api } = await newAdmin();
      expect((await root.get('/api/superadmin/sign-in-policy')).body).toEqual({ success: true, ownersNeedTwoStep: false });
      expect((await api.get('/api/v1/admin/total-sold')).status).toBe(200);
      expect((await root.put('/api/superadmin/sign-in-policy', { ownersNeedTwoStep: true })).body).toEqual({ success: true, ownersNeedTwoStep: true });
      try {
        platform.app.gateway.get(SessionCache).forgetAll();
        expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ twoStepEnabled: false, twoStepSetupRequired: true });
        // Twice: the second from the gateway's memory of the session too (the dashboard's reads are answered first).
        for (let i = 0; i < 2; i++) {
          expect(await api.get('/api/v1/admin/total-sold')).toMatchObject({ status: 403, body: { code: 'AUTH.TWO_STEP_SETUP_REQUIRED' } });
        }
        expect((await api.put('/api/v1/admin/settings', { restaurantName: 'Sneaky' })).status).toBe(403);
        const { secret } = (await api.post('/api/v1/admin/two-step/start')).body;
        expect((await api.post('/api/v1/admin/two-step/confirm', { code: nextCode(secret) })).status).toBe(200);
        expect((await api.get('/api/v1/admin/total-sold')).status).toBe(200);
        // The policy is for owners: the team they invite keeps working without it (the counter does not stop).
        for (const role of ['manager', 'clerk'] as const) {
          const { api: member } = await joinTeam(platform, api, { name: `A ${role}`, email: `${role}${++accountCounter}.${_engine.toLowerCase()}@cafe.test`, role });
          expect((await member.get('/api/v1/admin/me')).body.user).toMatchObject({ twoStepEnabled: false, twoStepSetupRequired: false });
          expect((await member.get('/api/v1/admin/locations')).status).toBe(200);
        }
      } finally {
        await root.put('/api/superadmin/sign-in-policy', { ownersNeedTwoStep: false });
      }
    });
  });
});
