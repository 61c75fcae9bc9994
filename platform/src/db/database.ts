import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Check } from '../health.js';
import { probe } from '../health.js';
import { statementLog } from './statement-watch.js';
import { tracedClient } from './traced-pg-client.js';

/** The Drizzle handle every service uses; the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
export type DbOrTx = Db | Tx;

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  health(): Promise<Check>;
  close(): Promise<void>;
}

/** Rows of a plain SQL query, whichever driver answers (node-postgres and PGlite both put them in `rows`). */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Connections to PostgreSQL a process keeps at most, unless told otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under dataDir. */
export async function openDatabase(opts: { url?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(opts.dataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max, Client: tracedClient(pg.Client) });
  pool.on('error', () => undefined); // idle client errors surface on the next query instead
  // The pool listens for errors only on idle connections: one lost while checked out (PostgreSQL restarted between two
  // statements of a transaction) would otherwise throw from an 'error' event and end the process. Its next statement
  // fails instead, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return databaseOver(drizzle(pool, { logger: statementLog }) as unknown as Db, 'postgres', () => pool.end());
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PostgreSQL's default 128 MB buffer pool is resident in PGlite from the start; a small business's pages fit in 16 MB (decision 0057).
  const options = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };
  let client: InstanceType<typeof PGlite>;
  if (dataDir === ':memory:') {
    client = new PGlite(options);
  } else {
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, options);
  }
  await client.waitReady;
  return databaseOver(drizzle(client, { logger: statementLog }) as unknown as Db, 'pglite', () => client.close());
}

/** A database whose health is answering `select 1`. */
function databaseOver(db: Db, engine: Database['engine'], close: () => Promise<void>): Database {
  return { db, engine, health: () => probe(() => db.execute(sql`select 1`)), close };
}
