import type { AnyEventEnvelope } from '@gv/proto';
import type { Db, DbOrTx } from '../db/database.js';
import { sql, type SQL } from 'drizzle-orm';
import { readInIndexOrder, runSql } from '../db/run-sql.js';
import type { EventBus } from '../bus/event-bus.js';
import { IDLE_SLOWDOWN, nextIdleWait } from '../db/poll-loop.js';
import type { Logger } from '../logging.js';
import { inSpan, linksTo, ROOT_CONTEXT, SpanKind, traceContext } from '../observability/tracing.js';
import type { EventTables } from './tables.js';

/** Events published per relay transaction. */
const BATCH = 500;

/**
 * Records events in the same transaction as the state change they describe;
 * the relay publishes them after commit. Call `flushSoon()` after committing.
 */
export class Outbox {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private failures = 0;
  /** The wait before the next poll: pollMs after events were published, growing while there are none. */
  private quietWaitMs: number;
  private stopped = false;
  private pass?: Promise<void>;
  private readonly table: EventTables['outbox'];

  constructor(
    private readonly db: Db,
    tables: EventTables,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly pollMs = 1000,
  ) {
    this.table = tables.outbox;
    this.quietWaitMs = pollMs;
  }

  async add(tx: DbOrTx, events: AnyEventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    // runSql: every state change in every service pays for this insert.
    const rows = events.map(
      (event) => sql`(${event.id}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb, ${event.requestId ?? null}, ${event.occurredAt}, ${event.traceparent ?? null})`,
    );
    await runSql(tx, sql`insert into ${this.table} (id, type, payload, request_id, occurred_at, traceparent) values ${sql.join(rows, sql`, `)}`);
  }

  /**
   * The outbox insert of `events` as a data-modifying CTE named `recorded`, for one `sql` statement that writes a
   * state change and its events together (a single statement is atomic on its own, with no begin and commit round
   * trips). The events are recorded only when the CTE named `when` returns a row. Call `flushSoon()` after the statement.
   */
  recorded(events: AnyEventEnvelope[], when: string): SQL {
    return this.recordedSql(events.map((event) => ({ event })), sql.raw(`where exists (select 1 from ${when})`));
  }

  /**
   * As {@link recorded}, for a statement that writes several rows: each event is recorded only when the CTE
   * `when.cte` returns its key (a uuid) in `when.column`, so a row the statement did not write records no event.
   */
  recordedByKey(events: { key: string; event: AnyEventEnvelope }[], when: { cte: string; column: string }): SQL {
    return this.recordedSql(events, sql.raw(`where key in (select ${when.column} from ${when.cte})`));
  }

  private recordedSql(events: { key?: string; event: AnyEventEnvelope }[], filter: SQL): SQL {
    if (events.length === 0) throw new Error('recorded: no events to record');
    const keyed = events[0].key !== undefined;
    const rows = events.map(({ key, event }) => {
      const keyColumn = keyed ? sql`, ${key}::uuid` : sql``;
      return sql`(${event.id}::uuid, ${event.type}::text, ${JSON.stringify(event.payload)}::jsonb, ${event.requestId ?? null}::text, ${event.occurredAt}::timestamptz, ${event.traceparent ?? null}::text${keyColumn})`;
    });
    const columns = sql.raw('id, type, payload, request_id, occurred_at, traceparent');
    return sql`recorded as (insert into ${this.table} (${columns})
        select ${columns} from (values ${sql.join(rows, sql`, `)}) as event(${columns}${keyed ? sql.raw(', key') : sql``}) ${filter})`;
  }

  /** How many events wait to be published, and how long the oldest has waited (0 when none). */
  async backlog(): Promise<{ unpublished: number; oldestSeconds: number }> {
    const [row] = await runSql<{ unpublished: string | number; oldest: string | number | null }>(
      this.db,
      sql`select count(*) as unpublished, extract(epoch from now() - min(occurred_at)) as oldest from ${this.table} where published_at is null`,
    );
    return { unpublished: Number(row.unpublished), oldestSeconds: Math.max(0, Number(row.oldest ?? 0)) };
  }

  start(): void {
    this.schedule(0);
  }

  /** Stops relaying; resolves once a relay pass in progress has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass;
  }

  /** Stops relaying after one last pass, so the events of the work just finished leave now, not at another replica's poll. */
  async drain(): Promise<void> {
    await this.stop();
    await this.relay();
  }

  /** Asks the relay to publish now instead of at the next poll. */
  flushSoon(): void {
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    // The relay works for no one request: outside the trace of the request that asked for it (see publishBatch's links).
    this.timer = setTimeout(() => (this.pass = traceContext.with(ROOT_CONTEXT, () => this.relay())), delayMs);
  }

  private async relay(): Promise<void> {
    this.running = true;
    let published = 0;
    let publishedAny = false;
    try {
      // Again only for a full batch or a commit announced meanwhile: no empty pass after each flush (other commits wait for the poll).
      do {
        this.again = false;
        published = await this.publishBatch();
        publishedAny ||= published > 0;
      } while ((published === BATCH || this.again) && !this.stopped);
      this.failures = 0;
      this.running = false;
      // The poll finds what no flush announced (another process's commits, a crashed one's leftovers): less often while there is none.
      const wait = publishedAny ? this.pollMs : this.quietWaitMs;
      this.quietWaitMs = publishedAny ? this.pollMs : nextIdleWait(wait, this.pollMs * IDLE_SLOWDOWN);
      this.schedule(wait);
    } catch (error) {
      this.failures++;
      this.running = false;
      const delay = Math.min(200 * 2 ** this.failures, 5000);
      this.logger.warn({ err: (error as Error).message, retryInMs: delay }, 'outbox relay could not publish');
      this.schedule(delay);
    }
  }

  /**
   * Publishes the oldest unpublished batch; row locks keep replicas from sending the same batch at once.
   * The rows are marked published as they are read (one statement): should the publish fail, the transaction rolls
   * the mark back. A bus in this database (all-in-one) appends in this transaction: published and marked so, or neither.
   */
  private async publishBatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      await readInIndexOrder(tx);
      // runSql, as in add(): every event passes here.
      const rows = await runSql<OutboxRow>(tx, claimUnpublished(this.table));
      if (rows.length === 0) return 0;
      // `returning` keeps no order: events leave in the order they were recorded.
      rows.sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
      const events = rows.map(
        (row) =>
          ({
            id: row.id,
            type: row.type,
            occurredAt: new Date(row.occurred_at).toISOString(),
            requestId: row.request_id ?? undefined,
            ...(row.traceparent ? { traceparent: row.traceparent } : {}),
            payload: row.payload,
          }) as AnyEventEnvelope,
      );
      // One span per batch, linked to the trace of each event it carries (a batch mixes many requests' events).
      const links = linksTo(events.map((event) => event.traceparent));
      const attributes = { 'messaging.batch.message_count': events.length };
      await inSpan('outbox publish', { kind: SpanKind.PRODUCER, links, attributes }, () => this.bus.publish(events, tx));
      return rows.length;
    });
  }
}

/** Marks the oldest unpublished events of `outbox` published and returns them; the relay runs it after readInIndexOrder. */
export const claimUnpublished = (outbox: EventTables['outbox']): SQL =>
  sql`update ${outbox} o set published_at = now()
      from (select seq from ${outbox} where published_at is null order by seq limit ${sql.raw(String(BATCH))} for update skip locked) batch
      where o.seq = batch.seq
      returning o.seq, o.id, o.type, o.payload, o.request_id, o.occurred_at, o.traceparent`;

/** An outbox row as the driver answers it (bigint as text or number, timestamps as Date or text). */
interface OutboxRow {
  seq: string | number;
  id: string;
  type: string;
  payload: unknown;
  request_id: string | null;
  occurred_at: Date | string;
  traceparent: string | null;
}
