import { sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { PollLoop } from './poll-loop.js';
import { runSql } from './run-sql.js';

/** How often a service looks for tables to analyze: a look is one read of PostgreSQL's statistics views. */
const CHECK_EVERY_MS = 15_000;

/**
 * Analyzes the tables of `schema` changed by more than 50 rows and a tenth of their rows since they were last analyzed
 * (autovacuum's rule), skipping one another process is analyzing; answers their names. PGlite never analyzes by
 * itself, nor does a PostgreSQL run without autovacuum, and a statement planned while its table was nearly empty keeps
 * that plan until the table's next ANALYZE: on such plans a claim of 100 webhook rows took 400 ms and a refresh of a
 * batch's customers 30–70 ms.
 */
export async function analyzeChangedTables(db: Db, schema: string): Promise<string[]> {
  const changed = await runSql<{ name: string }>(
    db,
    sql`select relname as name from pg_stat_user_tables where schemaname = ${schema} and n_mod_since_analyze > 50 + 0.1 * n_live_tup order by relname`,
  );
  for (const { name } of changed) await runSql(db, sql`analyze (skip_locked) ${sql.identifier(schema)}.${sql.identifier(name)}`);
  return changed.map(({ name }) => name);
}

/** Keeps the statistics of the service's schema current while it runs: looks at once, then every 15 s. */
export function keepStatistics(db: Db, schema: string): PollLoop {
  const loop = new PollLoop(async () => {
    await analyzeChangedTables(db, schema);
    return false;
  }, CHECK_EVERY_MS);
  loop.start();
  return loop;
}
