import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AnyEventEnvelope, EventEnvelope } from '@gv/proto';
import { databaseAdapters, dropSchema, uniqueSchema, type OpenedDatabase } from '../../../test/databases';
import { eventually } from '../../../test/engines';
import '../../../test/ping-event';
import { deleteJetStreamStream, jetStreamTestBus } from '../../../test/nats';
import { sqlBusSettled } from '../../../test/wait-idle';
import { DEFAULT_MAX_ATTEMPTS, type EventBus, type EventHandler, type SubscribeOptions } from '../bus/event-bus';
import { SqlEventBus } from '../bus/sql-bus';
import { selectRows, type Db, type DbOrTx, type Tx } from '../db/database';
import { migrate } from '../db/migrator';
import { runSql } from '../db/run-sql';
import { createLogger, withRequestId } from '../logging';
import { BatchRows, BatchTotals, type Batch } from './batch';
import { EventConsumer } from './consumer';
import { newEvent } from './new-event';
import { Outbox } from './outbox';
import { pruneEventTables } from './retention';
import { Store } from './store';
import { eventMigrations, eventTables, type EventTables } from './tables';

/** Each bus, whether it owes its consumers nothing more (see test/wait-idle), and how to remove it. */
const busAdapters: [string, (db: Db) => Promise<{ bus: EventBus; settled: () => Promise<boolean>; dispose: () => Promise<void> }>][] = [
  [
    'embedded bus (SQL log in the same database)',
    async (db) => {
      const schema = uniqueSchema('bus');
      const bus = await SqlEventBus.open(db, { schema });
      return {
        bus,
        settled: () => sqlBusSettled(db, schema),
        async dispose() {
          await bus.close();
          await dropSchema(db, schema);
        },
      };
    },
  ],
  [
    'JetStream bus',
    async () => {
      const { stream, bus, settled } = await jetStreamTestBus('GVTEST_OUTBOX');
      return {
        bus,
        settled,
        async dispose() {
          await bus.close();
          await deleteJetStreamStream(stream);
        },
      };
    },
  ],
];

/** A bus that can be switched off: publish throws while it is down. */
class SwitchableBus implements EventBus {
  down = false;
  failedPublishes = 0;
  constructor(private readonly inner: EventBus) {}
  async publish(events: AnyEventEnvelope[], tx?: DbOrTx): Promise<void> {
    if (this.down) {
      this.failedPublishes++;
      throw new Error('bus unavailable');
    }
    await this.inner.publish(events, tx);
  }
  subscribe(consumer: string, handler: EventHandler, options?: SubscribeOptions) {
    return this.inner.subscribe(consumer, handler, options);
  }
  health() {
    return this.inner.health();
  }
  drain() {
    return this.inner.drain();
  }
  close() {
    return this.inner.close();
  }
}

const logger = createLogger('outbox-test', 'silent');

function ping(n: number): EventEnvelope<'test.pinged'> {
  return newEvent('test.pinged', { v: 1, n });
}

describe.each(databaseAdapters)('outbox and consumer on %s', (_engine, openDatabase) => {
  let opened: OpenedDatabase;

  beforeAll(async () => {
    opened = await openDatabase();
  });

  afterAll(() => opened?.dispose());

  describe.each(busAdapters)('with the %s', (_busName, openBus) => {
    let db: Db;
    let schema: string;
    let tables: EventTables;
    let bus: EventBus;
    let busSettled: () => Promise<boolean>;
    let disposeBus: () => Promise<void>;
    let outbox: Outbox;
    let consumer: EventConsumer;
    /** Every envelope the bus delivered, seen by a plain subscriber. */
    let published: AnyEventEnvelope[];

    beforeEach(async () => {
      db = opened.database.db;
      schema = uniqueSchema('svc');
      tables = eventTables(schema);
      await migrate(db, schema, [
        ...eventMigrations(schema),
        {
          id: '0001_effects',
          statements: [
            `create table ${schema}.effects (id bigserial primary key, event_id uuid not null, n integer not null)`,
            `create table ${schema}.cards (id uuid primary key, code text not null unique)`,
            `create table ${schema}.totals (key text primary key, n integer not null)`,
          ],
        },
      ]);
      ({ bus, settled: busSettled, dispose: disposeBus } = await openBus(db));
      published = [];
      await bus.subscribe('spy', async (event) => void published.push(event));
    });

    afterEach(async () => {
      await outbox?.stop();
      await disposeBus();
    });

    function start(useBus: EventBus = bus): void {
      // A long poll interval: only flushSoon() and the relay's retry make it publish within a test.
      outbox = new Outbox(db, tables, useBus, logger, 60_000);
      consumer = new EventConsumer(db, tables, useBus, logger);
      outbox.start();
    }

    async function effects(): Promise<{ event_id: string; n: number }[]> {
      const result = (await db.execute(sql.raw(`select event_id, n from ${schema}.effects order by id`))) as unknown as {
        rows: { event_id: string; n: number }[];
      };
      return result.rows;
    }

    const addTotal = (tx: Tx, key: string, n: number) =>
      runSql(tx, sql`insert into ${sql.identifier(schema)}.totals as t (key, n) values (${key}, ${n}) on conflict (key) do update set n = t.n + excluded.n`);

    async function outboxRows() {
      return db.select().from(tables.outbox).orderBy(tables.outbox.seq);
    }

    /** One statement: a card (unless its code is taken) and, only if it was written, its events. */
    async function writeCard(id: string, code: string, events: AnyEventEnvelope[]): Promise<{ id: string }[]> {
      return runSql(
        db,
        sql`with written as (insert into ${sql.identifier(schema)}.cards (id, code) values (${id}, ${code}) on conflict do nothing returning id),
            ${outbox.recorded(events, 'written')} select id from written`,
      );
    }

    const recordEffect = async (event: EventEnvelope<'test.pinged'>, tx: Tx) => {
      await tx.execute(sql`insert into ${sql.raw(schema)}.effects (event_id, n) values (${event.id}, ${event.payload.n})`);
    };

    it('publishes an event added in a committed transaction, and the consumer handles it', async () => {
      start();
      await consumer.subscribe('svc-a', { 'test.pinged': recordEffect });
      const first = withRequestId('req-42', () => ping(1));
      const second = ping(2);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${sql.raw(schema)}.effects (event_id, n) values (${first.id}, 0)`);
        await outbox.add(tx, [first, second]);
      });
      outbox.flushSoon();

      await eventually(async () => (await effects()).length === 3);
      expect(await effects()).toEqual([
        { event_id: first.id, n: 0 },
        expect.objectContaining({ event_id: expect.any(String) }),
        expect.objectContaining({ event_id: expect.any(String) }),
      ]);
      expect((await effects()).slice(1).sort((a, b) => a.n - b.n)).toEqual([
        { event_id: first.id, n: 1 },
        { event_id: second.id, n: 2 },
      ]);
      await eventually(() => published.length === 2);
      // The envelope arrives as it was recorded.
      expect(published.sort((a, b) => (a.payload as { n: number }).n - (b.payload as { n: number }).n)).toEqual([first, second]);
      expect(first.requestId).toBe('req-42');
      expect(await consumer.isHandled('svc-a', first.id)).toBe(true);
      expect(await consumer.isHandled('svc-a', second.id)).toBe(true);
      await eventually(async () => (await outboxRows()).every((row) => row.publishedAt !== null));
      expect((await outboxRows()).map((row) => row.id)).toEqual([first.id, second.id]);
    });

    it("publishes the events a store's transaction recorded once it commits, unasked, and none of one that rolled back", async () => {
      start();
      const kept = ping(1);
      const lost = ping(2);
      const store = new Store(db, outbox);
      const written = await store.transaction(async (tx, record) => {
        await tx.execute(sql`insert into ${sql.raw(schema)}.effects (event_id, n) values (${kept.id}, 0)`);
        await record(kept);
        return 'written';
      });
      expect(written).toBe('written');
      await expect(
        store.transaction(async (_tx, record) => {
          await record(lost);
          throw new Error('business rule violated');
        }),
      ).rejects.toThrow('business rule violated');
      await eventually(() => published.length === 1);
      expect(published).toEqual([kept]);
      expect((await outboxRows()).map((row) => row.id)).toEqual([kept.id]);
      expect(await effects()).toEqual([{ event_id: kept.id, n: 0 }]);
    });

    it('records the events of a single-statement write (recorded) when it writes a row, and none when it writes nothing', async () => {
      start();
      const cardId = randomUUID();
      const first = withRequestId('req-7', () => ping(1));
      const second = ping(2);
      expect(await writeCard(cardId, 'CODE-1', [first, second])).toEqual([{ id: cardId }]);
      const rows = await outboxRows();
      expect(rows.map(({ id, type, payload, requestId }) => ({ id, type, payload, requestId }))).toEqual([
        { id: first.id, type: 'test.pinged', payload: { v: 1, n: 1 }, requestId: 'req-7' },
        { id: second.id, type: 'test.pinged', payload: { v: 1, n: 2 }, requestId: null },
      ]);
      expect(rows.map((row) => new Date(row.occurredAt).toISOString())).toEqual([first.occurredAt, second.occurredAt]);

      // The code is taken: no card, so no event either.
      expect(await writeCard(randomUUID(), 'CODE-1', [ping(3)])).toEqual([]);
      expect((await outboxRows()).map((row) => row.id)).toEqual([first.id, second.id]);
      const cards = await selectRows<{ id: string }>(db, sql.raw(`select id from ${schema}.cards`));
      expect(cards).toEqual([{ id: cardId }]);
    });

    it('publishes the events a single-statement write recorded (recorded)', async () => {
      start();
      const events = [ping(1), ping(2)];
      await writeCard(randomUUID(), 'CODE-2', events);
      outbox.flushSoon();
      await eventually(() => published.length === 2);
      expect(published.sort((a, b) => (a.payload as { n: number }).n - (b.payload as { n: number }).n)).toEqual(events);
      await eventually(async () => (await outboxRows()).every((row) => row.publishedAt !== null));
    });

    it('refuses to make a recorded CTE without events', () => {
      start();
      expect(() => outbox.recorded([], 'written')).toThrow('recorded: no events to record');
    });

    it('never publishes an event added in a rolled-back transaction', async () => {
      start();
      await consumer.subscribe('svc-a', { 'test.pinged': recordEffect });
      const lost = ping(1);
      await expect(
        db.transaction(async (tx) => {
          await outbox.add(tx, [lost]);
          await tx.execute(sql`insert into ${sql.raw(schema)}.effects (event_id, n) values (${lost.id}, 0)`);
          throw new Error('business rule violated');
        }),
      ).rejects.toThrow('business rule violated');
      outbox.flushSoon();
      // A later committed event passes through, so the relay has run since the rollback.
      const marker = ping(2);
      await db.transaction((tx) => outbox.add(tx, [marker]));
      outbox.flushSoon();
      await eventually(() => published.some((event) => event.id === marker.id));
      await eventually(async () => consumer.isHandled('svc-a', marker.id));
      // Nothing more owed to any consumer: the lost event cannot still arrive.
      await eventually(busSettled);
      expect(published.map((event) => event.id)).toEqual([marker.id]);
      expect((await outboxRows()).map((row) => row.id)).toEqual([marker.id]);
      expect(await effects()).toEqual([{ event_id: marker.id, n: 2 }]);
      expect(await consumer.isHandled('svc-a', lost.id)).toBe(false);
    });

    it('has one effect when the same envelope is handled twice (inbox), per consumer', async () => {
      start();
      const event = ping(5);
      const handlers = { 'test.pinged': recordEffect };
      expect(await consumer.handle('svc-a', handlers, event)).toBe(true);
      expect(await consumer.handle('svc-a', handlers, event)).toBe(false);
      expect(await consumer.handle('svc-a', handlers, { ...event })).toBe(false);
      expect(await effects()).toEqual([{ event_id: event.id, n: 5 }]);
      // Another consumer (another service's handler) has its own inbox entry.
      expect(await consumer.handle('svc-b', handlers, event)).toBe(true);
      expect(await effects()).toHaveLength(2);
      // Concurrent redeliveries still have one effect.
      const again = ping(6);
      const outcomes = await Promise.all([1, 2, 3].map(() => consumer.handle('svc-a', handlers, again).catch(() => 'error')));
      expect(outcomes.filter((outcome) => outcome === true)).toHaveLength(1);
      expect((await effects()).filter((row) => row.event_id === again.id)).toHaveLength(1);
      // An event type without a handler is not marked handled.
      expect(await consumer.handle('svc-a', {}, ping(7))).toBe(false);
    });

    it('handles a burst of events delivered together once each, and a failing one fails alone', async () => {
      start();
      let poisoned = true;
      const handlers = {
        'test.pinged': async (e: EventEnvelope<'test.pinged'>, tx: Tx) => {
          await recordEffect(e, tx);
          if (e.payload.n === 13 && poisoned) throw new Error('card provider rejected the request');
        },
      };
      const burst = Array.from({ length: 30 }, (_, n) => ping(n));
      const outcomes = await Promise.allSettled(burst.map((event) => consumer.handle('svc-a', handlers, event)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(burst.map((event) => (event.payload.n === 13 ? 'rejected' : 'fulfilled')));
      expect((await effects()).map((row) => row.n).sort((a, b) => a - b)).toEqual(burst.map((event) => event.payload.n).filter((n) => n !== 13));
      expect(await consumer.isHandled('svc-a', burst[13].id)).toBe(false);
      expect(await consumer.isHandled('svc-a', burst[12].id)).toBe(true);
      // Its redelivery succeeds once the cause is gone; the others stay handled once.
      poisoned = false;
      const again = await Promise.all(burst.map((event) => consumer.handle('svc-a', handlers, event)));
      expect(again.filter(Boolean)).toEqual([true]);
      expect(await effects()).toHaveLength(30);
    });

    it('writes batch totals once per key at the end of a batch, and nothing of a batch that rolled back', async () => {
      start();
      const writes: string[] = [];
      const totals = new BatchTotals<{ n: number }>(async (tx, [key], { n }) => {
        writes.push(key);
        await addTotal(tx, key, n);
      });
      let poisoned = true;
      const handlers = {
        'test.pinged': async ({ payload: { n } }: EventEnvelope<'test.pinged'>, _tx: Tx, batch: Batch) => {
          totals.add(batch, [`k${n % 3}`], { n });
          if (n === 13 && poisoned) throw new Error('card provider rejected the request');
        },
      };
      const sums = async () => Object.fromEntries((await selectRows<{ key: string; n: number }>(db, sql.raw(`select key, n from ${schema}.totals`))).map((row) => [row.key, row.n]));
      const burst = Array.from({ length: 30 }, (_, n) => ping(n));
      const all = { k0: 135, k1: 145, k2: 155 };

      await Promise.all(burst.filter((event) => event.payload.n !== 13).map((event) => consumer.handle('svc-a', handlers, event)));
      expect(writes).toEqual(['k0', 'k1', 'k2']);
      expect(await sums()).toEqual({ ...all, k1: all.k1 - 13 });

      // In a batch with a failing event: the batch rolls back, and each event is handled alone.
      writes.length = 0;
      const again = ping(13);
      const outcomes = await Promise.allSettled([burst[0], again, ping(3)].map((event) => consumer.handle('svc-a', handlers, event)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      // The redelivered event adds nothing; the failing one's additions roll back with it.
      expect(writes).toEqual(['k0']);
      expect(await sums()).toEqual({ ...all, k0: all.k0 + 3, k1: all.k1 - 13 });
      poisoned = false;
      expect(await consumer.handle('svc-a', handlers, again)).toBe(true);
      expect(await sums()).toEqual({ ...all, k0: all.k0 + 3 });
    });

    it('runs after-commit work once its batch committed, when the writes show to other connections, and none for a batch that rolled back', async () => {
      start();
      const committed: { n: number; seen: Promise<number[]> }[] = [];
      const handlers = {
        'test.pinged': async (event: EventEnvelope<'test.pinged'>, tx: Tx, batch: Batch) => {
          await recordEffect(event, tx);
          if (event.payload.n === 13) throw new Error('card provider rejected the request');
          batch.afterCommit(() => committed.push({ n: event.payload.n, seen: effects().then((rows) => rows.map((row) => row.n)) }));
        },
      };
      // Delivered together: the batch rolls back for 13, then each is handled alone.
      const outcomes = await Promise.allSettled([ping(1), ping(13), ping(2)].map((event) => consumer.handle('svc-a', handlers, event)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(committed.map(({ n }) => n).sort()).toEqual([1, 2]);
      for (const { n, seen } of committed) expect(await seen).toContain(n);
      expect((await effects()).map((row) => row.n).sort()).toEqual([1, 2]);
    });

    it('inserts a batch\'s rows with one statement when it ends, runs the totals that statement leaves, and keeps nothing of a batch that rolled back', async () => {
      start();
      const statements: number[] = [];
      const totals = new BatchTotals<{ n: number }>(async (tx, [key], { n }) => {
        await addTotal(tx, key, n);
      });
      const rows = new BatchRows<{ eventId: string; n: number }>(async (batch, written) => {
        statements.push(written.length);
        const values = sql.join(written.map(({ eventId, n }) => sql`(${eventId}, ${n})`), sql`, `);
        const inserted = await runSql<{ n: number }>(batch.tx, sql`insert into ${sql.identifier(schema)}.effects (event_id, n) values ${values} returning n`);
        for (const { n } of inserted) totals.add(batch, ['sum'], { n });
      });
      const handlers = {
        'test.pinged': async (e: EventEnvelope<'test.pinged'>, _tx: Tx, batch: Batch) => {
          rows.add(batch, { eventId: e.id, n: e.payload.n });
          if (e.payload.n < 0) throw new Error('card provider rejected the request');
        },
      };
      const sum = async () => (await selectRows<{ n: number }>(db, sql.raw(`select n from ${schema}.totals where key = 'sum'`)))[0]?.n;

      await Promise.all(Array.from({ length: 20 }, (_, n) => consumer.handle('svc-a', handlers, ping(n))));
      expect(statements).toEqual([20]);
      expect((await effects()).map((row) => row.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
      expect(await sum()).toBe(190);

      // A failing event rolls its batch back before it ends; each event is then handled alone, and its rows go with it.
      statements.length = 0;
      const outcomes = await Promise.allSettled([ping(100), ping(-1)].map((event) => consumer.handle('svc-a', handlers, event)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
      expect(statements).toEqual([1]);
      expect(await effects()).toHaveLength(21);
      expect(await sum()).toBe(290);
    });

    it('rolls the inbox entry back with a failing handler, so a redelivery handles it', async () => {
      start();
      const event = ping(8);
      let calls = 0;
      const handlers = {
        'test.pinged': async (e: EventEnvelope<'test.pinged'>, tx: Tx) => {
          await recordEffect(e, tx);
          if (++calls === 1) throw new Error('downstream timeout');
        },
      };
      await expect(consumer.handle('svc-a', handlers, event)).rejects.toThrow('downstream timeout');
      expect(await consumer.isHandled('svc-a', event.id)).toBe(false);
      expect(await effects()).toEqual([]);
      expect(await consumer.handle('svc-a', handlers, event)).toBe(true);
      expect(await effects()).toEqual([{ event_id: event.id, n: 8 }]);
    });

    it('dead-letters an event whose handler always fails, in the service schema', async () => {
      start();
      let calls = 0;
      await consumer.subscribe(
        'svc-dead',
        {
          'test.pinged': async () => {
            calls++;
            throw new Error('card provider rejected the request');
          },
        },
        2,
      );
      const event = withRequestId('req-dead', () => ping(9));
      await db.transaction((tx) => outbox.add(tx, [event]));
      outbox.flushSoon();
      const dead = await eventually(async () => {
        const rows = await consumer.deadLetters();
        return rows.length > 0 ? rows : undefined;
      });
      // No retry owed and nothing unacknowledged: no third attempt, no second dead letter can still come.
      await eventually(busSettled);
      expect(calls).toBe(2);
      expect(await consumer.deadLetters()).toHaveLength(1);
      expect(dead[0]).toMatchObject({
        consumer: 'svc-dead',
        eventId: event.id,
        type: 'test.pinged',
        error: 'card provider rejected the request',
        attempts: 2,
        envelope: event,
      });
      expect(await consumer.isHandled('svc-dead', event.id)).toBe(false);
      const [{ count }] = (
        (await db.execute(sql.raw(`select count(*)::int as count from ${schema}.dead_letters`))) as unknown as { rows: { count: number }[] }
      ).rows;
      expect(count).toBe(1);
    });

    it('hands the bus a batch in the order its events were recorded', async () => {
      const handed: string[] = [];
      const recording: EventBus = Object.assign(Object.create(bus) as EventBus, {
        publish: (events: AnyEventEnvelope[], tx?: Tx) => {
          handed.push(...events.map((event) => event.id));
          return bus.publish(events, tx);
        },
      });
      start(recording);
      const events = Array.from({ length: 40 }, (_, n) => ping(n));
      await db.transaction((tx) => outbox.add(tx, events.slice(0, 25)));
      await db.transaction((tx) => outbox.add(tx, events.slice(25)));
      outbox.flushSoon();
      await eventually(async () => (await outboxRows()).every((row) => row.publishedAt !== null));
      expect(handed).toEqual(events.map((event) => event.id));
    });

    it('polls less and less often while it finds nothing, and publishes a flushed commit at once', async () => {
      // Every relay pass is one transaction on the database it was given.
      let passes = 0;
      const counted = new Proxy(db, {
        get: (target, name) => (name === 'transaction' ? (...args: Parameters<Db['transaction']>) => (passes++, target.transaction(...args)) : Reflect.get(target, name)),
      });
      outbox = new Outbox(counted, tables, bus, logger, 20);
      outbox.start();
      // Waits of 20, 40, 80, 160 ms, then 160 ms each: about 9 passes in 1.2 s where a steady 20 ms poll would make 60.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(passes).toBeGreaterThanOrEqual(4);
      expect(passes).toBeLessThanOrEqual(15);
      const event = ping(1);
      await db.transaction((tx) => outbox.add(tx, [event]));
      outbox.flushSoon();
      await eventually(() => published.some((seen) => seen.id === event.id), 5_000);
    });

    it('keeps events in the outbox while the bus is unavailable and publishes them when it recovers', async () => {
      const switchable = new SwitchableBus(bus);
      switchable.down = true;
      start(switchable);
      await consumer.subscribe('svc-a', { 'test.pinged': recordEffect });
      const events = [ping(1), ping(2), ping(3)];
      await db.transaction((tx) => outbox.add(tx, events.slice(0, 2)));
      outbox.flushSoon();
      await eventually(() => switchable.failedPublishes >= 2, 5_000);
      await db.transaction((tx) => outbox.add(tx, events.slice(2)));
      outbox.flushSoon();
      expect((await outboxRows()).map((row) => [row.id, row.publishedAt])).toEqual(events.map((event) => [event.id, null]));
      expect(published).toEqual([]);

      switchable.down = false;
      await eventually(async () => (await effects()).length === 3, 8_000);
      await eventually(async () => (await outboxRows()).every((row) => row.publishedAt !== null));
      await eventually(() => published.length === 3);
      expect(published.map((event) => event.id).sort()).toEqual(events.map((event) => event.id).sort());
      expect((await effects()).map((row) => row.n).sort()).toEqual([1, 2, 3]);
    });
  });

  it('records the attempts of a dead letter also when the consumer uses the default maxAttempts', async () => {
    const db = opened.database.db;
    const schema = uniqueSchema('svc');
    const tables = eventTables(schema);
    await migrate(db, schema, eventMigrations(schema));
    // A bus that hands out the subscription options, so the dead-letter callback can be driven directly.
    const subscriptions: SubscribeOptions[] = [];
    const bus = new SwitchableBus(await SqlEventBus.open(db, { schema: uniqueSchema('bus') }));
    bus.subscribe = async (_consumer, _handler, options) => void subscriptions.push(options ?? {});
    const consumer = new EventConsumer(db, tables, bus, logger);
    await consumer.subscribe('svc-default', { 'test.pinged': async () => undefined });
    await consumer.subscribe('svc-three', { 'test.pinged': async () => undefined }, 3);
    expect(subscriptions.map((options) => options.maxAttempts)).toEqual([undefined, 3]);
    const event = ping(1);
    await subscriptions[0].onDeadLetter!(event, new Error('gave up'));
    await subscriptions[1].onDeadLetter!(event, new Error('gave up'));
    const rows = await consumer.deadLetters();
    expect(rows.map((row) => [row.consumer, row.attempts])).toEqual([
      ['svc-three', 3],
      ['svc-default', DEFAULT_MAX_ATTEMPTS],
    ]);
    await bus.close();
  });

  it('retries a dead letter through its consumer: handled once, put back when it fails again, taken by one of two retries', async () => {
    const db = opened.database.db;
    const schema = uniqueSchema('svc');
    const tables = eventTables(schema);
    await migrate(db, schema, [
      ...eventMigrations(schema),
      { id: '0001_effects', statements: [`create table ${schema}.effects (event_id uuid primary key, n integer not null)`] },
    ]);
    const subscriptions: SubscribeOptions[] = [];
    const bus = new SwitchableBus(await SqlEventBus.open(db, { schema: uniqueSchema('bus') }));
    bus.subscribe = async (_consumer, _handler, options) => void subscriptions.push(options ?? {});
    const consumer = new EventConsumer(db, tables, bus, logger);
    let broken = true;
    await consumer.subscribe('svc-effects', {
      'test.pinged': async (event, tx) => {
        // A database's refusal, as a projection table's trigger would raise it (Drizzle wraps it in a "Failed query" error).
        if (broken) await tx.execute(sql.raw(`do $$ begin raise exception 'projection offline'; end $$`));
        await tx.execute(sql`insert into ${sql.raw(schema)}.effects (event_id, n) values (${event.id}, ${event.payload.n})`);
      },
    });
    const [first, second] = [ping(1), ping(2)];
    for (const event of [first, second]) await subscriptions[0].onDeadLetter!(event, new Error('projection offline'));
    const letters = async () => Object.fromEntries((await consumer.deadLetters()).map((row) => [row.eventId, row]));
    const effects = () => selectRows<{ event_id: string; n: number }>(db, sql.raw(`select event_id, n from ${schema}.effects order by n`));

    const { id: firstId, attempts } = (await letters())[first.id];
    await expect(consumer.retryDeadLetter(firstId)).rejects.toMatchObject({ code: 'DEAD_LETTER.FAILED_AGAIN', message: 'The event failed again: projection offline. It stays in the dead letters.' });
    expect((await letters())[first.id]).toMatchObject({ id: firstId, attempts: attempts + 1, error: 'projection offline' });

    broken = false;
    const [one, other] = await Promise.allSettled([consumer.retryDeadLetter(firstId), consumer.retryDeadLetter(firstId)]);
    expect([one.status, other.status].sort()).toEqual(['fulfilled', 'rejected']);
    const refused = [one, other].find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'DEAD_LETTER.NOT_FOUND' });
    expect(await effects()).toEqual([{ event_id: first.id, n: 1 }]);
    expect(Object.keys(await letters())).toEqual([second.id]);
    expect(await consumer.deadLetterCount()).toBe(1);

    // An event the consumer handled meanwhile (a redelivery got through) is not handled twice.
    await consumer.handle('svc-effects', { 'test.pinged': async (event, tx) => void (await tx.execute(sql`insert into ${sql.raw(schema)}.effects (event_id, n) values (${event.id}, ${event.payload.n})`)) }, second);
    expect(await consumer.retryDeadLetter((await letters())[second.id].id)).toEqual({ handled: false });
    expect(await effects()).toEqual([{ event_id: first.id, n: 1 }, { event_id: second.id, n: 2 }]);
    expect(await consumer.deadLetterCount()).toBe(0);
    await bus.close();
  });

  it('prunes published outbox rows and handled inbox ids older than the retention window, and keeps the rest', async () => {
    const db = opened.database.db;
    const schema = uniqueSchema('svc');
    const tables = eventTables(schema);
    await migrate(db, schema, eventMigrations(schema));
    const [oldPublished, newPublished, oldUnpublished] = [ping(1), ping(2), ping(3)];
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const row = (event: AnyEventEnvelope, publishedAt: string | null) => ({ id: event.id, type: event.type, payload: event.payload, occurredAt: ago(9 * 24), publishedAt });
    await db.insert(tables.outbox).values([row(oldPublished, ago(8 * 24)), row(newPublished, ago(1)), row(oldUnpublished, null)]);
    await db.insert(tables.inbox).values([
      { eventId: oldPublished.id, consumer: 'analytics', handledAt: new Date(Date.now() - 8 * 24 * 3_600_000) },
      { eventId: newPublished.id, consumer: 'analytics', handledAt: new Date(Date.now() - 3_600_000) },
    ]);

    expect(await pruneEventTables(db, tables, new Date(Date.now() - 7 * 24 * 3_600_000))).toBe(2);
    const outboxLeft = await selectRows<{ id: string }>(db, sql.raw(`select id from ${schema}.outbox order by seq`));
    expect(outboxLeft.map((row) => row.id)).toEqual([newPublished.id, oldUnpublished.id]);
    const inboxLeft = await selectRows<{ event_id: string }>(db, sql.raw(`select event_id from ${schema}.inbox`));
    expect(inboxLeft.map((row) => row.event_id)).toEqual([newPublished.id]);
  });
});

it('builds events with a fresh id, the time and the current request id', () => {
  const before = Date.now();
  const a = withRequestId('req-1', () => newEvent('test.pinged', { v: 1, n: 1 }));
  const after = Date.now();
  const b = newEvent('test.pinged', { v: 1, n: 1 });
  expect(a.id).not.toBe(b.id);
  expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(a.requestId).toBe('req-1');
  expect(b.requestId).toBeUndefined();
  // The time it was built at: read between the readings before and after.
  expect(Date.parse(a.occurredAt)).toBeGreaterThanOrEqual(before);
  expect(Date.parse(a.occurredAt)).toBeLessThanOrEqual(after);
  expect(randomUUID()).not.toBe(a.id);
});
