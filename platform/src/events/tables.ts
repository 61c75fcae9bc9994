import { bigserial, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Migration } from '../db/migrator.js';

/** Outbox, inbox and dead letters live in each service's own schema (SQL in eventTablesMigration). */
export function eventTables(schemaName: string) {
  const schema = pgSchema(schemaName);
  return {
    outbox: schema.table('outbox', {
        seq: bigserial('seq', { mode: 'number' }).primaryKey(),
        id: uuid('id').notNull().unique(),
        type: text('type').notNull(),
        payload: jsonb('payload').notNull(),
        requestId: text('request_id'),
        traceparent: text('traceparent'),
        occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'string' }).notNull(),
        publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    }),
    inbox: schema.table(
      'inbox',
      {
        eventId: uuid('event_id').notNull(),
        consumer: text('consumer').notNull(),
        handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
      },
      (t) => [primaryKey({ columns: [t.eventId, t.consumer] })],
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

export function eventTablesMigration(schema: string): Migration {
  return {
    id: '0000_event_tables',
    statements: [
      `create table ${schema}.outbox (seq bigserial primary key, id uuid not null unique, type text not null, payload jsonb not null, request_id text, occurred_at timestamptz not null, published_at timestamptz)`,
      `create index outbox_unpublished on ${schema}.outbox (seq) where published_at is null`,
      `create table ${schema}.inbox (event_id uuid not null, consumer text not null, handled_at timestamptz not null default now(), primary key (event_id, consumer))`,
      `create table ${schema}.dead_letters (id bigserial primary key, consumer text not null, event_id uuid not null, type text not null, envelope jsonb not null, error text not null, attempts integer not null, failed_at timestamptz not null default now())`,
    ],
  };
}

/** Every migration of a service's event tables, in order. */
export function eventMigrations(schema: string): Migration[] {
  return [eventTablesMigration(schema), eventRetentionMigration(schema), eventTraceMigration(schema)];
}

/** Each event keeps the trace context of the work that recorded it, for the relay to pass on with it. */
export function eventTraceMigration(schema: string): Migration {
  return { id: '0000_event_trace', statements: [`alter table ${schema}.outbox add column traceparent text`] };
}

/** Lets pruning find old inbox ids without reading the whole inbox. */
export function eventRetentionMigration(schema: string): Migration {
  return {
    id: '0000_event_retention',
    statements: [`create index inbox_handled_at on ${schema}.inbox (handled_at)`],
  };
}
