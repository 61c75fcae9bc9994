import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.js';

interface DriverClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs SQL text with `$1…` parameters on the connection behind a Drizzle database or transaction (node-postgres'
 * pool or the transaction's client, PGlite or its transaction), bypassing Drizzle's query builder: building a
 * statement costs 200–350 µs on a 2-core machine, most of it in its entity checks, and the few statements every
 * checkout and every event runs repeat the same text. Rows come back as the driver gives them (column names, driver
 * types). Drizzle keeps the client on its session, which it does not expose: the check below fails loudly should
 * that change.
 */
export async function plainQuery<Row>(db: DbOrTx, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = (db as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('plainQuery: this Drizzle handle has no driver client');
  return (await client.query(text, params)).rows as Row[];
}

/** A Drizzle table's schema-qualified name for plain SQL text. */
export function qualifiedName(table: PgTable): string {
  const { schema, name } = getTableConfig(table);
  return schema ? `${schema}.${name}` : name;
}
