import { and, desc, eq, sql } from 'drizzle-orm';
import { REQUEST_MESSAGES, OPERATIONS_MESSAGES, type AnyEventEnvelope, type EventEnvelope, type EventType } from '@gv/proto';
import { DomainError, NotFoundError } from '../errors.js';
import { metrics, secondsSince } from '../observability/metrics.js';
import { contextOf, inSpan, SpanKind } from '../observability/tracing.js';
import type { Db, Tx } from '../db/database.js';
import { runSql } from '../db/run-sql.js';
import { DEFAULT_MAX_ATTEMPTS, type EventBus } from '../bus/event-bus.js';
import { withRequestContext, withRequestId, type Logger } from '../logging.js';
import type { EventTables } from './tables.js';
import { Batch } from './batch.js';

/** A service's event handlers: each runs in the transaction of its batch (see Batch), beside the consumer's inbox row. */
export type EventHandlers = {
  [K in EventType]?: (event: EventEnvelope<K>, tx: Tx, batch: Batch) => Promise<void>;
};

type AnyHandler = (event: AnyEventEnvelope, tx: Tx, batch: Batch) => Promise<void>;

/** The handlers of several subscribers of one service as one: where two handle the same type, both run, in order. */
export function mergeEventHandlers(all: EventHandlers[]): EventHandlers {
  const merged: Partial<Record<EventType, AnyHandler>> = {};
  for (const handlers of all) {
    for (const [type, handler] of Object.entries(handlers) as [EventType, AnyHandler][]) {
      const before = merged[type];
      merged[type] = before
        ? async (event, tx, batch) => {
            await before(event, tx, batch);
            await handler(event, tx, batch);
          }
        : handler;
    }
  }
  return merged as EventHandlers;
}

/** Applies events to handlers in one transaction, as one batch, without a consumer's inbox (a projection rebuild). */
export async function applyEvents(tx: Tx, handlers: EventHandlers, events: AnyEventEnvelope[]): Promise<void> {
  const batch = new Batch(tx);
  for (const event of events) await (handlers[event.type] as AnyHandler | undefined)?.(event, tx, batch);
  await batch.end();
}

interface Pending {
  event: AnyEventEnvelope;
  handler: AnyHandler;
  settle: (outcome: Promise<boolean>) => void;
}

/** Events of one consumer handled in one transaction at most; more wait for the next. */
const MAX_BATCH = 256;

/**
 * Subscribes a service's handlers. Each event is handled in one transaction
 * with its inbox row, so a redelivered or replayed event has no second effect.
 * Events delivered together share one transaction (group commit); when any of
 * their handlers fails, that transaction rolls back and each event is handled
 * again in a transaction of its own, so one bad event fails alone.
 * Events that keep failing land in the service's dead_letters table.
 */
export class EventConsumer {
  private readonly queues = new Map<string, Pending[]>();
  private readonly subscribed = new Map<string, EventHandlers>();

  constructor(private readonly db: Db, private readonly tables: EventTables, private readonly bus: EventBus, private readonly logger: Logger) {}

  async subscribe(consumer: string, handlers: EventHandlers, maxAttempts?: number): Promise<void> {
    this.subscribed.set(consumer, handlers);
    const deliver = async (event: AnyEventEnvelope, attempt: number) => {
      if (attempt > 1) metrics.consumerRedeliveries.inc({ consumer });
      await this.handle(consumer, handlers, event);
    };
    await this.bus.subscribe(consumer, deliver, {
      types: Object.keys(handlers),
      maxAttempts,
      // The bus gives up after maxAttempts deliveries, its default when none is given.
      onDeadLetter: (event, error) => this.deadLetter(consumer, event, error, maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
    });
  }

  /** Handles one event at most once per consumer; returns false when it was already handled. */
  handle(consumer: string, handlers: EventHandlers, event: AnyEventEnvelope): Promise<boolean> {
    const handler = handlers[event.type] as AnyHandler | undefined;
    if (!handler) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      let queue = this.queues.get(consumer);
      if (!queue) {
        queue = [];
        this.queues.set(consumer, queue);
        setImmediate(() => void this.flush(consumer));
      }
      queue.push({ event, handler, settle: resolve });
    });
  }

  async deadLetters(limit = 100) {
    return this.db.select().from(this.tables.deadLetters).orderBy(desc(this.tables.deadLetters.id)).limit(limit);
  }

  async deadLetterCount(): Promise<number> {
    const [row] = await runSql<{ count: string | number }>(this.db, sql`select count(*) as count from ${this.tables.deadLetters}`);
    return Number(row.count);
  }

  /** The consumer names subscribed in this process. */
  consumers(): string[] {
    return [...this.subscribed.keys()];
  }

  /**
   * Hands a dead letter's event to its consumer again, as a delivery would (its inbox row keeps it once only). The row
   * is taken by deleting it, so two retries at once handle it once; should the handler fail again, it is put back.
   */
  async retryDeadLetter(id: number): Promise<{ handled: boolean }> {
    const { deadLetters } = this.tables;
    const [letter] = await this.db.delete(deadLetters).where(eq(deadLetters.id, id)).returning();
    if (!letter) throw new NotFoundError(OPERATIONS_MESSAGES.notFound, 'DEAD_LETTER.NOT_FOUND');
    try {
      const handlers = this.subscribed.get(letter.consumer);
      if (!handlers) throw new Error(`no consumer ${letter.consumer} is subscribed here`);
      return { handled: await this.handle(letter.consumer, handlers, letter.envelope as AnyEventEnvelope) };
    } catch (error) {
      const reason = failureOf(error as Error);
      await this.db.insert(deadLetters).values({ ...letter, error: reason, attempts: letter.attempts + 1, failedAt: new Date().toISOString() });
      throw new DomainError('DEAD_LETTER.FAILED_AGAIN', REQUEST_MESSAGES.failedAgain(reason));
    }
  }

  async isHandled(consumer: string, eventId: string): Promise<boolean> {
    const { inbox } = this.tables;
    const rows = await this.db.select().from(inbox).where(and(eq(inbox.eventId, eventId), eq(inbox.consumer, consumer)));
    return rows.length > 0;
  }

  private async flush(consumer: string): Promise<void> {
    const queue = this.queues.get(consumer) ?? [];
    this.queues.delete(consumer);
    for (let start = 0; start < queue.length; start += MAX_BATCH) {
      const batch = queue.slice(start, start + MAX_BATCH);
      if (batch.length === 1) {
        batch[0].settle(this.handleAlone(consumer, batch[0]));
        continue;
      }
      try {
        const outcomes = await this.handleTogether(consumer, batch);
        batch.forEach((pending, i) => pending.settle(Promise.resolve(outcomes[i])));
      } catch {
        for (const pending of batch) pending.settle(this.handleAlone(consumer, pending));
      }
    }
  }

  /** One transaction for the deliveries (one or many); throws, having rolled back, if any handler throws. */
  private async handleTogether(consumer: string, deliveries: Pending[]): Promise<boolean[]> {
    const rows = sql.join(
      deliveries.map(({ event }) => sql`(${event.id}, ${consumer})`),
      sql`, `,
    );
    const { outcomes, batch } = await this.db.transaction(async (tx) => {
      // runSql: every event of every consumer pays for this insert.
      const inserted = await runSql<{ event_id: string }>(tx, sql`insert into ${this.tables.inbox} (event_id, consumer) values ${rows} on conflict do nothing returning event_id`);
      const fresh = new Set(inserted.map((row) => row.event_id));
      const outcomes: boolean[] = [];
      const batch = new Batch(tx);
      for (const { event, handler } of deliveries) {
        // A redelivery in the same batch finds its id already taken by the first copy.
        const first = fresh.delete(event.id);
        if (first) {
          const startedAt = performance.now();
          // A child of the work that recorded the event, in whichever process and trace that was.
          const span = { kind: SpanKind.CONSUMER, parent: contextOf(event.traceparent), attributes: { 'messaging.consumer.group.name': consumer, 'messaging.message.id': event.id } };
          await inSpan(`${consumer} handle ${event.type}`, span, () =>
            withRequestContext({ requestId: event.requestId, at: event.occurredAt }, () => handler(event, tx, batch)),
          );
          metrics.consumerHandlerDuration.observe({ consumer, type: event.type }, secondsSince(startedAt));
        }
        outcomes.push(first);
      }
      await batch.end();
      return { outcomes, batch };
    });
    batch.committed();
    return outcomes;
  }

  private async handleAlone(consumer: string, pending: Pending): Promise<boolean> {
    try {
      const [handled] = await this.handleTogether(consumer, [pending]);
      return handled;
    } catch (error) {
      const { event } = pending;
      withRequestId(event.requestId, () =>
        this.logger.warn({ err: failureOf(error as Error), event: event.type, eventId: event.id, consumer }, 'event handler failed'),
      );
      throw error;
    }
  }

  private async deadLetter(consumer: string, event: AnyEventEnvelope, error: Error, attempts: number): Promise<void> {
    this.logger.error({ err: failureOf(error), event: event.type, eventId: event.id, consumer }, 'event dead-lettered');
    metrics.deadLettered.inc({ consumer });
    await this.db.insert(this.tables.deadLetters).values({
      consumer,
      eventId: event.id,
      type: event.type,
      envelope: event,
      error: failureOf(error),
      attempts,
    });
  }
}

/** What went wrong, for a person: Drizzle wraps a database's error in one that repeats the statement and its parameters. */
function failureOf(error: Error): string {
  return error.cause instanceof Error ? error.cause.message : error.message;
}
