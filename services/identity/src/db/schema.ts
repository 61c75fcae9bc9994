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

export const businesses = identity.table('businesses', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  address: jsonb('address').$type<Address>().notNull(),
  squareApplicationId: text('square_application_id').notNull().default(''),
  squareLocationId: text('square_location_id').notNull().default(''),
  squareAccessTokenEncrypted: text('square_access_token_encrypted'),
  squareWebhookSignatureKeyEncrypted: text('square_webhook_signature_key_encrypted'),
  /** IANA zone the business's days are counted in (the dashboard's figures). */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const admins = identity.table('admins', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  passwordHash: text('password_hash'),
  businessSlug: text('business_slug').notNull(),
  inviteTokenHash: text('invite_token_hash'),
  inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const sessions = identity.table('sessions', {
  idHash: text('id_hash').primaryKey(),
  adminId: uuid('admin_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

export const superAdmins = identity.table('super_admins', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
});

export const superAdminTokens = identity.table('super_admin_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  superAdminId: uuid('super_admin_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
