import { sql } from 'drizzle-orm';
import { ApiClient, startTestPlatform, type TestPlatform } from '../../../test/api';
import { uniqueName } from '../../../test/engines';
import { MAIL_JOB_MODES, waitForMail, waitForOtp } from '../../../test/mail';
import { deleteRedisKeys, dumpRedisKeys } from '../../../test/redis';

const SUPER = { email: 'root@sealed.test', password: 'super-secret-1' };

/** Every row of every table in every service schema, as one JSON text. */
async function dumpDatabase(platform: TestPlatform): Promise<string> {
  const { db } = platform.app.runtime.database;
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const tables = rowsOf(
    await db.execute(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    ),
  );
  const dump: Record<string, unknown> = {};
  for (const { schema, name } of tables) {
    dump[`${schema}.${name}`] = rowsOf(await db.execute(sql.raw(`select row_to_json(t) as row from "${schema}"."${name}" t`)));
  }
  return JSON.stringify(dump);
}

/** A six-digit code standing alone (not inside a longer run of letters or digits, as in a hash or timestamp). */
const standalone = (code: string) => new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`);

describe.each(MAIL_JOB_MODES)('secrets reach the mail worker sealed (%s)', (mode, env) => {
  const prefix = `${uniqueName('gvtest_sealed')}:`;
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password, ...env(prefix) });
  }, 120_000);
  afterAll(async () => {
    await platform.stop();
    await deleteRedisKeys(prefix);
  }, 60_000);

  /** The database and, with Redis, the job data; `field` must be found sealed in the job data too. */
  async function storedEverywhere(field: string): Promise<string> {
    const jobs = await dumpRedisKeys(prefix);
    // Job data is a JSON string inside the dump's JSON, hence the escaped quotes.
    if (mode === 'Redis jobs') expect(jobs).toContain(`\\"${field}\\":\\"v1.`);
    return (await dumpDatabase(platform)) + jobs;
  }

  it('keeps the registration code out of events, the outbox and job data, and the emailed code still verifies', async () => {
    const api = new ApiClient(platform.url);
    const email = 'sealed-otp@example.com';
    expect((await api.post('/api/v1/admin/send-otp', { email })).status).toBe(200);
    const code = await waitForOtp(platform.dataDir, email);
    const stored = await storedEverywhere('sealedCode');
    expect(stored).toContain('registration-otp.requested');
    expect(stored).toMatch(/"sealedCode":"v1\./);
    expect(stored).not.toMatch(standalone(code));
    const verified = await api.post('/api/v1/admin/verify-otp', { email, otp: code });
    expect(verified.status).toBe(200);
  });

  it('keeps the set-password token of an invited admin out of events, the outbox and job data, and the emailed link still works', async () => {
    const root = new ApiClient(platform.url);
    root.bearer = (await root.post('/api/superadmin/login', SUPER)).body.token;
    const created = await root.post('/api/superadmin/business-admin', { name: 'Sam', email: 'sam@sealed.test', restaurantName: 'Sealed Supper' });
    expect(created.status).toBe(201);
    const invite = await waitForMail(platform.dataDir, { to: 'sam@sealed.test', subject: /ready/ });
    const token = decodeURIComponent(/set-password\?token=([\w%-]+)/.exec(invite.text)![1]);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await storedEverywhere('sealedSetPasswordToken');
    expect(stored).toContain('business-admin.provisioned');
    expect(stored).toMatch(/"sealedSetPasswordToken":"v1\./);
    expect(stored).not.toContain(token);
    const set = await new ApiClient(platform.url).put('/api/v1/admin/set-password', { token, password: 'chosen-pass-1' });
    expect(set.status).toBe(200);
    expect((await new ApiClient(platform.url).post('/api/v1/admin/login', { email: 'sam@sealed.test', password: 'chosen-pass-1' })).status).toBe(200);
  });

  it('keeps the password reset token out of events, the outbox and job data, and the emailed link still works', async () => {
    const api = new ApiClient(platform.url);
    expect((await api.post('/api/superadmin/forgot-password', { email: SUPER.email })).status).toBe(200);
    const mail = await waitForMail(platform.dataDir, { to: SUPER.email, subject: /Reset your Giftcard Vault password/ });
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail.text)![1]);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await storedEverywhere('sealedToken');
    expect(stored).toContain('password-reset.requested');
    expect(stored).not.toContain(token);
    const reset = await api.post('/api/superadmin/reset-password', { token, newPassword: SUPER.password });
    expect(reset.status).toBe(200);
  });
});
