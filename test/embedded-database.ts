import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventMigrations, loadConfig, migrateService, openDatabase, platformEnvSchema } from '@gv/platform';
import { loadServices } from '../deploy/launcher/src/services';

/**
 * A new embedded database runs PostgreSQL's initdb, which takes from 10 s to over a minute on a busy 2-core host; a copy
 * of a folder where initdb already ran opens in a few seconds. Tests that start the embedded engine on a new DATA_DIR
 * start it from that copy. The folder is made once per PGlite release and shared by every test run on the machine.
 */
const pglitePackage = new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url);
const pgliteVersion: string = JSON.parse(readFileSync(pglitePackage, 'utf8')).version;

/** `folder`, made by `make` (which leaves a `pgdata` folder in the directory it is given) unless it is there already. */
async function madeOnce(folder: string, make: (workDir: string) => Promise<void>): Promise<string> {
  if (existsSync(folder)) return folder;
  const workDir = mkdtempSync(`${folder}-making-`);
  try {
    await make(workDir);
    renameSync(join(workDir, 'pgdata'), folder);
  } catch (error) {
    // Another test worker made it first: theirs is as good.
    if (!existsSync(folder)) throw error;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return folder;
}

const initializedDatabase = () =>
  madeOnce(join(tmpdir(), `gv-pglite-initdb-${pgliteVersion}`), async (workDir) => {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite(join(workDir, 'pgdata'));
    await client.waitReady;
    await client.close();
  });

/**
 * An initialized database with every service's migrations applied, made once per PGlite release and set of
 * migrations: applying them took about 8 of the 9 s an all-in-one start takes in a test.
 */
async function migratedDatabase(): Promise<string> {
  const services = await loadServices();
  const migrations = services.map(({ name, migrations }) => [name, [...eventMigrations(name), ...migrations].map(({ id, statements, replaces }) => [id, statements, replaces])]);
  const version = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  return madeOnce(join(tmpdir(), `gv-pglite-migrated-${pgliteVersion}-${version}`), async (workDir) => {
    cpSync(await initializedDatabase(), join(workDir, 'pgdata'), { recursive: true });
    const database = await openDatabase({ dataDir: workDir });
    try {
      const config = loadConfig(platformEnvSchema, { DATA_DIR: workDir, LOG_LEVEL: 'warn' });
      for (const service of services) await migrateService(database.db, service, config, { apply: true, acceptNewer: false });
    } finally {
      await database.close();
    }
  });
}

/** Puts an initialized embedded database where the platform opens it (DATA_DIR/pgdata), unless one is there. */
export async function seedEmbeddedDatabase(dataDir: string): Promise<void> {
  const target = join(dataDir, 'pgdata');
  if (!existsSync(target)) cpSync(await initializedDatabase(), target, { recursive: true });
}

/** As seedEmbeddedDatabase, with every service's migrations applied: a whole platform's start finds none left to apply. */
export async function seedMigratedEmbeddedDatabase(dataDir: string): Promise<void> {
  const target = join(dataDir, 'pgdata');
  if (!existsSync(target)) cpSync(await migratedDatabase(), target, { recursive: true });
}
