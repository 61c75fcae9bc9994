import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AnyEventEnvelope } from '@gv/proto';
import { databaseAdapters, databasePerEngine, dropSchema, schemaAdapters, schemaPerTest } from '../../../test/databases';
import { engines, eventually, uniqueName } from '../../../test/engines';
import '../../../test/ping-event';
import { deleteJetStreamStream, jetStreamConsumerNames, jetStreamStreamExists, jetStreamStreamMaxAgeHours, jetStreamTestBus, publishRawToJetStream } from '../../../test/nats';
import { jetStreamConsumerWaiting, jetStreamSettled, sqlBusSettled } from '../../../test/wait-idle';
import { selectRows } from '../db/database';
import { AwaitingEarlierEvent } from '../errors';
import type { EventBus, EventReplay, ReplayedEvent } from './event-bus';
import { JetStreamBus } from './jetstream-bus';
import { SqlEventBus } from './sql-bus';

/** One database per engine for the whole file; each test's SQL bus gets a schema of its own in it. */
const database = databasePerEngine();

const sqlAdapters = schemaAdapters(database, 'SQL log', 'bus', async (db, schema) => ({
  bus: await SqlEventBus.open(db, { schema }),
  reopen: () => SqlEventBus.open(db, { schema }),
  settled: () => sqlBusSettled(db, schema),
  cleanup: () => dropSchema(db, schema),
}));

/**
 * Each test's bus, another instance on the same log or stream (a restarted process, or a replica), whether the log or
 * stream owes its consumers nothing more (see test/wait-idle), and how to remove what they created (the schema, or the
 * JetStream stream and its consumers).
 */
const adapters: [string, () => Promise<{ bus: EventBus; reopen: () => Promise<EventBus>; settled: () => Promise<boolean>; cleanup: () => Promise<void> }>][] = [
  ...sqlAdapters,
  [
    'NATS JetStream',
    async () => {
      const { stream, bus, settled } = await jetStreamTestBus('GVTEST');
      return {
        bus,
        reopen: () => JetStreamBus.connect(engines.natsUrl, stream),
        settled,
        async cleanup() {
          await deleteJetStreamStream(stream);
          expect(await jetStreamStreamExists(stream)).toBe(false);
        },
      };
    },
  ],
];

function ping(n: number): AnyEventEnvelope {
  return { id: randomUUID(), type: 'test.pinged', occurredAt: new Date().toISOString(), payload: { v: 1, n } };
}

/** An event of a type no test consumer asks for by name. */
function pong(n: number): AnyEventEnvelope {
  return { ...ping(n), type: 'test.ponged' } as unknown as AnyEventEnvelope;
}

const numberOf = (event: AnyEventEnvelope) => (event.payload as { n: number }).n;

/**
 * How long a drain is watched for resolving too early. Not a wait for anything: a drain blocked on a delivery in hand
 * has no observable state of its own to wait on, so the test gives a wrong early resolution this long to show.
 */
const QUIET_WINDOW_MS = 300;

/** Test data, not a wait: the spacing of events published one by one, as a busy service's would arrive. */
const ARRIVAL_GAP_MS = 5;

describe.each(adapters)('event bus contract: %s', (_name, open) => {
  let bus: EventBus;
  let reopen: () => Promise<EventBus>;
  let settled: () => Promise<boolean>;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ bus, reopen, settled, cleanup } = await open());
  });
  afterEach(async () => {
    await bus.close();
    await cleanup();
  });

  it('drains: the delivery in hand finishes and stays settled, none starts after, and the next instance gets the rest once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    await bus.subscribe('drained', async (event) => {
      started.push(numberOf(event));
      await held;
    }, { types: ['test.pinged'] });
    await bus.publish([ping(1)]);
    await eventually(() => started.length === 1);
    let drained = false;
    const draining = bus.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
    expect(drained).toBe(false);
    release();
    await draining;
    // Publishing still works after a drain: a process's last events leave through it.
    await bus.publish([ping(2)]);

    const next = await reopen();
    try {
      const later: number[] = [];
      await next.subscribe('drained', async (event) => void later.push(numberOf(event)), { types: ['test.pinged'] });
      await eventually(() => later.length === 1);
      // Nothing owed any more: no second delivery of 2, nor of 1, can still come.
      await eventually(settled);
      expect(later).toEqual([2]);
      expect(started).toEqual([1]);
    } finally {
      await next.close();
    }
  });

  it("reports a consumer's lag: events not yet settled, delivered or not, until they are", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const handled: number[] = [];
    await bus.subscribe('lagging', async (event) => {
      await held;
      handled.push(numberOf(event));
    }, { types: ['test.pinged'] });
    await bus.publish([ping(1), ping(2), ping(3)]);
    await eventually(async () => (await bus.lag('lagging')) === 3);
    release();
    await eventually(() => handled.length === 3);
    await eventually(async () => (await bus.lag('lagging')) === 0);
  });

  it('delivers every event to every consumer name, once per consumer group', async () => {
    const seen: Record<string, number[]> = { a1: [], a2: [], b: [] };
    await bus.subscribe('a', async (e) => void seen.a1.push((e.payload as { n: number }).n));
    await bus.subscribe('a', async (e) => void seen.a2.push((e.payload as { n: number }).n));
    await bus.subscribe('b', async (e) => void seen.b.push((e.payload as { n: number }).n));
    await bus.publish([1, 2, 3, 4, 5, 6].map(ping));
    await eventually(() => seen.b.length === 6 && seen.a1.length + seen.a2.length === 6);
    await eventually(settled);
    expect([...seen.a1, ...seen.a2].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seen.b.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('delivers to a consumer only the event types it takes', async () => {
    const typed: number[] = [];
    const every: number[] = [];
    await bus.subscribe('typed', async (e) => void typed.push(numberOf(e)), { types: ['test.pinged'] });
    await bus.subscribe('every', async (e) => void every.push(numberOf(e)));
    await bus.publish([ping(1), pong(2), ping(3), pong(4)]);
    await eventually(() => every.length === 4 && typed.length === 2);
    await eventually(settled);
    expect(typed.sort()).toEqual([1, 3]);
  });

  it('stores an event published twice with the same id once', async () => {
    const seen: string[] = [];
    await bus.subscribe('dedup', async (e) => void seen.push(e.id));
    const event = ping(1);
    await bus.publish([event]);
    await bus.publish([event]);
    await eventually(() => seen.length === 1);
    await eventually(settled);
    expect(seen).toEqual([event.id]);
  });

  it('replays the events it holds from a position, in publishing order, without disturbing its consumers', async () => {
    const replayable = bus as EventBus & EventReplay;
    const numbers = (events: ReplayedEvent[]) => events.map((held) => (held.event.payload as { n: number }).n);
    const readAfter = async (position: number) => {
      const read: ReplayedEvent[] = [];
      for await (const batch of replayable.replay(position)) read.push(...batch);
      return read;
    };
    expect(await replayable.retained()).toEqual({ first: 1, last: 0 });
    expect(await readAfter(0)).toEqual([]);
    const seen: number[] = [];
    await bus.subscribe('live', async (e) => void seen.push((e.payload as { n: number }).n));
    for (const n of [1, 2, 3, 4, 5]) await bus.publish([ping(n)]);

    const all = await readAfter(0);
    expect(numbers(all)).toEqual([1, 2, 3, 4, 5]);
    expect(await replayable.retained()).toEqual({ first: 1, last: all[4].position });
    expect(numbers(await readAfter(all[2].position))).toEqual([4, 5]);
    expect(await readAfter(all[4].position)).toEqual([]);
    await eventually(() => seen.length === 5);
  });

  it('retries a failing handler with a growing attempt number until it succeeds', async () => {
    const attempts: number[] = [];
    await bus.subscribe(
      'flaky',
      async (_e, attempt) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error('not yet');
      },
      { backoffMs: () => 20 },
    );
    await bus.publish([ping(1)]);
    await eventually(() => attempts.length === 3);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('dead-letters an event after the last attempt instead of dropping it', async () => {
    const dead: { id: string; error: string }[] = [];
    const event = ping(9);
    await bus.subscribe(
      'broken',
      async () => {
        throw new Error('always fails');
      },
      { maxAttempts: 2, backoffMs: () => 10, onDeadLetter: async (e, error) => void dead.push({ id: e.id, error: error.message }) },
    );
    await bus.publish([event]);
    await eventually(() => dead.length === 1);
    // Settled: no retry owed and nothing unacknowledged, so the event cannot be dead-lettered again.
    await eventually(settled);
    expect(dead).toEqual([{ id: event.id, error: 'always fails' }]);
  });

  it.each([
    ['awaiting an earlier one past the last attempt of other failures, until that one has come', 'awaiting', 7, () => new AwaitingEarlierEvent('its card comes later')],
    [
      'whose database was restarting past the last attempt, never setting it aside',
      'engine-restarting',
      8,
      // What node-postgres answers while PostgreSQL recovers from a crash, once its port accepts again.
      () => Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
  ])('delivers an event %s', async (_case, consumer, pingNumber, failure) => {
    const attempts: number[] = [];
    const dead: string[] = [];
    await bus.subscribe(
      consumer,
      async (_e, attempt) => {
        attempts.push(attempt);
        if (attempt < 5) throw failure();
      },
      { maxAttempts: 2, backoffMs: () => 10, onDeadLetter: async (e) => void dead.push(e.id) },
    );
    await bus.publish([ping(pingNumber)]);
    await eventually(() => attempts.length === 5);
    await eventually(settled);
    expect({ attempts, dead }).toEqual({ attempts: [1, 2, 3, 4, 5], dead: [] });
  });

  it('retries recording a dead letter that failed instead of losing the event, and keeps consuming', async () => {
    const dead: string[] = [];
    const handled: number[] = [];
    let deadLetterCalls = 0;
    await bus.subscribe(
      'dead-store-down',
      async (e) => {
        const n = (e.payload as { n: number }).n;
        if (n === 1) throw new Error('always fails');
        handled.push(n);
      },
      {
        maxAttempts: 2,
        backoffMs: () => 10,
        onDeadLetter: async (e) => {
          if (++deadLetterCalls === 1) throw new Error('dead-letter table unavailable');
          dead.push(e.id);
        },
      },
    );
    const doomed = ping(1);
    await bus.publish([doomed]);
    await eventually(() => dead.length === 1);
    expect(dead).toEqual([doomed.id]);
    expect(deadLetterCalls).toBe(2);
    await bus.publish([ping(2)]);
    await eventually(() => handled.length === 1);
    expect(handled).toEqual([2]);
  });
});

describe('event bus: NATS JetStream specifics', () => {
  const stream = uniqueName('GVTEST');
  let bus: JetStreamBus;
  beforeAll(async () => {
    bus = await JetStreamBus.connect(engines.natsUrl, stream);
  });
  afterAll(async () => {
    await bus.close();
    await deleteJetStreamStream(stream);
  });

  it('drops a message that is not an event envelope without stopping the consumer', async () => {
    const seen: number[] = [];
    let calls = 0;
    await bus.subscribe('robust', async (e) => {
      calls++;
      seen.push((e.payload as { n: number }).n);
    });
    await publishRawToJetStream(`${stream}.test.pinged`, 'this is not JSON');
    await bus.publish([ping(1)]);
    await eventually(() => seen.length === 1);
    await bus.publish([ping(2)]);
    await eventually(() => seen.length === 2);
    // Settled: the bad message was terminated, not left to come back.
    await eventually(() => jetStreamSettled(engines.natsUrl, stream));
    expect(seen).toEqual([1, 2]);
    expect(calls).toBe(2);
  });

  it('hands events that arrive close together to the handler in one burst, and a backlog in full pulls, each event once', async () => {
    const own = uniqueName('GVTEST_BURSTS');
    const bursty = await JetStreamBus.connect(engines.natsUrl, own);
    try {
      // A burst is the handler calls of one turn of the event loop: what a consumer can handle in one transaction.
      let bursts = 0;
      let inBurst = false;
      const seen: number[] = [];
      await bursty.subscribe('bursts', async (e) => {
        if (!inBurst) {
          inBurst = true;
          bursts++;
          setImmediate(() => (inBurst = false));
        }
        seen.push(numberOf(e));
      });
      await bursty.publish([ping(0)]);
      await eventually(() => seen.length === 1);
      // Caught up, the consumer waits at the server for the next message.
      await eventually(() => jetStreamConsumerWaiting(engines.natsUrl, own, 'bursts'));
      bursts = 0;
      // Published one by one over 50 ms: the first ends the consumer's wait, the rest are gathered behind it.
      for (let n = 1; n <= 10; n++) {
        await bursty.publish([ping(n)]);
        await new Promise((resolve) => setTimeout(resolve, ARRIVAL_GAP_MS));
      }
      await eventually(() => seen.length === 11);
      expect(bursts).toBeLessThanOrEqual(3);

      await bursty.publish(Array.from({ length: 700 }, (_, i) => ping(100 + i)));
      await eventually(() => seen.length === 711);
      await eventually(() => jetStreamSettled(engines.natsUrl, own));
      expect(new Set(seen).size).toBe(711);
      expect(seen.length).toBe(711);
    } finally {
      await bursty.close();
      await deleteJetStreamStream(own);
    }
  });

  it('hands an every-type consumer\'s position over to typed consumers: nothing handled again, nothing skipped', async () => {
    const handed = uniqueName('GVTEST_TYPED');
    const before = await JetStreamBus.connect(engines.natsUrl, handed);
    const first: number[] = [];
    await before.subscribe('svc', async (e) => void first.push(numberOf(e)));
    await before.publish([ping(1), pong(2)]);
    await eventually(() => first.length === 2);
    // Both acknowledged at the server: the position handed over is after them.
    await eventually(() => jetStreamSettled(engines.natsUrl, handed));
    await before.close();

    const after = await JetStreamBus.connect(engines.natsUrl, handed);
    try {
      await after.publish([ping(3), pong(4)]);
      const second: number[] = [];
      await after.subscribe('svc', async (e) => void second.push(numberOf(e)), { types: ['test.pinged', 'test.ponged'] });
      await eventually(() => second.length === 2);
      await eventually(() => jetStreamSettled(engines.natsUrl, handed));
      expect(second.sort()).toEqual([3, 4]);
      expect(await jetStreamConsumerNames(handed)).toEqual(['svc__test_pinged', 'svc__test_ponged']);
    } finally {
      await after.close();
      await deleteJetStreamStream(handed);
    }
  });

  it('keeps events as long as the retention (max_age), also on a stream created before', async () => {
    const aged = uniqueName('GVTEST_AGE');
    const created = await JetStreamBus.connect(engines.natsUrl, aged, 48);
    await created.close();
    expect(await jetStreamStreamMaxAgeHours(aged)).toBe(48);
    const reopened = await JetStreamBus.connect(engines.natsUrl, aged, 24);
    await reopened.close();
    expect(await jetStreamStreamMaxAgeHours(aged)).toBe(24);
    await deleteJetStreamStream(aged);
  });

  it('refuses to start on more stream copies than the server can keep, rather than keeping fewer', async () => {
    const replicated = uniqueName('GVTEST_R3');
    // The local server is a single JetStream server: three copies need a cluster.
    await expect(JetStreamBus.connect(engines.natsUrl, replicated, 24, 3)).rejects.toThrow(/replica/i);
    expect(await jetStreamStreamExists(replicated)).toBe(false);
  });

  it('rejects a publish that JetStream did not store, so the outbox keeps the event', async () => {
    const gone = uniqueName('GVTEST_GONE');
    const orphan = await JetStreamBus.connect(engines.natsUrl, gone);
    await deleteJetStreamStream(gone);
    try {
      await expect(orphan.publish([ping(3)])).rejects.toThrow(`${gone}.test.pinged: no responders`);
    } finally {
      await orphan.close();
    }
  });
});

describe.each(databaseAdapters)('event bus: SQL log on %s specifics', (engine, open) => {
  const scope = schemaPerTest<SqlEventBus>(() => database(engine, open), 'bus');
  const openBus = () => scope.open((db, schema) => SqlEventBus.open(db, { schema, pollMs: 100 }));
  const n = (event: AnyEventEnvelope) => (event.payload as { n: number }).n;
  const never = () => new Promise<void>(() => undefined);
  const settled = () => sqlBusSettled(scope.db, scope.schema);

  it('delivers after a restart what the previous instance had not settled, and nothing it had', async () => {
    const first = await openBus();
    const started: number[] = [];
    await first.subscribe('mailer', async (event) => {
      started.push(n(event));
      // The process dies while handling 3 and 4: their deliveries never settle.
      if (n(event) >= 3) await never();
    });
    await first.publish([ping(1), ping(2)]);
    await eventually(() => started.length === 2);
    // 1 and 2 settled: the cursor is recorded past them.
    await eventually(settled);
    await first.publish([ping(3), ping(4)]);
    await eventually(() => started.length === 4);
    await first.close();

    const second = await openBus();
    const redelivered: number[] = [];
    await second.subscribe('mailer', async (event) => void redelivered.push(n(event)));
    await eventually(() => redelivered.length === 2);
    await second.publish([ping(5)]);
    await eventually(() => redelivered.length === 3);
    await eventually(settled);
    expect(redelivered).toEqual([3, 4, 5]);
  });

  it('keeps an owed retry and its attempt number across a restart', async () => {
    const first = await openBus();
    const attempts: number[] = [];
    await first.subscribe('flaky', async (_event, attempt) => {
      attempts.push(attempt);
      throw new Error('smtp down');
    }, { backoffMs: () => 60_000 });
    await first.publish([ping(1)]);
    await eventually(() => attempts.length === 1);
    await eventually(async () => (await selectRows(scope.db, sql.raw(`select 1 from ${scope.schema}.retries`))).length === 1);
    await first.close();
    // Due now: as if the backoff had passed while the process was down.
    await scope.db.execute(sql.raw(`update ${scope.schema}.retries set due_at = now()`));

    const second = await openBus();
    const later: number[] = [];
    await second.subscribe('flaky', async (_event, attempt) => void later.push(attempt));
    await eventually(() => later.length === 1);
    expect(later).toEqual([2]);
    await eventually(async () => (await selectRows(scope.db, sql.raw(`select 1 from ${scope.schema}.retries`))).length === 0);
  });

  it('publishes inside the caller\'s transaction: a rollback publishes nothing', async () => {
    const bus = await openBus();
    const seen: number[] = [];
    await bus.subscribe('tx', async (event) => void seen.push(n(event)));
    await expect(
      scope.db.transaction(async (tx) => {
        await bus.publish([ping(1)], tx);
        throw new Error('relay crashed before commit');
      }),
    ).rejects.toThrow('relay crashed before commit');
    await scope.db.transaction((tx) => bus.publish([ping(2)], tx));
    await eventually(() => seen.length === 1);
    await eventually(settled);
    expect(seen).toEqual([2]);
  });

  it('prunes events published before the retention window and keeps newer ones', async () => {
    const bus = await openBus();
    const old = [ping(1), ping(2), ping(3)];
    const recent = ping(4);
    await bus.publish([...old, recent]);
    const ids = old.map((event) => `'${event.id}'`).join(', ');
    await scope.db.execute(sql.raw(`update ${scope.schema}.events set published_at = now() - interval '8 days' where id in (${ids})`));
    expect(await bus.prune(new Date(Date.now() - 7 * 24 * 3_600_000))).toBe(3);
    const left = await selectRows<{ id: string }>(scope.db, sql.raw(`select id from ${scope.schema}.events`));
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    // What is left no longer starts at the first event: a rebuild from it would miss the pruned ones.
    expect((await bus.retained()).first).toBeGreaterThan(1);
    expect(await bus.prune(new Date(Date.now() - 7 * 24 * 3_600_000))).toBe(0);
  });
});
