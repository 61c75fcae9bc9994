import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessRecordKey, cardLocaleTable, createdAtColumn } from '@gv/platform';

export const notifications = pgSchema('notifications');

/** Emails handed to the mailer, by job id (the event id): a job run again after a crash or a re-enqueue sends nothing new. */
export const sentEmails = notifications.table('sent_emails', {
  jobId: text('job_id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each business's name, logo and contact address, mirrored from identity's business.updated: the sender of its emails. */
export const businessBrands = notifications.table('business_brands', {
  businessSlug: text('business_slug').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  /** Null for a profile sent before contact addresses (business.updated v1, v2). */
  contactEmail: text('contact_email'),
  /** The IANA zone the business's receipts state times in; null for a profile recorded before zones were kept here (UTC). */
  timeZone: text('time_zone'),
  /** The event's occurredAt: the latest profile wins. */
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** Each card's language (LOCALES), from its gift-card.issued: the later emails about it (delivery, codes, receipts) are in it. */
export const cardLocales = cardLocaleTable('notifications');

/** Each email of a corporate order once it was sent, or failed its every attempt (one row per job): the batch's progress. */
export const batchEmails = notifications.table(
  'batch_emails',
  {
    jobId: text('job_id').primaryKey(),
    orderId: text('order_id').notNull(),
    outcome: text('outcome').$type<'emailed' | 'failed'>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('batch_emails_outcome_check', sql`${t.outcome} in ('emailed', 'failed')`), index('batch_emails_of_order').on(t.orderId)],
);

/** An owner's webhook endpoint (decision 0094): its signing secret sealed with the 'secrets-at-rest' key, bound to its id. */
export const webhookEndpoints = notifications.table(
  'webhook_endpoints',
  {
    ...businessRecordKey(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** When it was disabled for failing 3 days; null while it delivers. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('webhook_endpoints_of_business').on(t.businessSlug)],
);

/**
 * What is to be (or was) sent to an endpoint: one row per (endpoint, event), written by the event consumer and sent
 * by the sender loop, which claims due rows for a lease; a process killed while sending leaves the row to be claimed
 * again when the lease ends, sent with the same Webhook-Id.
 */
export const webhookDeliveries = notifications.table(
  'webhook_deliveries',
  {
    /** Their order of writing: a card's deliveries to an endpoint go out in it. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Webhook-Id and the body's id: the event's own, the same on every attempt, resend and endpoint. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The card (or order) the event is of: one at a time goes out per endpoint and key. */
    orderKey: text('order_key').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'string' }),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    createdAt: createdAtColumn(),
    /**
     * Since when it has been tried, from its writing, its resend or its endpoint turned back on (which also count its
     * attempts from 0 again): 3 days of failing turn the endpoint off.
     */
    retryingSince: timestamp('retrying_since', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'string' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'webhook_deliveries_pkey', columns: [t.endpointId, t.eventId] }),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered')`),
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_of_endpoint').on(t.endpointId, t.orderKey, t.seq),
  ],
);
