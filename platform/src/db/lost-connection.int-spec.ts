import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase } from '../../../test/postgres';
import { openDatabase, selectRows, type Database } from './database';

/**
 * PostgreSQL restarting (or a connection cut) while a pooled connection is checked out between two statements of a
 * transaction: the process keeps running, the transaction fails, and the next work gets a fresh connection.
 */
describe('a pooled PostgreSQL connection lost while checked out', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: Database;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await openDatabase({ url: database.url, dataDir: '' });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await opened?.close();
    await database?.drop();
  });

  it('fails only the transaction that held it, and the next statement runs on a new connection', async () => {
    const uncaught: Error[] = [];
    const onUncaught = (error: Error) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = opened.db.transaction(async (tx) => {
        const [{ pid }] = await selectRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await admin.query('select pg_terminate_backend($1)', [pid]);
        // The server's goodbye arrives while no statement of this connection is running.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await selectRows(tx, sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
      expect(await selectRows<{ one: number }>(opened.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
