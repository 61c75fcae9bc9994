import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../platform/src/db/database';
import { seedEmbeddedDatabase } from './embedded-database';
import { createTestDatabase } from './postgres';

export interface OpenedDatabase {
  database: Database;
  /** Closes the connection(s) and removes the throw-away database. */
  dispose(): Promise<void>;
}

/** Both engines a service can run on: PGlite in a throw-away folder and a throw-away database on the local PostgreSQL. */
export const databaseAdapters: [string, () => Promise<OpenedDatabase>][] = [
  [
    'PGlite',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'gv-pglite-'));
      await seedEmbeddedDatabase(dataDir);
      const database = await openDatabase({ dataDir }).catch((error: Error) => {
        if (!/experimental-vm-modules/.test(error.message)) throw error;
        throw new Error(`PGlite loads its engine with a dynamic import: run Jest as \`node --experimental-vm-modules node_modules/jest/bin/jest.js\` (npm run test:server does). ${error.message}`);
      });
      return {
        database,
        async dispose() {
          await database.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const target = await createTestDatabase();
      const database = await openDatabase({ url: target.url, dataDir: '', poolSize: 5 });
      return {
        database,
        async dispose() {
          await database.close();
          await target.drop();
        },
      };
    },
  ],
];

/** The environment that selects a database for a whole platform or service, and how to remove that database. */
export interface DatabaseEnv {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A suite's afterAll: what runs on the database stopped first, then the database dropped (either may never have started). */
export async function stopThenDrop(running: { stop(): Promise<void> } | undefined, database: DatabaseEnv | undefined): Promise<void> {
  await running?.stop();
  await database?.drop();
}

/** A throw-away PostgreSQL database for a whole platform or service. */
export async function postgresEnv(): Promise<DatabaseEnv> {
  const database = await createTestDatabase();
  return { env: { DATABASE_URL: database.url }, drop: database.drop };
}

/** The same two engines for a whole platform or service (PGlite is the default). */
export const databaseEnvs: [string, () => Promise<DatabaseEnv>][] = [
  ['PGlite', async () => ({ env: {}, drop: async () => undefined })],
  ['PostgreSQL', postgresEnv],
];

/** A schema name the migrator accepts ([a-z_]+), unique per call. */
export function uniqueSchema(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix}_${letters}`;
}

/**
 * Drops a test's schema. A closed bus or queue may still be finishing its last statement in it, and PostgreSQL can
 * then pick the drop as the loser of a deadlock: it is tried again once that statement is done.
 */
export async function dropSchema(db: Db, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql.raw(`drop schema ${schema} cascade`));
      return;
    } catch (error) {
      if (attempt === 5 || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const isDeadlock = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === '40P01' || (error as { code?: string }).code === '40P01';

/** Opens each engine's database once for the whole test file and disposes of them after all its tests; tests keep apart by schema. */
export function databasePerEngine(): (engine: string, open: () => Promise<OpenedDatabase>) => Promise<Db> {
  const databases = new Map<string, Promise<OpenedDatabase>>();
  afterAll(async () => {
    for (const opened of databases.values()) await (await opened).dispose();
  });
  return async (engine, open) => {
    if (!databases.has(engine)) databases.set(engine, open());
    return (await databases.get(engine)!).database.db;
  };
}

/**
 * A contract test's cases on each engine's database (for describe.each), named `${label} on ${engine}`: each makes the
 * store under test in a throw-away schema of the file's database (from databasePerEngine).
 */
export function schemaAdapters<Adapter>(
  database: ReturnType<typeof databasePerEngine>,
  label: string,
  schemaPrefix: string,
  make: (db: Db, schema: string) => Promise<Adapter>,
) {
  return databaseAdapters.map(([engine, open]) => [`${label} on ${engine}`, async () => make(await database(engine, open), uniqueSchema(schemaPrefix))] as const);
}

/**
 * Within a describe block: each test gets a throw-away schema in `database()`; what it opens there with open() is
 * closed after the test, then the schema is dropped.
 */
export function schemaPerTest<Store extends { close(): Promise<void> }>(database: () => Promise<Db>, prefix: string) {
  let db: Db;
  let schema: string;
  const stores: Store[] = [];
  beforeEach(async () => {
    db = await database();
    schema = uniqueSchema(prefix);
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    await dropSchema(db, schema);
  });
  return {
    get db() {
      return db;
    },
    get schema() {
      return schema;
    },
    async open(make: (db: Db, schema: string) => Promise<Store>): Promise<Store> {
      const store = await make(db, schema);
      stores.push(store);
      return store;
    },
  };
}
