import { sql } from 'drizzle-orm';
import { columnsOf, readInIndexOrder, runSql, type Db, type DbOrTx } from '@gv/platform';
import { webhookDeliveries as deliveries, webhookEndpoints as endpoints } from '../db/schema.js';

export type EndpointRow = typeof endpoints.$inferSelect;
export type DeliveryRow = Omit<typeof deliveries.$inferSelect, 'seq' | 'orderKey' | 'claimedUntil'>;

/** A delivery as the log shows it. */
const DELIVERY = sql.raw(
  `endpoint_id as "endpointId", event_id as "eventId", type, body, status, attempts, response_status as "responseStatus", duration_ms as "durationMs", error,
   created_at::text as "createdAt", last_attempt_at::text as "lastAttemptAt", next_attempt_at::text as "nextAttemptAt", delivered_at::text as "deliveredAt"`,
);

/** The log keeps 30 days of deliveries. */
const KEPT = sql`interval '30 days'`;

/** An event as its webhook deliveries send it, to every endpoint of the business subscribed to its type. */
export interface OutgoingEvent {
  businessSlug: string;
  eventId: string;
  type: string;
  orderKey: string;
  body: string;
}

/**
 * One row per endpoint of the message's business subscribed to its type, once per endpoint and event, in the messages'
 * order (a card's deliveries go out in it); whether any row was added.
 */
export async function queueDeliveries(tx: DbOrTx, messages: OutgoingEvent[]): Promise<boolean> {
  const column = (name: keyof OutgoingEvent) => sql.param(messages.map((message) => message[name]));
  const rows = await runSql(
    tx,
    sql`insert into ${deliveries} (endpoint_id, event_id, type, order_key, body)
      select e.id, m.event_id, m.type, m.order_key, m.body
      from unnest(${column('businessSlug')}::text[], ${column('eventId')}::text[], ${column('type')}::text[], ${column('orderKey')}::text[], ${column('body')}::text[])
        with ordinality as m(business_slug, event_id, type, order_key, body, n)
      join ${endpoints} e on e.business_slug = m.business_slug and e.enabled and m.type = any(e.events)
      order by m.n, e.id
      on conflict do nothing returning 1`,
  );
  return rows.length > 0;
}

export async function insertDelivery(db: DbOrTx, endpointId: string, message: { eventId: string; type: string; body: string }): Promise<void> {
  await runSql(db, sql`insert into ${deliveries} (endpoint_id, event_id, type, order_key, body) values (${endpointId}, ${message.eventId}, ${message.type}, ${message.eventId}, ${message.body})`);
}

/**
 * Adds the endpoint unless the business has `max` already: counted and added under a lock of the business's endpoints,
 * so creations sent at once never pass the limit together. Whether it was added.
 */
export function insertEndpointWithin(db: Db, max: number, row: Pick<EndpointRow, 'id' | 'businessSlug' | 'url' | 'events' | 'secretSealed'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await runSql(tx, sql`select pg_advisory_xact_lock(hashtext(${`notifications.webhook_endpoints:${row.businessSlug}`}))`);
    const [{ count }] = await runSql<{ count: number }>(tx, sql`select count(*)::integer as count from ${endpoints} where business_slug = ${row.businessSlug}`);
    if (count >= max) return false;
    await runSql(tx, sql`insert into ${endpoints} (id, business_slug, url, events, secret_sealed) values (${row.id}, ${row.businessSlug}, ${row.url}, ${sql.param(row.events)}::text[], ${row.secretSealed})`);
    return true;
  });
}

export function endpointsOf(db: DbOrTx, businessSlug: string): Promise<EndpointRow[]> {
  return runSql(db, sql`select ${columnsOf(endpoints)} from ${endpoints} where business_slug = ${businessSlug} order by created_at, id`);
}

export async function endpointOf(db: DbOrTx, businessSlug: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await runSql<EndpointRow>(db, sql`select ${columnsOf(endpoints)} from ${endpoints} where business_slug = ${businessSlug} and id = ${id}`);
  return row;
}

/**
 * Sets the fields given; the row as it now stands, undefined: not the business's. Turning it on clears when it was
 * disabled and starts its waiting deliveries' retries anew: due now, then the growing waits again, for 3 days.
 */
export async function updateEndpoint(db: DbOrTx, businessSlug: string, id: string, changes: { url?: string; events?: string[]; enabled?: boolean }): Promise<EndpointRow | undefined> {
  const [row] = await runSql<EndpointRow>(
    db,
    sql`with changed as (
        update ${endpoints} set url = coalesce(${changes.url ?? null}, url), events = coalesce(${changes.events ? sql.param(changes.events) : null}::text[], events),
          enabled = coalesce(${changes.enabled ?? null}::boolean, enabled), disabled_at = case when ${changes.enabled ?? null}::boolean then null else disabled_at end
        where business_slug = ${businessSlug} and id = ${id} returning ${columnsOf(endpoints)}),
      restarted as (
        update ${deliveries} set retrying_since = now(), next_attempt_at = now(), attempts = 0 where endpoint_id in (select id from changed) and status = 'pending' and ${changes.enabled === true})
      select * from changed`,
  );
  return row;
}

export async function deleteEndpoint(db: DbOrTx, businessSlug: string, id: string): Promise<boolean> {
  return (await runSql(db, sql`delete from ${endpoints} where business_slug = ${businessSlug} and id = ${id} returning 1`)).length > 0;
}

export function deliveriesOf(db: DbOrTx, endpointId: string): Promise<DeliveryRow[]> {
  return runSql(db, sql`select ${DELIVERY} from ${deliveries} where endpoint_id = ${endpointId} and created_at > now() - ${KEPT} order by seq desc limit 200`);
}

export async function deliveryOf(db: DbOrTx, endpointId: string, eventId: string): Promise<DeliveryRow | undefined> {
  const [row] = await runSql<DeliveryRow>(db, sql`select ${DELIVERY} from ${deliveries} where endpoint_id = ${endpointId} and event_id = ${eventId}`);
  return row;
}

/** A delivery to be sent again now, with the same id and body: its retries and their 3 days start anew. */
export async function resendDelivery(db: DbOrTx, endpointId: string, eventId: string): Promise<DeliveryRow | undefined> {
  const [row] = await runSql<DeliveryRow>(
    db,
    sql`update ${deliveries} set status = 'pending', next_attempt_at = now(), retrying_since = now(), attempts = 0, claimed_until = null, delivered_at = null
      where endpoint_id = ${endpointId} and event_id = ${eventId} returning ${DELIVERY}`,
  );
  return row;
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  endpointId: string;
  eventId: string;
  body: string;
  attempts: number;
  retryingSince: string;
  url: string;
  secretSealed: string;
}

/**
 * Takes up to `limit` due deliveries for `leaseMs`, counting an attempt on each, and skipping rows another sender
 * holds: of enabled endpoints, whose lease (if any) ended, with no earlier delivery of the same card to the same
 * endpoint still pending. A sender that dies leaves its rows to be taken again when their lease ends.
 *
 * Planned at each claim, reading the due rows in the index's order (readInIndexOrder): the table swings from empty to
 * thousands of rows (an endpoint turned back on), and a plan cached while it was empty stays until the next ANALYZE.
 * Such a plan scanned every pending row for each one claimed: 400 ms a claim of 100 with 5,000 waiting, against 2 ms.
 */
export function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    await readInIndexOrder(tx);
    await runSql(tx, sql`set local plan_cache_mode = force_custom_plan`);
    return runSql<ClaimedDelivery>(
      tx,
      sql`update ${deliveries} d set claimed_until = now() + ${leaseMs} * interval '1 millisecond', attempts = d.attempts + 1, last_attempt_at = now()
      from ${endpoints} e
      where e.id = d.endpoint_id and (d.endpoint_id, d.event_id) in (
        select c.endpoint_id, c.event_id from ${deliveries} c join ${endpoints} ce on ce.id = c.endpoint_id
        where c.status = 'pending' and c.next_attempt_at <= now() and (c.claimed_until is null or c.claimed_until < now()) and ce.enabled
          and not exists (select 1 from ${deliveries} p where p.endpoint_id = c.endpoint_id and p.order_key = c.order_key and p.status = 'pending' and p.seq < c.seq)
        order by c.next_attempt_at limit ${limit} for update of c skip locked)
      returning d.endpoint_id as "endpointId", d.event_id as "eventId", d.body, d.attempts, d.retrying_since::text as "retryingSince", e.url, e.secret_sealed as "secretSealed"`,
    );
  });
}

export interface AttemptOutcome {
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  /** Null: delivered; else how long from now (the database's clock, which decides what is due) to try again. */
  retryInMs: number | null;
}

/**
 * Records attempts the sender claimed, several in one statement; a later claim of the same row wins over a late
 * answer to an earlier one (its attempt count moved on).
 */
export async function recordAttempts(db: DbOrTx, attempts: { claimed: ClaimedDelivery; outcome: AttemptOutcome }[]): Promise<void> {
  const rows = attempts.map(({ claimed, outcome }) => ({
    endpoint_id: claimed.endpointId,
    event_id: claimed.eventId,
    attempts: claimed.attempts,
    response_status: outcome.responseStatus,
    duration_ms: outcome.durationMs,
    error: outcome.error,
    retry_in_ms: outcome.retryInMs,
  }));
  await runSql(
    db,
    sql`update ${deliveries} d set status = case when o.retry_in_ms is null then 'delivered' else 'pending' end, claimed_until = null,
        response_status = o.response_status, duration_ms = o.duration_ms, error = o.error,
        delivered_at = case when o.retry_in_ms is null then now() end, next_attempt_at = coalesce(now() + o.retry_in_ms * interval '1 millisecond', d.next_attempt_at)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as o(endpoint_id uuid, event_id text, attempts integer, response_status integer, duration_ms integer, error text, retry_in_ms integer)
      where d.endpoint_id = o.endpoint_id and d.event_id = o.event_id and d.attempts = o.attempts and d.status = 'pending'`,
  );
}

/** Turns off an endpoint still on; the business and URL when this call did, to tell its owner once. */
export async function disableEndpoint(db: DbOrTx, endpointId: string): Promise<{ businessSlug: string; url: string; disabledAt: string } | undefined> {
  const [row] = await runSql<{ businessSlug: string; url: string; disabledAt: string }>(
    db,
    sql`update ${endpoints} set enabled = false, disabled_at = now() where id = ${endpointId} and enabled
      returning business_slug as "businessSlug", url, disabled_at::text as "disabledAt"`,
  );
  return row;
}

/** Drops the delivered rows past the log's 30 days. */
export async function pruneDeliveries(db: DbOrTx): Promise<void> {
  await runSql(db, sql`delete from ${deliveries} where status = 'delivered' and created_at < now() - ${KEPT}`);
}
