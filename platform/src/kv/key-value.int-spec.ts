import { countRedisKeys, deleteRedisKeys } from '../../../test/redis';
import { engines, eventually, uniqueName } from '../../../test/engines';
import type { KeyValueStore } from './key-value';
import { MemoryKeyValueStore } from './memory-kv';
import { RedisKeyValueStore } from './redis-kv';

interface Opened {
  /** Opens a store; stores opened with the same namespace see the same keys. */
  open(namespace: string): KeyValueStore;
  cleanup(): Promise<void>;
}

/** One run's namespace on the shared Redis: every key of this suite starts with it. */
const runPrefix = `${uniqueName('gvtest_kv')}:`;

const adapters: [string, () => Opened][] = [
  [
    'memory',
    () => {
      // The memory store has no shared backend; one store per namespace models separate prefixes.
      const stores = new Map<string, MemoryKeyValueStore>();
      return {
        open(namespace) {
          let store = stores.get(namespace);
          if (!store) stores.set(namespace, (store = new MemoryKeyValueStore()));
          return store;
        },
        cleanup: async () => undefined,
      };
    },
  ],
  [
    'Redis',
    () => ({
      open: (namespace) => RedisKeyValueStore.connect(engines.redisUrl, `${runPrefix}${namespace}:`),
      cleanup: async () => void (await deleteRedisKeys(runPrefix)),
    }),
  ],
];

describe.each(adapters)('key-value contract: %s', (_name, make) => {
  let opened: Opened;
  let kv: KeyValueStore;
  const extra: KeyValueStore[] = [];

  beforeEach(() => {
    opened = make();
    kv = opened.open('a');
  });

  /** Resolves once the key reads as absent: its TTL has run out in the store (a deadline, not a fixed wait). */
  const expired = (key: string) => eventually(async () => (await kv.get(key)) === null);

  afterEach(async () => {
    await Promise.all([kv, ...extra.splice(0)].map((store) => store.close()));
    await opened.cleanup();
  });

  afterAll(async () => {
    expect(await countRedisKeys(runPrefix)).toBe(0);
  });

  it('gets what was set, overwrites, and forgets deleted keys', async () => {
    expect(await kv.get('missing')).toBeNull();
    await kv.set('otp:ann@example.com', '123456');
    expect(await kv.get('otp:ann@example.com')).toBe('123456');
    await kv.set('otp:ann@example.com', '654321');
    expect(await kv.get('otp:ann@example.com')).toBe('654321');
    await kv.del('otp:ann@example.com');
    expect(await kv.get('otp:ann@example.com')).toBeNull();
    await expect(kv.del('never-set')).resolves.toBeUndefined();
    expect(await kv.health()).toEqual({ ok: true });
  });

  it('expires a key after its TTL and keeps a key without TTL', async () => {
    await kv.set('short', 'v', 1);
    await kv.set('forever', 'v');
    expect(await kv.get('short')).toBe('v');
    await expired('short');
    expect(await kv.get('forever')).toBe('v');
  });

  it('counts up with incr; the TTL window starts at the first increment and is not extended', async () => {
    expect(await kv.incr('hits', 1)).toBe(1);
    expect(await kv.incr('hits', 1)).toBe(2);
    // Inside the first window, an incr asking for an hour: it counts, but neither restarts nor extends the window.
    expect(await kv.incr('hits', 3_600)).toBe(3);
    expect(await kv.get('hits')).toBe('3');
    // The 1 s window of the first incr ends (a restarted or extended one would outlast the deadline by far).
    await expired('hits');
    expect(await kv.incr('hits', 1)).toBe(1);
  });

  it('counts 50 concurrent increments exactly once each', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => kv.incr('burst', 60)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await kv.get('burst')).toBe('50');
  });

  it('takes back increments of a live counter only, never below zero and never reviving an expired one', async () => {
    await kv.incr('refund', 1);
    await kv.incr('refund', 1);
    await kv.decr('refund');
    expect(await kv.get('refund')).toBe('1');
    await Promise.all([kv.decr('refund'), kv.decr('refund'), kv.decr('refund')]);
    expect(await kv.get('refund')).toBe('0');
    await kv.decr('never-counted');
    expect(await kv.get('never-counted')).toBeNull();
    await expired('refund');
    await kv.decr('refund');
    expect(await kv.get('refund')).toBeNull();
  });

  it('deletes a key only while it holds the expected value, for exactly one of 50 concurrent callers', async () => {
    await kv.set('code', 'first', 60);
    expect(await kv.delIfEquals('code', 'other')).toBe(false);
    expect(await kv.get('code')).toBe('first');
    const deleted = await Promise.all(Array.from({ length: 50 }, () => kv.delIfEquals('code', 'first')));
    expect(deleted.filter(Boolean)).toHaveLength(1);
    expect(await kv.get('code')).toBeNull();
    expect(await kv.delIfEquals('missing', 'first')).toBe(false);
  });

  it('keeps namespaces (key prefixes) apart', async () => {
    const other = opened.open('b');
    extra.push(other);
    await kv.set('shared-name', 'from a');
    await other.set('shared-name', 'from b');
    await kv.incr('counter', 60);
    expect(await kv.get('shared-name')).toBe('from a');
    expect(await other.get('shared-name')).toBe('from b');
    expect(await other.get('counter')).toBeNull();
    expect(await other.incr('counter', 60)).toBe(1);
    await other.del('shared-name');
    expect(await kv.get('shared-name')).toBe('from a');
  });
});
