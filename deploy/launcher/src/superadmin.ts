import { parseArgs } from 'node:util';
import { loadConfig, migrate, openDatabase, platformEnvSchema } from '@gv/platform';
import { ensureSuperAdmin, identityService } from '@gv/service-identity';

/**
 * `npm run superadmin -- --email a@b.c --password secret`: creates the super
 * admin or resets its password, in DATABASE_URL or the all-in-one DATA_DIR
 * (stop `npm start` first: the embedded database has one writer).
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const config = loadConfig(platformEnvSchema, { ...process.env, SUPERADMIN_EMAIL: values.email, SUPERADMIN_PASSWORD: values.password });
if (!config.SUPERADMIN_EMAIL || !config.SUPERADMIN_PASSWORD) {
  process.stderr.write('Usage: npm run superadmin -- --email <email> --password <at least 10 characters, not a breached password>\n');
  process.exit(2);
}
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database.db, 'identity', identityService.migrations);
try {
  await ensureSuperAdmin(database.db, config.SUPERADMIN_EMAIL, config.SUPERADMIN_PASSWORD);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
} finally {
  await database.close();
}
process.stdout.write(`Super admin ${config.SUPERADMIN_EMAIL} is ready.\n`);
