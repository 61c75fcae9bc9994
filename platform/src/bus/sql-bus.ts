import { sql, type SQL } from 'drizzle-orm';
import type { AnyEventEnvelope } from '@gv/proto';
import { selectRows, type Db, type DbOrTx } from '../db/database.js';
import { migrate, type Migration } from '../db/migrator.js';
import { IDLE_SLOWDOWN, PollLoop } from '../db/poll-loop.js';
import { deleteInBatches } from '../events/retention.js';
import { probe } from '../health.js';
import { settleDelivery, type EventBus, type EventHandler, type EventReplay, type ReplayedEvent, type SubscribeOptions } from './event-bus.js';

/** Events one consumer reads and delivers at once; the EventConsumer commits them together. */
const BATCH = 256;

export interface SqlEventBusOptions {
  /** The bus's own schema in the database (tests use throw-away ones). */
  schema?: string;
  /** How often an idle consumer looks for events published by another process; one left idle looks less often, up to IDLE_SLOWDOWN times. */
  pollMs?: number;
}

function busMigrations(schema: string): Migration[] {
  return [
    {
      id: '0001_event_log',
      statements: [
        `create table ${schema}.events (seq bigserial primary key, id text not null unique, envelope json not null, published_at timestamptz not null default now())`,
        `create table ${schema}.cursors (consumer text primary key, position bigint not null default 0)`,
        `create table ${schema}.retries (consumer text not null, seq bigint not null, attempt integer not null, due_at timestamptz not null, primary key (consumer, seq))`,
      ],
    },
  ];
}

interface Member {
  handler: EventHandler;
  options: SubscribeOptions;
}

interface Delivery {
  seq: number;
  attempt: number;
  retried: boolean;
  envelope: AnyEventEnvelope;
}

/**
 * The embedded bus of the all-in-one mode, kept in the process's database:
 * publishing appends to an event log (deduplicated by event id); each consumer
 * name has a durable cursor and its pending retries as rows. A consumer
 * delivers a batch at once, then records in one transaction the retries it
 * owes and moves its cursor past the batch, so after a crash at any moment a
 * restart delivers again whatever was not settled (consumers' inboxes make the
 * repeat harmless). One process consumes a database's bus: the cursor lives in
 * that process's memory between batches.
 */
export class SqlEventBus implements EventBus, EventReplay {
  private readonly consumers = new Map<string, ConsumerLoop>();
  private closed = false;

  private constructor(private readonly db: Db, private readonly schema: string, private readonly pollMs: number) {}

  static async open(db: Db, options: SqlEventBusOptions = {}): Promise<SqlEventBus> {
    const schema = options.schema ?? 'bus';
    await migrate(db, schema, busMigrations(schema));
    return new SqlEventBus(db, schema, options.pollMs ?? 1000);
  }

  /** Within `tx` (the outbox relay's transaction) the events are published exactly when it commits. */
  async publish(events: AnyEventEnvelope[], tx?: DbOrTx): Promise<void> {
    if (events.length === 0) return;
    const append = async (within: DbOrTx) => {
      // One publisher at a time, so sequence numbers become visible in order and a cursor never passes an event that commits later.
      await within.execute(sql`select pg_advisory_xact_lock(hashtext(${`${this.schema}.events`}))`);
      const rows = events.map((event) => sql`(${event.id}, ${JSON.stringify(event)}::json)`);
      await within.execute(sql`insert into ${this.table('events')} (id, envelope) values ${sql.join(rows, sql`, `)} on conflict (id) do nothing`);
    };
    if (tx) await append(tx);
    else await this.db.transaction(append);
    for (const consumer of this.consumers.values()) consumer.loop.wake();
  }

  async subscribe(consumer: string, handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    const existing = this.consumers.get(consumer);
    if (existing) return void existing.members.push({ handler, options });
    const loop = new ConsumerLoop(this.db, this.schema, consumer, this.pollMs);
    loop.members.push({ handler, options });
    this.consumers.set(consumer, loop);
    await loop.start();
  }

  /** Deletes events published before `olderThan` (JetStream's max_age), and retries left for them. */
  async prune(olderThan: Date): Promise<number> {
    const events = this.table('events');
    const retries = this.table('retries');
    const cutoff = olderThan.toISOString();
    // From the head of the log, which is in publishing order.
    const gone = await deleteInBatches(
      this.db,
      (limit) => sql`delete from ${events} where seq in (select seq from ${events} order by seq limit ${limit}) and published_at < ${cutoff} returning 1`,
    );
    await this.db.execute(sql`delete from ${retries} r where not exists (select 1 from ${events} e where e.seq = r.seq)`);
    return gone;
  }

  async retained(tx: DbOrTx = this.db): Promise<{ first: number; last: number }> {
    const [held] = await selectRows<{ first: string | null; last: string | null }>(
      tx,
      sql`select min(seq) as first, max(seq) as last from ${this.table('events')}`,
    );
    if (held.first !== null) return { first: Number(held.first), last: Number(held.last) };
    // An empty log: nothing was published yet, or everything published has aged out.
    const [sequence] = await selectRows<{ last_value: string; is_called: boolean }>(tx, sql`select last_value, is_called from ${this.table('events_seq_seq')}`);
    const last = sequence.is_called ? Number(sequence.last_value) : 0;
    return { first: last + 1, last };
  }

  async *replay(after: number, tx: DbOrTx = this.db): AsyncIterable<ReplayedEvent[]> {
    const { last } = await this.retained(tx);
    for (let position = after; position < last; ) {
      const rows = await selectRows<{ seq: number | string; envelope: AnyEventEnvelope }>(
        tx,
        sql`select seq, envelope from ${this.table('events')} where seq > ${position} and seq <= ${last} order by seq limit ${BATCH}`,
      );
      if (rows.length === 0) return;
      yield rows.map((row) => ({ position: Number(row.seq), event: row.envelope }));
      position = Number(rows.at(-1)!.seq);
    }
  }

  async lag(consumer: string): Promise<number> {
    const [row] = await selectRows<{ lag: number | string }>(
      this.db,
      sql`select (select count(*) from ${this.table('events')} where seq > coalesce((select position from ${this.table('cursors')} where consumer = ${consumer}), 0))
               + (select count(*) from ${this.table('retries')} where consumer = ${consumer}) as lag`,
    );
    return Number(row.lag);
  }

  async health() {
    if (this.closed) return { ok: false, detail: 'closed' };
    return probe(() => this.db.execute(sql`select 1`));
  }

  /** Stops delivering once the passes in progress have delivered their events and moved the cursors past them. */
  async drain(): Promise<void> {
    await Promise.all([...this.consumers.values()].map((consumer) => consumer.loop.stop()));
  }

  /** Stops delivering; deliveries still running are abandoned and come again after a restart. */
  async close(): Promise<void> {
    this.closed = true;
    for (const consumer of this.consumers.values()) consumer.stop();
  }

  private table(name: string) {
    return sql.raw(`${this.schema}.${name}`);
  }
}

class ConsumerLoop {
  readonly members: Member[] = [];
  readonly loop: PollLoop;
  private next = 0;
  /** Every event up to here is settled for this consumer. */
  private position = 0;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly schema: string,
    private readonly name: string,
    pollMs: number,
  ) {
    this.loop = new PollLoop(() => this.pass(), pollMs, pollMs * IDLE_SLOWDOWN);
  }

  async start(): Promise<void> {
    await this.db.execute(sql`insert into ${this.table('cursors')} (consumer) values (${this.name}) on conflict do nothing`);
    const [cursor] = await selectRows<{ position: number | string }>(
      this.db,
      sql`select position from ${this.table('cursors')} where consumer = ${this.name}`,
    );
    this.position = Number(cursor.position);
    this.loop.start();
  }

  stop(): void {
    this.stopped = true;
    void this.loop.stop();
  }

  /** Delivers the due retries and the next events after the cursor; resolves true when there may be more. */
  private async pass(): Promise<boolean> {
    const events = this.table('events');
    const retries = this.table('retries');
    const rows = await selectRows<{ seq: number | string; attempt: number; retried: boolean; envelope: AnyEventEnvelope }>(
      this.db,
      sql`(select r.seq, r.attempt, true as retried, e.envelope from ${retries} r join ${events} e on e.seq = r.seq
           where r.consumer = ${this.name} and r.due_at <= now() order by r.due_at limit ${BATCH})
          union all
          (select seq, 1, false, envelope from ${events} where seq > ${this.position} order by seq limit ${BATCH})`,
    );
    if (rows.length === 0) return false;
    const deliveries: Delivery[] = rows.map((row) => ({ ...row, seq: Number(row.seq) }));
    const outcomes = await Promise.all(
      deliveries.map((delivery) => {
        const member = this.members[this.next++ % this.members.length];
        return settleDelivery(delivery.envelope, delivery.attempt, member.handler, member.options);
      }),
    );
    // A bus closed meanwhile (a crash, in tests) records nothing: its successor delivers these again.
    if (this.stopped) return false;
    await this.record(deliveries, outcomes);
    const retried = deliveries.filter((delivery) => delivery.retried).length;
    return retried === BATCH || deliveries.length - retried === BATCH;
  }

  /** Owed retries, finished retries and the new cursor, in one transaction. */
  private async record(deliveries: Delivery[], outcomes: Awaited<ReturnType<typeof settleDelivery>>[]): Promise<void> {
    const retries = this.table('retries');
    const owed: SQL[] = [];
    const finished: number[] = [];
    deliveries.forEach((delivery, i) => {
      const outcome = outcomes[i];
      if (outcome !== 'done') {
        owed.push(sql`(${this.name}, ${delivery.seq}, ${delivery.attempt + 1}, now() + ${outcome.retryInMs}::integer * interval '1 millisecond')`);
        this.loop.wakeIn(outcome.retryInMs);
      } else if (delivery.retried) finished.push(delivery.seq);
    });
    const fresh = deliveries.filter((delivery) => !delivery.retried);
    const position = fresh.length > 0 ? Math.max(...fresh.map((delivery) => delivery.seq)) : this.position;
    const moveCursor = sql`update ${this.table('cursors')} set position = greatest(position, ${position}) where consumer = ${this.name}`;
    if (owed.length === 0 && finished.length === 0) {
      await this.db.execute(moveCursor);
    } else {
      await this.db.transaction(async (tx) => {
        if (owed.length > 0) {
          await tx.execute(
            sql`insert into ${retries} (consumer, seq, attempt, due_at) values ${sql.join(owed, sql`, `)}
                on conflict (consumer, seq) do update set attempt = excluded.attempt, due_at = excluded.due_at`,
          );
        }
        if (finished.length > 0) {
          await tx.execute(sql`delete from ${retries} where consumer = ${this.name} and seq in (${sql.join(finished.map((seq) => sql`${seq}`), sql`, `)})`);
        }
        await tx.execute(moveCursor);
      });
    }
    this.position = position;
  }

  private table(name: string) {
    return sql.raw(`${this.schema}.${name}`);
  }
}
