import { sql } from 'drizzle-orm';
import { check, index, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

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
