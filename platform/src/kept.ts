import { LRUCache } from 'lru-cache';
import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from './observability/metrics.js';

export interface KeptOptions {
  /** The cache's label in the metrics. */
  name: string;
  /** How long an answer is kept, from when it was asked. */
  keepMs: number;
  /** An answer asked for in its last `refreshAheadMs` is asked again in the background and replaced once the new one comes. */
  refreshAheadMs?: number;
  /** Past this many answers, the least recently used go. */
  max: number;
}

const lookups = new Counter({
  name: 'giftcard_gateway_cache_lookups_total',
  // Named when the gateway alone kept answers; services' caches count under it too, told apart by `cache`.
  help: "Lookups in a cache of kept answers, by cache and outcome (hit: a kept answer; miss: asked, or joined a question on its way)",
  labelNames: ['cache', 'outcome'] as const,
  registers: [metricsRegistry],
});
/** The caches by name; a test's later gateway or service reports in place of an earlier one. */
const caches = new Map<string, { readonly size: number }>();
new Gauge({
  name: 'giftcard_gateway_cache_entries',
  help: 'Answers a cache keeps, by cache',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const [cache, kept] of caches) this.set({ cache }, kept.size);
  },
});

/**
 * How stale a business's public facts may be where they are shown (storefront pages, wallet passes, emails): a change
 * made through another gateway or recorded by another replica shows within this time.
 */
export const PUBLIC_CACHE_SECONDS = 2;

/**
 * Answers kept in memory for a while (lru-cache), the one cache of the gateway and the services: identical questions asked while one
 * is on its way share its answer; an answer is kept `keepMs` from when it was asked, and refreshed ahead when asked for
 * in its last `refreshAheadMs`; `forget` drops answers when a notice says they changed, and an answer on its way then
 * is given to those waiting for it but not kept. Failures and undefined answers are never kept (a failed refresh
 * leaves the kept answer to expire).
 */
export class Kept<V extends object> {
  private readonly kept: LRUCache<string, V>;
  private readonly asking = new Map<string, Promise<V | undefined>>();
  private readonly hits;
  private readonly misses;

  constructor(private readonly options: KeptOptions) {
    // Date.now, read at each use, and no cached clock: a test that moves the system time moves the cache's.
    this.kept = new LRUCache({ max: options.max, ttl: options.keepMs, ttlResolution: 0, perf: { now: () => Date.now() } });
    this.hits = lookups.labels(options.name, 'hit');
    this.misses = lookups.labels(options.name, 'miss');
    caches.set(options.name, this);
  }

  get size(): number {
    return this.kept.size;
  }

  /** The kept answer for `key`, without waiting; one due for its refresh is asked again of `ask` in the background. */
  peek(key: string, ask: () => Promise<V | undefined>): V | undefined {
    const remainingMs = this.kept.getRemainingTTL(key);
    // lru-cache still gives an answer in the millisecond its time ends; here that millisecond is past it.
    if (remainingMs <= 0) return undefined;
    const kept = this.kept.get(key)!;
    this.hits.inc();
    const { refreshAheadMs = 0 } = this.options;
    if (remainingMs <= refreshAheadMs && !this.asking.has(key)) this.ask(key, ask).catch(() => undefined);
    return kept;
  }

  /** The kept answer for `key` while it is not yet due for its refresh, asking nothing; undefined otherwise (`peek` or `get` then asks). */
  fresh(key: string): V | undefined {
    if (this.kept.getRemainingTTL(key) <= (this.options.refreshAheadMs ?? 0)) return undefined;
    this.hits.inc();
    return this.kept.get(key);
  }

  /** The answer for `key`: kept, on its way, or asked of `ask`. */
  get(key: string, ask: () => Promise<V>): Promise<V>;
  get(key: string, ask: () => Promise<V | undefined>): Promise<V | undefined>;
  get(key: string, ask: () => Promise<V | undefined>): Promise<V | undefined> {
    const kept = this.peek(key, ask);
    if (kept !== undefined) return Promise.resolve(kept);
    this.misses.inc();
    return this.asking.get(key) ?? this.ask(key, ask);
  }

  /** Drops the answers, kept or on their way, of every key or of those `which` picks: they are asked anew. */
  forget(which: (key: string) => boolean = () => true): void {
    for (const key of [...this.kept.keys(), ...this.asking.keys()]) {
      if (!which(key)) continue;
      this.kept.delete(key);
      this.asking.delete(key);
    }
  }

  private ask(key: string, ask: () => Promise<V | undefined>): Promise<V | undefined> {
    const askedAt = Date.now();
    const answer = ask();
    this.asking.set(key, answer);
    const current = () => this.asking.get(key) === answer && this.asking.delete(key);
    answer.then((value) => {
      if (!current()) return;
      if (value === undefined) this.kept.delete(key);
      else this.kept.set(key, value, { start: askedAt });
    }, current);
    return answer;
  }
}
