import { Redis } from 'ioredis';
import { deleteRedisKeysUnder, scanKeys } from '@gv/platform/engines';
import { engines } from './engines';

/** Deletes every key under prefix on the local Redis (the throw-away namespace of a test run). */
export const deleteRedisKeys = (prefix: string): Promise<number> => deleteRedisKeysUnder(engines.redisUrl, prefix);

/** Keys under prefix still on the local Redis. */
export async function countRedisKeys(prefix: string): Promise<number> {
  const redis = new Redis(engines.redisUrl, { maxRetriesPerRequest: 2 });
  let count = 0;
  try {
    for await (const keys of scanKeys(redis, prefix)) count += keys.length;
  } finally {
    redis.disconnect();
  }
  return count;
}

/** Every value stored under prefix (strings, hashes, lists, sets, sorted sets, streams) as one JSON text, for searches. */
export async function dumpRedisKeys(prefix: string): Promise<string> {
  const redis = new Redis(engines.redisUrl, { maxRetriesPerRequest: 2 });
  const values: Record<string, unknown> = {};
  try {
    for await (const keys of scanKeys(redis, prefix)) {
      for (const key of keys) {
        const type = await redis.type(key);
        if (type === 'string') values[key] = await redis.get(key);
        else if (type === 'hash') values[key] = await redis.hgetall(key);
        else if (type === 'list') values[key] = await redis.lrange(key, 0, -1);
        else if (type === 'set') values[key] = await redis.smembers(key);
        else if (type === 'zset') values[key] = await redis.zrange(key, 0, -1);
        else if (type === 'stream') values[key] = await redis.xrange(key, '-', '+');
      }
    }
  } finally {
    redis.disconnect();
  }
  return JSON.stringify(values);
}
