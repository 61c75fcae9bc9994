import { Redis } from 'ioredis';

/** The keys under `prefix`, a page of SCAN at a time (never KEYS, which blocks Redis on a large database). */
export async function* scanKeys(redis: Redis, prefix: string): AsyncGenerator<string[]> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) yield keys;
  } while (cursor !== '0');
}

/** Deletes every key under `prefix`, a throw-away namespace (a test run's, a benchmark's); answers how many. */
export async function deleteRedisKeysUnder(url: string, prefix: string): Promise<number> {
  if (!/^[A-Za-z0-9_:-]+$/.test(prefix)) throw new Error(`Refusing to delete keys under unusual prefix ${prefix}`);
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  let deleted = 0;
  try {
    for await (const keys of scanKeys(redis, prefix)) deleted += await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
  return deleted;
}
