import { jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const identity = pgSchema('identity');

export interface Address {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export const registrationRequests = identity.table('registration_requests', {
  id: uuid('id').primaryKey(),
  source: text('source', { enum: ['interest', 'self-registration', 'super-admin'] }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  restaurantName: text('restaurant_name').notNull(),
  phone: text('phone').notNull().default(''),
  businessType: text('business_type').notNull().default(''),
  website: text('website').notNull().default(''),
  notes: text('notes').notNull().default(''),
  reviewNotes: text('review_notes').notNull().default(''),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  address: jsonb('address').$type<Address>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
