import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { EventConsumer, Outbox, createLogger, eventMigrations, eventTables, migrate, newEvent, type Db, type EventBus } from '@gv/platform';
import { BENCH_EVENT } from './bench-event.js';

export interface EventsResult {
  eventsPerSecond: number;
  published: number;
  handled: number;
  lost: number;
}

const TIMEOUT_MS = 120_000;
const logger = createLogger('bench', 'warn');

/** A throw-away schema with the event tables, as each service has its own. */
async function benchSchema(db: Db, role: string) {
  const schema = `bench_${role}_${randomUUID().slice(0, 8)}`;
  await migrate(db, schema, eventMigrations(schema));
  return { tables: eventTables(schema), drop: () => db.execute(sql.raw(`drop schema ${schema} cascade`)) };
}

/**
 * The consuming side: a consumer that records each event in its inbox.
 * Resolves with the number of distinct events handled once `total` arrived (or on timeout);
 * `ready` fires once the subscription is in place.
 */
export async function consumeEvents(db: Db, bus: EventBus, total: number, ready: () => void): Promise<number> {
  const { tables, drop } = await benchSchema(db, 'consumer');
  const seen = new Set<number>();
  const done = new Promise<void>((resolve) => {
    setTimeout(resolve, TIMEOUT_MS).unref();
    void new EventConsumer(db, tables, bus, logger)
      .subscribe(`${randomUUID().slice(0, 8)}-consumer`, {
        [BENCH_EVENT]: async (event) => {
          seen.add(event.payload.n);
          if (seen.size === total) resolve();
        },
      })
      .then(ready);
  });
  await done;
  await drop();
  return seen.size;
}

/**
 * The producing side: `writers` at once commit events through the outbox, each
 * event a commit of its own (a use case's other writes would share that commit);
 * the relay publishes them. Resolves when the writers are done.
 */
async function produceEvents(db: Db, bus: EventBus, total: number, writers = 20) {
  const { tables, drop } = await benchSchema(db, 'producer');
  const outbox = new Outbox(db, tables, bus, logger, 200);
  outbox.start();
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < total) {
        const n = next++;
        await outbox.add(db, [newEvent(BENCH_EVENT, { v: 1, n })]);
        outbox.flushSoon();
      }
    }),
  );
  return {
    async stop() {
      await outbox.stop();
      await drop();
    },
  };
}

function result(total: number, handled: number, started: number): EventsResult {
  const seconds = (performance.now() - started) / 1000;
  return { eventsPerSecond: Math.round(handled / seconds), published: total, handled, lost: total - handled };
}

/** Outbox → bus → consumer in this process (the all-in-one shape), from the first commit to the last handled event. */
export async function outboxToConsumer(db: Db, bus: EventBus, total: number): Promise<EventsResult> {
  let started = 0;
  let producer: Promise<{ stop(): Promise<void> }> | undefined;
  const handled = await consumeEvents(db, bus, total, () => {
    started = performance.now();
    producer = produceEvents(db, bus, total);
  });
  const outcome = result(total, handled, started);
  await (await producer!).stop();
  return outcome;
}

/**
 * The distributed shape: this process produces, a separate consumer process
 * (`event-consumer.js`, as another service would be) handles, both against the given engines.
 */
export async function outboxToConsumerProcess(db: Db, bus: EventBus, total: number, env: NodeJS.ProcessEnv): Promise<EventsResult> {
  const child = fork(new URL('./event-consumer.js', import.meta.url), [String(total)], { env });
  const message = (type: string) =>
    new Promise<number>((resolve, reject) => {
      child.on('message', (msg: { type: string; handled?: number }) => msg.type === type && resolve(msg.handled ?? 0));
      child.once('exit', (code) => reject(new Error(`bench consumer exited with ${code}`)));
    });
  const ready = message('ready');
  const finished = message('done');
  await ready;
  const started = performance.now();
  const producer = await produceEvents(db, bus, total);
  const outcome = result(total, await finished, started);
  await producer.stop();
  return outcome;
}

/** Runs an events benchmark `runs` times: the median rate, every run's rate, and the events lost in all of them. */
export async function medianOfRuns(runs: number, run: () => Promise<EventsResult>) {
  const results: EventsResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  const rates = results.map((result) => result.eventsPerSecond);
  const median = [...rates].sort((a, b) => a - b)[Math.floor(runs / 2)];
  return { eventsPerSecond: median, runs: rates, lost: results.reduce((sum, result) => sum + result.lost, 0) };
}
