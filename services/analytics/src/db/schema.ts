import { integer, pgSchema, text, uuid } from 'drizzle-orm/pg-core';

export const analytics = pgSchema('analytics');

/** One row per registration request: the projection the super admin stats count. */
export const registrationStatuses = analytics.table('registration_statuses', {
  requestId: uuid('request_id').primaryKey(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
  version: integer('version').notNull().default(0),
});
