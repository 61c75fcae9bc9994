import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type pg from 'pg';
import { selectRows, type Db } from '../platform/src/db/database';
import { scanKeys } from '../platform/src/kv/redis-keys';

/**
 * "Nothing left in flight" for each engine: the barrier of a test that asserts something did NOT happen (no second
 * delivery, no second run, no second email). Once the outboxes are published, the bus owes no consumer a delivery
 * (none pending, none awaiting its acknowledgement or a retry) and the job queue holds no job to run, nothing more
 * can come: the test waits for that with eventually() instead of sleeping a while. Each check answers once.
 */

type Rows = (text: string) => Promise<Record<string, unknown>[]>;
const onDb =
  (db: Db): Rows =>
  (text) =>
    selectRows(db, sql.raw(text));
const onClient =
  (client: pg.Client): Rows =>
  async (text) =>
    (await client.query(text)).rows;

/** The embedded bus (SqlEventBus) in `schema`: no retry owed, and every consumer's cursor at the last event of the log. */
export async function sqlBusSettled(db: Db, schema = 'bus'): Promise<boolean> {
  const [state] = await onDb(db)(
    `select (select count(*) from ${schema}.retries)::int as owed,
            (select count(*) from ${schema}.cursors where position < (select coalesce(max(seq), 0) from ${schema}.events))::int as behind`,
  );
  return state.owed === 0 && state.behind === 0;
}

/**
 * The embedded job queue (SqlJobQueue) in `schema`: no job waiting, running or owed a retry. A job delayed by more than
 * a minute (a gift scheduled for next month) is not in flight: a test cannot wait for it.
 */
export async function sqlJobsIdle(db: Db, schema = 'jobs'): Promise<boolean> {
  const [state] = await onDb(db)(`select count(*)::int as n from ${schema}.jobs where status = 'queued' and run_at < now() + interval '1 minute'`);
  return state.n === 0;
}

/** A JetStream stream: every durable consumer has been sent every message it takes, and has acknowledged each (none awaits a redelivery). */
export async function jetStreamSettled(natsUrl: string, stream: string): Promise<boolean> {
  const nc = await connect({ servers: natsUrl });
  try {
    const consumers = await (await jetstreamManager(nc)).consumers.list(stream).next();
    return consumers.every((consumer) => consumer.num_pending === 0 && consumer.num_ack_pending === 0);
  } finally {
    await nc.close();
  }
}

/** A JetStream pull consumer with nothing to deliver whose puller is waiting at the server for the next message (an open pull request). */
export async function jetStreamConsumerWaiting(natsUrl: string, stream: string, consumer: string): Promise<boolean> {
  const nc = await connect({ servers: natsUrl });
  try {
    const info = await (await jetstreamManager(nc)).consumers.info(stream, consumer);
    return info.num_waiting > 0 && info.num_pending === 0 && info.num_ack_pending === 0;
  } finally {
    await nc.close();
  }
}

const BULLMQ_LISTS = new Set(['wait', 'active', 'paused']);
const BULLMQ_SETS = new Set(['delayed', 'prioritized', 'waiting-children']);

/** The BullMQ queues under a key prefix (BullMqJobQueue's): no job waiting, running or delayed (a retry's backoff). */
export async function bullMqIdle(redisUrl: string, keyPrefix: string): Promise<boolean> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    for await (const keys of scanKeys(redis, `${keyPrefix}bull:`)) {
      for (const key of keys) {
        const kind = key.slice(key.lastIndexOf(':') + 1);
        const held = BULLMQ_LISTS.has(kind) ? await redis.llen(key) : BULLMQ_SETS.has(kind) ? await redis.zcard(key) : 0;
        if (held > 0) return false;
      }
    }
    return true;
  } finally {
    redis.disconnect();
  }
}

/** Every service's outbox (a table named outbox in any schema) has published all its events. */
async function outboxesPublished(rows: Rows): Promise<boolean> {
  const schemas = (await rows(`select table_schema from information_schema.tables where table_name = 'outbox'`)).map((row) => String(row.table_schema));
  if (schemas.length === 0) return true;
  const [state] = await rows(
    `select (${schemas.map((schema) => `(select count(*) from "${schema}".outbox where published_at is null)`).join(' + ')})::int as n`,
  );
  return state.n === 0;
}

/**
 * An all-in-one platform in this process (embedded bus and queue in its database). Checked in the direction work
 * flows (outbox, bus, queue), so nothing can slip upstream of a check already passed.
 */
export async function embeddedPlatformIdle(db: Db): Promise<boolean> {
  return (await outboxesPublished(onDb(db))) && (await sqlBusSettled(db)) && (await sqlJobsIdle(db));
}

/** A distributed platform: its outboxes in PostgreSQL, its event stream on NATS, its BullMQ queues under its KEY_PREFIX on Redis. */
export async function distributedPlatformIdle(platform: { sql: pg.Client; natsUrl: string; stream: string; redisUrl: string; keyPrefix: string }): Promise<boolean> {
  return (
    (await outboxesPublished(onClient(platform.sql))) &&
    (await jetStreamSettled(platform.natsUrl, platform.stream)) &&
    (await bullMqIdle(platform.redisUrl, platform.keyPrefix))
  );
}
