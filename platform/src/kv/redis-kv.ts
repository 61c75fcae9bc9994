import { Redis } from 'ioredis';
import { probe } from '../health.js';
import type { KeyValueStore } from './key-value.js';

export class RedisKeyValueStore implements KeyValueStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  static connect(url: string, prefix: string): RedisKeyValueStore {
    return new RedisKeyValueStore(new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 }), prefix);
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

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const [[, count]] = (await this.redis
      .multi()
      .incr(this.prefix + key)
      .expire(this.prefix + key, ttlSeconds, 'NX')
      .exec()) as [[null, number], [null, number]];
    return count;
  }

  health() {
    return probe(() => this.redis.ping());
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
