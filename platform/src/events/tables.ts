import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { migrationFolder, type Migration } from '../db/migrator.js';

/**
 * Outbox, inbox and dead letters live in each service's own schema. drizzle-kit generates their migrations from these
 * tables in a schema named `events` (platform/drizzle/events, see platform/drizzle.config.ts); eventMigrations applies
 * them in any schema.
 */
export function eventTables(schemaName: string) {
  const schema = pgSchema(schemaName);
  return {
    outbox: schema.table(
      'outbox',
      {
        seq: bigserial('seq', { mode: 'number' }).primaryKey(),
        id: uuid('id').notNull().unique('outbox_id_key'),
        type: text('type').notNull(),
        payload: jsonb('payload').notNull(),
        requestId: text('request_id'),
        /** The trace context of the work that recorded the event, for the relay to pass on with it. */
        traceparent: text('traceparent'),
        occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'string' }).notNull(),
        publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
      },
      (t) => [
        index('outbox_unpublished')
          .on(t.seq)
          .where(sql`${t.publishedAt} is null`),
      ],
    ),
    inbox: schema.table(
      'inbox',
      {
        eventId: uuid('event_id').notNull(),
        consumer: text('consumer').notNull(),
        handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
      },
      // By handled_at, pruning finds old inbox ids without reading the whole inbox.
      (t) => [primaryKey({ name: 'inbox_pkey', columns: [t.eventId, t.consumer] }), index('inbox_handled_at').on(t.handledAt)],
    ),
    deadLetters: schema.table('dead_letters', {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      consumer: text('consumer').notNull(),
      eventId: uuid('event_id').notNull(),
      type: text('type').notNull(),
      envelope: jsonb('envelope').notNull(),
      error: text('error').notNull(),
      attempts: integer('attempts').notNull(),
      failedAt: timestamp('failed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    }),
  };
}

export type EventTables = ReturnType<typeof eventTables>;

/** The schema name the event tables' migrations are generated in, replaced by the service's when applied. */
export const EVENT_TABLES_GENERATED_IN = 'events';

const generated = migrationFolder(new URL('../../drizzle/events/', import.meta.url), {
  source: 'events',
  baseline: { replaces: '0000_event_trace', through: '0000_baseline' },
});

/** Every migration of a service's event tables, in order, made in `schema`. */
export function eventMigrations(schema: string): Migration[] {
  const generatedIn = `"${EVENT_TABLES_GENERATED_IN}".`;
  return generated.map((migration) => ({
    ...migration,
    statements: migration.statements.map((statement) => statement.replaceAll(generatedIn, `"${schema}".`)),
  }));
}
