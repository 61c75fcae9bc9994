import { sql } from 'drizzle-orm';
import { applyEvents, selectRows, type Db, type EventHandlers, type EventReplay, type ReplayedEvent, type Tx } from '@gv/platform';
import { PROJECTION_TABLE_NAMES, projectionTables } from '../db/schema.js';
import { DashboardProjection } from '../events/dashboard-projection.js';
import { ErasureProjection } from '../events/erasure-projection.js';

export interface RebuildOptions {
  /** Rebuild even though the bus no longer holds its oldest events (the figures will lack them). */
  allowPartial?: boolean;
}

export interface RebuildReport {
  /** Events read back from the bus. */
  events: number;
  /** The bus position of the last one. */
  position: number;
  /** Whether older events had already left the bus (only with allowPartial). */
  partial: boolean;
}

const FRESH = 'rebuild_';
const RETIRED = 'retired_';
const DEADLOCK = '40P01';
/** A table of the analytics schema by name. */
const table = (name: string) => sql`analytics.${sql.identifier(name)}`;

/**
 * Rebuilds the dashboard and orders projections from the events the bus still
 * holds: fills a fresh `rebuild_` set of tables while the live set keeps
 * serving, then, holding the live tables locked (the consumer waits), applies
 * the events published meanwhile and swaps the fresh set in by renaming.
 * Every projection write is keyed by its order, card or ledger row, so an event
 * both applied at the end here and handled by the waiting consumer afterwards
 * counts once.
 */
export async function rebuildProjection(db: Db, bus: EventReplay, options: RebuildOptions = {}): Promise<RebuildReport> {
  const { first } = await bus.retained();
  const partial = first > 1;
  if (partial && !options.allowPartial) {
    throw new Error(
      `The event bus no longer holds its first ${first - 1} events (they outlived EVENT_RETENTION_HOURS): a rebuild would drop them ` +
        'from the figures. Run it with --allow-partial to rebuild from what is left anyway.',
    );
  }
  const fresh = projectionTables(FRESH);
  // An erasure replays after the events that named the person: the fresh set holds their pseudonym, as the live one did.
  const handlers = { ...new DashboardProjection(fresh).handlers(), ...new ErasureProjection(fresh).handlers() };
  await createTableSet(db, FRESH);
  let report: RebuildReport = { events: 0, position: 0, partial };
  for await (const batch of bus.replay(0)) {
    await db.transaction((tx) => apply(tx, handlers, batch));
    report = { ...report, events: report.events + batch.length, position: batch.at(-1)!.position };
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${sql.join(PROJECTION_TABLE_NAMES.map(table), sql`, `)} in access exclusive mode`);
        let tail = report;
        for await (const batch of bus.replay(report.position, tx)) {
          await apply(tx, handlers, batch);
          tail = { ...tail, events: tail.events + batch.length, position: batch.at(-1)!.position };
        }
        for (const name of PROJECTION_TABLE_NAMES) {
          await tx.execute(sql`alter table ${table(name)} rename to ${sql.identifier(RETIRED + name)}`);
          await tx.execute(sql`alter table ${table(FRESH + name)} rename to ${sql.identifier(name)}`);
          await tx.execute(sql`drop table ${table(RETIRED + name)}`);
        }
        return tail;
      });
    } catch (error) {
      // The live consumer held one table while waiting for another: PostgreSQL broke the tie by failing this try.
      if ((error as { code?: string }).code !== DEADLOCK || attempt === 3) throw error;
    }
  }
}

/** Empty copies of the live tables (columns, defaults, keys, indexes) named with `prefix`, replacing any left by an interrupted rebuild. */
export async function createTableSet(db: Db, prefix: string): Promise<void> {
  const [{ live }] = await selectRows<{ live: string | null }>(db, sql`select to_regclass('analytics.daily')::text as live`);
  if (!live) throw new Error('The analytics tables do not exist yet: start the platform once so that its migrations run.');
  await db.transaction(async (tx) => {
    for (const name of PROJECTION_TABLE_NAMES) {
      await tx.execute(sql`drop table if exists ${table(prefix + name)}`);
      await tx.execute(sql`create table ${table(prefix + name)} (like ${table(name)} including all)`);
    }
  });
}

function apply(tx: Tx, handlers: EventHandlers, batch: ReplayedEvent[]): Promise<void> {
  return applyEvents(tx, handlers, batch.map(({ event }) => event));
}
