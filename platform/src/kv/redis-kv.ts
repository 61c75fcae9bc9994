import { Redis } from 'ioredis';
import { probe } from '../health.js';
import type { KeyValueStore } from './key-value.js';

// Lua scripts run atomically in Redis: nothing else executes between their reads and writes.
const DEL_IF_EQUALS = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
// One command rather than MULTI/EXEC, so that a call's counters leave in one write (auto-pipelining skips MULTI).
const INCR_WITH_TTL = `local count = redis.call('INCR', KEYS[1]) redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX') return count`;
const DECR_IF_POSITIVE = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end return 0`;

export class RedisKeyValueStore implements KeyValueStore {
  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  static connect(url: string, prefix: string): RedisKeyValueStore {
    return new RedisKeyValueStore(new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableAutoPipelining: true }), prefix);
  }

  get(key: string) {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds) await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
    else await this.redis.set(this.prefix + key, value);
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async delIfEquals(key: string, value: string): Promise<boolean> {
    return (await this.redis.eval(DEL_IF_EQUALS, 1, this.prefix + key, value)) === 1;
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    return (await this.redis.eval(INCR_WITH_TTL, 1, this.prefix + key, ttlSeconds)) as number;
  }

  async decr(key: string): Promise<void> {
    await this.redis.eval(DECR_IF_POSITIVE, 1, this.prefix + key);
  }

  health() {
    return probe(() => this.redis.ping());
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
