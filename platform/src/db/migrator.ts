import { sql } from 'drizzle-orm';
import type { PlatformConfig } from '../config.js';
import type { Db, Tx } from './database.js';

export interface Migration {
  id: string;
  /** One SQL statement per entry; both PGlite and PostgreSQL 15 must accept them. */
  statements: string[];
  /**
   * Runs after the statements, in the same transaction: for data changes SQL cannot make by itself, such as
   * values keyed or sealed under keys derived from the platform's master key (which the database never sees).
   */
  step?: (tx: Tx, config: PlatformConfig) => Promise<void>;
}

/**
 * Applies a service's migrations inside its own schema, each in one transaction.
 * An advisory lock keeps several replicas starting at once from racing.
 */
export async function migrate(db: Db, schema: string, migrations: Migration[], config?: PlatformConfig): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${schema}))`);
    await tx.execute(sql.raw(`create schema if not exists ${schema}`));
    await tx.execute(
      sql.raw(`create table if not exists ${schema}._migrations (id text primary key, applied_at timestamptz not null default now())`),
    );
    const applied = (await tx.execute(sql.raw(`select id from ${schema}._migrations`))) as unknown as { rows: { id: string }[] };
    const done = new Set(applied.rows.map((row) => row.id));
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      if (migration.step) {
        if (!config) throw new Error(`Migration ${migration.id} has a step that needs the platform's configuration`);
        await migration.step(tx, config);
      }
      await tx.execute(sql`insert into ${sql.raw(schema)}._migrations (id) values (${migration.id})`);
    }
  });
}
