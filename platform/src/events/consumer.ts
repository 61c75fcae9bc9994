import { and, desc, eq } from 'drizzle-orm';
import type { AnyEventEnvelope, EventEnvelope, EventType } from '@gv/proto';
import type { Db, Tx } from '../db/database.js';
import { DEFAULT_MAX_ATTEMPTS, type EventBus } from '../bus/event-bus.js';
import { withRequestId, type Logger } from '../logging.js';
import type { EventTables } from './tables.js';

export type EventHandlers = {
  [K in EventType]?: (event: EventEnvelope<K>, tx: Tx) => Promise<void>;
};

/**
 * Subscribes a service's handlers. Each event is handled in one transaction
 * with its inbox row, so a redelivered or replayed event has no second effect.
 * Events that keep failing land in the service's dead_letters table.
 */
export class EventConsumer {
  constructor(
    private readonly db: Db,
    private readonly tables: EventTables,
    private readonly bus: EventBus,
    private readonly logger: Logger,
  ) {}

  async subscribe(consumer: string, handlers: EventHandlers, maxAttempts?: number): Promise<void> {
    await this.bus.subscribe(consumer, async (event) => void (await this.handle(consumer, handlers, event)), {
      maxAttempts,
      // The bus gives up after maxAttempts deliveries, its default when none is given.
      onDeadLetter: (event, error) => this.deadLetter(consumer, event, error, maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
    });
  }

  /** Handles one event at most once per consumer; returns false when it was already handled. */
  async handle(consumer: string, handlers: EventHandlers, event: AnyEventEnvelope): Promise<boolean> {
    const handler = handlers[event.type] as ((event: AnyEventEnvelope, tx: Tx) => Promise<void>) | undefined;
    if (!handler) return false;
    return withRequestId(event.requestId, async () => {
      try {
        return await this.db.transaction(async (tx) => {
          const inserted = await tx
            .insert(this.tables.inbox)
            .values({ eventId: event.id, consumer })
            .onConflictDoNothing()
            .returning({ eventId: this.tables.inbox.eventId });
          if (inserted.length === 0) return false;
          await handler(event, tx);
          return true;
        });
      } catch (error) {
        this.logger.warn({ err: (error as Error).message, event: event.type, eventId: event.id, consumer }, 'event handler failed');
        throw error;
      }
    });
  }

  async deadLetters(limit = 100) {
    return this.db.select().from(this.tables.deadLetters).orderBy(desc(this.tables.deadLetters.id)).limit(limit);
  }

  async isHandled(consumer: string, eventId: string): Promise<boolean> {
    const { inbox } = this.tables;
    const rows = await this.db.select().from(inbox).where(and(eq(inbox.eventId, eventId), eq(inbox.consumer, consumer)));
    return rows.length > 0;
  }

  private async deadLetter(consumer: string, event: AnyEventEnvelope, error: Error, attempts: number): Promise<void> {
    this.logger.error({ err: error.message, event: event.type, eventId: event.id, consumer }, 'event dead-lettered');
    await this.db.insert(this.tables.deadLetters).values({
      consumer,
      eventId: event.id,
      type: event.type,
      envelope: event,
      error: error.message,
      attempts,
    });
  }
}
