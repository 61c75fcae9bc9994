import { Redis } from 'ioredis';
import { engines } from './engines';

/** Deletes every key under prefix on the local Redis (the throw-away namespace of a test run). */
export async function deleteRedisKeys(prefix: string): Promise<number> {
  if (!/^[A-Za-z0-9_:-]+$/.test(prefix)) throw new Error(`Refusing to delete keys under unusual prefix ${prefix}`);
  const redis = new Redis(engines.redisUrl, { maxRetriesPerRequest: 2 });
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/** Keys under prefix still on the local Redis. */
export async function countRedisKeys(prefix: string): Promise<number> {
  const redis = new Redis(engines.redisUrl, { maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    let count = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      count += keys.length;
    } while (cursor !== '0');
    return count;
  } finally {
    redis.disconnect();
  }
}

/** Every value stored under prefix (strings, hashes, lists, sets, sorted sets, streams) as one JSON text, for searches. */
export async function dumpRedisKeys(prefix: string): Promise<string> {
  const redis = new Redis(engines.redisUrl, { maxRetriesPerRequest: 2 });
  const values: Record<string, unknown> = {};
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        if (type === 'string') values[key] = await redis.get(key);
        else if (type === 'hash') values[key] = await redis.hgetall(key);
        else if (type === 'list') values[key] = await redis.lrange(key, 0, -1);
        else if (type === 'set') values[key] = await redis.smembers(key);
        else if (type === 'zset') values[key] = await redis.zrange(key, 0, -1);
        else if (type === 'stream') values[key] = await redis.xrange(key, '-', '+');
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return JSON.stringify(values);
}
