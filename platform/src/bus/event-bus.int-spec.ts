import { randomUUID } from 'node:crypto';
import type { AnyEventEnvelope } from '@gv/proto';
import { engines, eventually, uniqueName } from '../../../test/engines';
import { deleteJetStreamStream, jetStreamStreamExists, publishRawToJetStream } from '../../../test/nats';
import type { EventBus } from './event-bus';
import { InProcessBus } from './in-process-bus';
import { JetStreamBus } from './jetstream-bus';

/** Each test's bus, and how to remove what it created (the JetStream stream and its consumers). */
const adapters: [string, () => Promise<{ bus: EventBus; cleanup: () => Promise<void> }>][] = [
  ['in-process', async () => ({ bus: new InProcessBus(), cleanup: async () => undefined })],
  [
    'NATS JetStream',
    async () => {
      const stream = uniqueName('GVTEST');
      const bus = await JetStreamBus.connect(engines.natsUrl, stream);
      return {
        bus,
        async cleanup() {
          await deleteJetStreamStream(stream);
          expect(await jetStreamStreamExists(stream)).toBe(false);
        },
      };
    },
  ],
];

function ping(n: number): AnyEventEnvelope {
  return { id: randomUUID(), type: 'bench.pinged', occurredAt: new Date().toISOString(), payload: { v: 1, n } };
}

describe.each(adapters)('event bus contract: %s', (_name, open) => {
  let bus: EventBus;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ bus, cleanup } = await open());
  });
  afterEach(async () => {
    await bus.close();
    await cleanup();
  });

  it('delivers every event to every consumer name, once per consumer group', async () => {
    const seen: Record<string, number[]> = { a1: [], a2: [], b: [] };
    await bus.subscribe('a', async (e) => void seen.a1.push((e.payload as { n: number }).n));
    await bus.subscribe('a', async (e) => void seen.a2.push((e.payload as { n: number }).n));
    await bus.subscribe('b', async (e) => void seen.b.push((e.payload as { n: number }).n));
    await bus.publish([1, 2, 3, 4, 5, 6].map(ping));
    await eventually(() => seen.b.length === 6 && seen.a1.length + seen.a2.length === 6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...seen.a1, ...seen.a2].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seen.b.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stores an event published twice with the same id once', async () => {
    const seen: string[] = [];
    await bus.subscribe('dedup', async (e) => void seen.push(e.id));
    const event = ping(1);
    await bus.publish([event]);
    await bus.publish([event]);
    await eventually(() => seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([event.id]);
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
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dead).toEqual([{ id: event.id, error: 'always fails' }]);
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
    await publishRawToJetStream(`${stream}.bench.pinged`, 'this is not JSON');
    await bus.publish([ping(1)]);
    await eventually(() => seen.length === 1);
    await bus.publish([ping(2)]);
    await eventually(() => seen.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([1, 2]);
    expect(calls).toBe(2);
  });

  it('rejects a publish that JetStream did not store, so the outbox keeps the event', async () => {
    const gone = uniqueName('GVTEST_GONE');
    const orphan = await JetStreamBus.connect(engines.natsUrl, gone);
    await deleteJetStreamStream(gone);
    try {
      await expect(orphan.publish([ping(3)])).rejects.toThrow(`${gone}.bench.pinged: no responders`);
    } finally {
      await orphan.close();
    }
  });
});
