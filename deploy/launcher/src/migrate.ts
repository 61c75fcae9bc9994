import pg from 'pg';
import { loadConfig, migrateService, openDatabase, platformEnvSchema } from '@gv/platform';
import { loadServices } from './services.js';

/**
 * `node deploy/launcher/dist/migrate.js`: creates DATABASE_URL's database when it is missing, then applies every
 * service's migrations. Kubernetes runs it as a Job before a release's processes roll out (deploy/k8s/base/migrations-job.yaml);
 * each service still migrates when it starts, which finds nothing left to do. Safe to run again.
 */
const config = loadConfig(platformEnvSchema);
if (!config.DATABASE_URL) fail('DATABASE_URL is not set: migrations run against PostgreSQL (all-in-one migrates its embedded database itself)');
try {
  if (await createDatabaseIfMissing(config.DATABASE_URL)) process.stdout.write(`Created the database ${databaseName(config.DATABASE_URL)}.\n`);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    for (const service of await loadServices()) {
      await migrateService(database.db, service, config, { apply: true, acceptNewer: false });
      process.stdout.write(`${service.name}: migrated.\n`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  fail(`${(error as Error).message}. Migrations already applied stay applied; migrate can run again.`);
}

/** Whether it had to create the database: only when connecting to it fails for want of it (so no CREATEDB right is needed otherwise). */
async function createDatabaseIfMissing(url: string): Promise<boolean> {
  const target = new pg.Client({ connectionString: url });
  try {
    await target.connect();
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error; // invalid_catalog_name: the database does not exist
  } finally {
    await target.end().catch(() => undefined);
  }
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(databaseName(url))}`);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '42P04') return false; // duplicate_database: another run made it meanwhile
    throw error;
  } finally {
    await admin.end();
  }
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function fail(sentence: string): never {
  process.stderr.write(`migrate: ${sentence}\n`);
  process.exit(1);
}
