import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EventConsumer, Outbox, createLogger, eventTables, eventTablesMigration, migrate, newEvent, type Db, type EventBus } from '@gv/platform';

export interface EventsResult {
  eventsPerSecond: number;
  published: number;
  handled: number;
  lost: number;
}

/**
 * Writers commit events through a bench schema's outbox (one event per
 * transaction, `writers` at once); the relay publishes; a consumer records
 * each in its inbox. Measured from the first commit to the last handled event.
 */
export async function outboxToConsumer(db: Db, bus: EventBus, total: number, writers = 20): Promise<EventsResult> {
  const schema = `bench_${randomUUID().slice(0, 8)}`;
  await migrate(db, schema, [eventTablesMigration(schema)]);
  const tables = eventTables(schema);
  const logger = createLogger('bench', 'warn');
  const outbox = new Outbox(db, tables, bus, logger, 200);
  const consumer = new EventConsumer(db, tables, bus, logger);
  const seen = new Set<number>();
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  await consumer.subscribe(`${schema}-consumer`, {
    'bench.pinged': async (event) => {
      seen.add(event.payload.n);
      if (seen.size === total) finished();
    },
  });
  outbox.start();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < total) {
        const n = next++;
        await db.transaction((tx) => outbox.add(tx, [newEvent('bench.pinged', { v: 1, n })]));
        outbox.flushSoon();
      }
    }),
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 120_000));
  await Promise.race([done, timeout]);
  const seconds = (performance.now() - started) / 1000;
  outbox.stop();
  await db.execute(sql.raw(`drop schema ${schema} cascade`));
  return { eventsPerSecond: Math.round(seen.size / seconds), published: total, handled: seen.size, lost: total - seen.size };
}
