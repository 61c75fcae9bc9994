import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/database.js';
import type { Logger } from '../logging.js';
import type { EventTables } from './tables.js';

const PRUNE_BATCH = 1000;
const FIRST_PRUNE_MS = 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/** The moment before which published events, handled inbox ids and finished jobs may go. */
export function retentionCutoff(retentionHours: number, now = Date.now()): Date {
  return new Date(now - retentionHours * 3_600_000);
}

/**
 * Deletes rows in batches of at most 1,000, each its own statement, until a
 * batch finds fewer: pruning never holds many locks or one long transaction.
 * `batch(limit)` deletes at most `limit` rows and returns one row per deleted row (`returning 1`).
 */
export async function deleteInBatches(db: Db, batch: (limit: number) => SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const [{ n }] = await selectRows<{ n: number }>(db, sql`with gone as (${batch(PRUNE_BATCH)}) select count(*)::int as n from gone`);
    total += n;
    if (n < PRUNE_BATCH) return total;
  }
}

/** Published outbox rows and handled inbox ids older than the cutoff. */
export async function pruneEventTables(db: Db, tables: EventTables, olderThan: Date): Promise<number> {
  const { outbox, inbox } = tables;
  const cutoff = olderThan.toISOString();
  // From the head of the outbox only (no index on published_at); an unpublished row, which the relay still owes the bus, stops it.
  const outboxGone = await deleteInBatches(
    db,
    (limit) =>
      sql`delete from ${outbox} where seq in (select seq from ${outbox} order by seq limit ${limit}) and published_at < ${cutoff} returning 1`,
  );
  const inboxGone = await deleteInBatches(
    db,
    (limit) =>
      sql`delete from ${inbox} where (event_id, consumer) in (select event_id, consumer from ${inbox} where handled_at < ${cutoff} limit ${limit}) returning 1`,
  );
  return outboxGone + inboxGone;
}

/** Runs `prune` a minute after start, then every 10 minutes, until the returned stop is called. */
export function schedulePruning(what: string, prune: () => Promise<number>, logger: Logger): () => void {
  const run = async () => {
    try {
      const pruned = await prune();
      if (pruned > 0) logger.info({ pruned }, `pruned ${what}`);
    } catch (error) {
      logger.warn({ err: (error as Error).message }, `could not prune ${what}; trying again later`);
    }
  };
  const first = setTimeout(run, FIRST_PRUNE_MS).unref();
  const every = setInterval(run, PRUNE_EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
