import { pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const notifications = pgSchema('notifications');

/** Emails handed to the mailer, by job id (the event id): a job run again after a crash or a re-enqueue sends nothing new. */
export const sentEmails = notifications.table('sent_emails', {
  jobId: text('job_id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
