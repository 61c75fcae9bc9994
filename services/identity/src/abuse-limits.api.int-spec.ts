import { ApiClient, createSignedInAdmin, startTestPlatform, useTestPlatform, type ApiResponse, type TestPlatform } from '../../../test/api';
import { engines, uniqueName } from '../../../test/engines';
import { waitForOtp } from '../../../test/mail';
import { deleteRedisKeys } from '../../../test/redis';

const SUPER = { email: 'root@limits.test', password: 'super-secret-1' };
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const BURST = 50;

const interest = (email: string) => ({ businessName: 'Spam Shack', businessType: 'Restaurant', contactName: 'Sam', email });
const count = (results: ApiResponse[], match: (res: ApiResponse) => boolean) => results.filter(match).length;

let addressCounter = 0;
/** A made-up client address, different on every call. */
const newAddress = () => `198.51.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

const modes: [string, (prefix: string) => Record<string, string>][] = [
  ['embedded', () => ({})],
  ['Redis', (prefix) => ({ REDIS_URL: engines.redisUrl, KEY_PREFIX: prefix })],
];

/** The gateway believes X-Forwarded-For from 127.0.0.1 here, as behind a reverse proxy, so each test can play several clients. */
describe.each(modes)('abuse limits through the gateway behind a trusted proxy (%s)', (_mode, env) => {
  const prefix = `${uniqueName('gvtest_abuse')}:`;
  let platform: TestPlatform;
  let api: ApiClient;
  const from = (address: string) => ({
    post: (path: string, body: unknown) => api.request('POST', path, body, { 'x-forwarded-for': address }),
  });

  beforeAll(async () => {
    platform = await startTestPlatform({ TRUSTED_PROXIES: '127.0.0.1', SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password, ...env(prefix) });
    api = new ApiClient(platform.url);
  }, 120_000);
  afterAll(async () => {
    await platform.stop();
    await deleteRedisKeys(prefix);
  }, 60_000);

  it(`checks at most 5 wrong passwords of ${BURST} concurrent sign-ins for one account from one client (${BURST - 1} wrong, 1 right)`, async () => {
    const { email, password } = await createSignedInAdmin(platform, 'Burst Bistro');
    const client = from(newAddress());
    const right = BURST - 1;
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) => client.post('/api/v1/admin/login', { email, password: i === right ? password : `wrong-${i}` })),
    );
    expect(count(results, (res) => res.status === 401)).toBeLessThanOrEqual(5);
    expect(count(results, (res) => res.status === 200)).toBeLessThanOrEqual(1);
    expect(count(results, (res) => res.status === 429)).toBeGreaterThanOrEqual(BURST - 6);
    expect(results.find((res) => res.status === 429)?.body.message).toBe(TOO_MANY);
    expect(count(results, (res) => ![200, 401, 429].includes(res.status))).toBe(0);
  });

  it(`compares at most 5 of ${BURST} concurrent guesses of a registration code, and verifies the right one only within those 5`, async () => {
    const email = `burst-${addressCounter}@example.com`;
    const client = from(newAddress());
    expect((await client.post('/api/v1/admin/send-otp', { email })).status).toBe(200);
    const code = await waitForOtp(platform.dataDir, email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const right = BURST - 1;
    const results = await Promise.all(Array.from({ length: BURST }, (_, i) => client.post('/api/v1/admin/verify-otp', { email, otp: i === right ? code : wrong(i) })));
    // REGISTRATION.OTP_INVALID: compared and wrong; REGISTRATION.OTP_LOCKED: refused without comparing (the same 400 and message for both).
    const compared = count(results, (res) => res.body.code === 'REGISTRATION.OTP_INVALID' || res.status === 200);
    expect(compared).toBeLessThanOrEqual(5);
    expect(count(results, (res) => res.body.code === 'REGISTRATION.OTP_LOCKED')).toBeGreaterThanOrEqual(BURST - 5);
    expect(results.every((res) => res.status === 200 || (res.status === 400 && res.body.message === 'Invalid OTP. Please try again.'))).toBe(true);
    if (results[right].status !== 200) {
      expect((await client.post('/api/v1/admin/verify-otp', { email, otp: code })).body.code).toBe('REGISTRATION.OTP_LOCKED');
    }
  });

  it("does not let a stranger's wrong passwords lock the owner out, for admins and the super admin", async () => {
    const { email, password } = await createSignedInAdmin(platform, 'Owner Oven');
    const stranger = from(newAddress());
    const attempts: number[] = [];
    for (let i = 0; i < 12; i++) attempts.push((await stranger.post('/api/v1/admin/login', { email, password: `guess-${i}` })).status);
    expect(attempts.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(attempts.slice(5).every((status) => status === 429)).toBe(true);
    // Even the right password waits out the stranger's lock at the stranger's address...
    expect((await stranger.post('/api/v1/admin/login', { email, password })).status).toBe(429);
    // ...while the owner signs in from theirs.
    expect((await from(newAddress()).post('/api/v1/admin/login', { email, password })).status).toBe(200);

    for (let i = 0; i < 8; i++) await stranger.post('/api/superadmin/login', { email: SUPER.email, password: `guess-${i}` });
    expect((await stranger.post('/api/superadmin/login', SUPER)).status).toBe(429);
    const root = await from(newAddress()).post('/api/superadmin/login', SUPER);
    expect(root.status).toBe(200);
  });

  it('stops guessing from many addresses at a per-account ceiling of 100 failures', async () => {
    const { email, password } = await createSignedInAdmin(platform, 'Ceiling Cafe');
    const guesses = Array.from({ length: 21 }, () => newAddress()).flatMap((address) =>
      Array.from({ length: 5 }, (_, i) => from(address).post('/api/v1/admin/login', { email, password: `guess-${i}` })),
    );
    const results = await Promise.all(guesses);
    expect(count(results, (res) => res.status === 401)).toBe(100);
    expect(count(results, (res) => res.status === 429)).toBe(5);
    expect((await from(newAddress()).post('/api/v1/admin/login', { email, password })).status).toBe(429);
  });

  it("lets the owner's known browser in past the lock strangers' guesses put on the account, for admins and the super admin; the guesses evaluated stay within 100", async () => {
    const { email, password } = await createSignedInAdmin(platform, 'Locked Larder');
    const attacker = await createSignedInAdmin(platform, 'Attacker Attic');
    /** A browser with its own cookies, at one address or (none given) at a new address on every call. */
    const browser = (cookies = new Map<string, string>(), address?: string) => ({
      post: async (path: string, body: unknown) => {
        const client = new ApiClient(platform.url);
        for (const [name, value] of cookies) client.cookies.set(name, value);
        const res = await client.request('POST', path, body, { 'x-forwarded-for': address ?? newAddress() });
        for (const [name, value] of client.cookies) cookies.set(name, value);
        return res;
      },
    });
    const accounts = [
      { login: '/api/v1/admin/login', email, password, device: 'gv_device' },
      { login: '/api/superadmin/login', email: SUPER.email, password: SUPER.password, device: 'gv_super_device' },
    ];
    for (const account of accounts) {
      const owner = browser();
      expect((await owner.post(account.login, account)).status).toBe(200);
      // The attacker's browser holds a device cookie too, of its own account: it opens no other account.
      const attackerBrowser = new Map(attacker.api.cookies);
      if (account.device === 'gv_super_device') attackerBrowser.set('gv_super_device', attackerBrowser.get('gv_device')!);
      const stranger = browser(new Map(), newAddress());
      const guesses = [
        ...Array.from({ length: 50 }, (_, i) => stranger.post(account.login, { email: account.email, password: `guess-${i}` })),
        ...Array.from({ length: 24 }, () => newAddress()).flatMap((address) =>
          Array.from({ length: 5 }, (_, i) => browser(new Map(), address).post(account.login, { email: account.email, password: `rotated-${i}` })),
        ),
        ...Array.from({ length: 10 }, (_, i) => browser(attackerBrowser).post(account.login, { email: account.email, password: `cookie-${i}` })),
      ];
      const results = await Promise.all(guesses);
      // Refused guesses give their reservations back, so a burst may leave a few tries: spend them from new addresses.
      for (let i = 0; i <= 100; i++) {
        const more = await browser().post(account.login, { email: account.email, password: `more-${i}` });
        results.push(more);
        if (more.status === 429) break;
      }
      expect(count(results, (res) => res.status === 401)).toBeLessThanOrEqual(100);
      expect(count(results, (res) => ![401, 429].includes(res.status))).toBe(0);
      // A browser the account never signed in from waits, even with the right password: guessing stays bounded...
      expect((await browser().post(account.login, account)).status).toBe(429);
      // ...while the owner's browser signs in from yet another address.
      const signedIn = await owner.post(account.login, account);
      expect(signedIn.status).toBe(200);
    }
  });

  it('limits registration interest per email and per client, each with the 429 message', async () => {
    const email = `interest-${addressCounter}@example.com`;
    for (let i = 0; i < 3; i++) expect((await from(newAddress()).post('/api/v1/admin/registration-interest', interest(email))).status).toBe(201);
    const sameEmail = await from(newAddress()).post('/api/v1/admin/registration-interest', interest(email));
    expect(sameEmail.status).toBe(429);
    expect(sameEmail.body.message).toBe(TOO_MANY);

    const client = from(newAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.post('/api/v1/admin/registration-interest', interest(`spam${i}-${addressCounter}@example.com`))).status);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    // Invalid forms are refused before they cost anything.
    expect((await from(newAddress()).post('/api/v1/admin/registration-interest', { email: 'nope' })).status).toBe(400);
  });
});

describe('client address without a trusted proxy', () => {
  let platform: TestPlatform;
  useTestPlatform((started) => (platform = started));

  it('ignores a made-up X-Forwarded-For: the per-client limit holds', async () => {
    const api = new ApiClient(platform.url);
    for (let i = 0; i < 20; i++) expect((await api.post('/api/v1/admin/send-otp', { email: `xff${i}@example.com` })).status).toBe(200);
    expect((await api.post('/api/v1/admin/send-otp', { email: 'xff20@example.com' })).status).toBe(429);
    for (const forwarded of ['203.0.113.77', '10.0.0.1, 203.0.113.78', '::1']) {
      const spoofed = await api.request('POST', '/api/v1/admin/send-otp', { email: `spoof@${forwarded.length}.example.com` }, { 'x-forwarded-for': forwarded });
      expect(spoofed.status).toBe(429);
    }
  });
});
