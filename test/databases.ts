import { openDatabase, type Database } from '../platform/src/db/database';
import { createTestDatabase } from './postgres';

export interface OpenedDatabase {
  database: Database;
  /** Closes the connection(s) and removes the throw-away database. */
  dispose(): Promise<void>;
}

/** Both engines a service can run on: PGlite in memory and a throw-away database on the local PostgreSQL. */
export const databaseAdapters: [string, () => Promise<OpenedDatabase>][] = [
  [
    'PGlite',
    async () => {
      const database = await openDatabase({ dataDir: ':memory:' }).catch((error: Error) => {
        if (!/experimental-vm-modules/.test(error.message)) throw error;
        throw new Error(`PGlite loads its engine with a dynamic import: run Jest as \`node --experimental-vm-modules node_modules/jest/bin/jest.js\` (npm run test:server does). ${error.message}`);
      });
      return { database, dispose: () => database.close() };
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

/** A schema name the migrator accepts ([a-z_]+), unique per call. */
export function uniqueSchema(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix}_${letters}`;
}
