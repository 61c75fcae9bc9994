import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRuntime, loadConfig, platformEnvSchema, startService, type RunningService, type Runtime, type ServiceDefinition } from '@gv/platform';
import type { DatabaseEnv } from './databases';
import { seedEmbeddedDatabase } from './embedded-database';

/**
 * One service alone on an all-in-one runtime of its own over a throw-away database, for a test file's tests: started
 * before them, stopped and removed after them.
 */
export function serviceAlone(definition: ServiceDefinition, createDatabase: () => Promise<DatabaseEnv>, dirPrefix: string) {
  let database: DatabaseEnv | undefined;
  let dataDir: string | undefined;
  let runtime: Runtime | undefined;
  let service: RunningService | undefined;

  beforeAll(async () => {
    database = await createDatabase();
    dataDir = mkdtempSync(join(tmpdir(), dirPrefix));
    if (!database.env.DATABASE_URL) await seedEmbeddedDatabase(dataDir);
    runtime = await createRuntime(loadConfig(platformEnvSchema, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...database.env }), 'all-in-one');
    service = await startService(definition, runtime);
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    await runtime?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    runtime: () => runtime!,
    service: () => service!,
    db: () => runtime!.database.db,
  };
}
