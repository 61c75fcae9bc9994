import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The business a row belongs to: the tenant key of most services' tables. */
export const businessSlugColumn = () => text('business_slug').notNull();

/** The key columns of a record a business owns: its own uuid, and the business's slug. */
export const businessRecordKey = () => ({ id: uuid('id').primaryKey(), businessSlug: businessSlugColumn() });

/** When the row was made (an ISO string), set by the database at insert. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** When the row was made and last changed (ISO strings); each update sets updatedAt itself. */
export const createdAndUpdatedAt = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
