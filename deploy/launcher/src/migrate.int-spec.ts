import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { SERVICE_NAMES } from '@gv/proto';
import { engines, uniqueName } from '../../../test/engines';
import { launcherDist } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';

requireBuilt(`${launcherDist}migrate.js`);

/** `node deploy/launcher/dist/migrate.js`, what the Kubernetes migrations Job runs, against a throw-away database. */
describe('the migrations command', () => {
  const name = uniqueName('gv_migrate');
  const url = new URL(engines.postgresAdminUrl);
  url.pathname = `/${name}`;
  const migrate = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [join(launcherDist, 'migrate.js')], { env: { PATH: process.env.PATH, LOG_LEVEL: 'error', ...env }, encoding: 'utf8', timeout: 120_000 });

  async function query<T>(database: string, text: string): Promise<T[]> {
    const at = new URL(engines.postgresAdminUrl);
    at.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: at.toString() });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const appliedPerSchema = () =>
    Promise.all(SERVICE_NAMES.map(async (service) => [service, Number((await query<{ n: string }>(name, `select count(*) as n from ${service}._migrations`))[0].n)]));

  afterAll(() => query('postgres', `drop database if exists ${name} with (force)`));

  it("creates the missing database, applies every service's migrations, and finds nothing to do the second time", async () => {
    const first = migrate({ DATABASE_URL: url.toString() });
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout.split('\n')).toEqual([`Created the database ${name}.`, ...SERVICE_NAMES.map((service) => `${service}: migrated.`), '']);
    const applied = await appliedPerSchema();
    for (const [, count] of applied) expect(count).toBeGreaterThan(0);

    const again = migrate({ DATABASE_URL: url.toString() });
    expect(again.status).toBe(0);
    expect(again.stdout).not.toContain('Created');
    expect(await appliedPerSchema()).toEqual(applied);
  }, 240_000);

  it('says in a sentence when DATABASE_URL is missing', () => {
    const refused = migrate({});
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe('migrate: DATABASE_URL is not set: migrations run against PostgreSQL (all-in-one migrates its embedded database itself)\n');
  });
});
