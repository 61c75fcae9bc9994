import { bigint, boolean, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BusinessStatus } from '@gv/proto';

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
  /** Where replies to the business's emails go; null: its first admin's email. */
  contactEmail: text('contact_email'),
  /** The gift card law its cards are sold under (a GIFT_CARD_LAWS code). */
  jurisdiction: text('jurisdiction').notNull().default('US'),
  /** When Square last confirmed the saved credentials; null: none, or not verified (then the business cannot go live). */
  squareVerifiedAt: timestamp('square_verified_at', { withTimezone: true, mode: 'string' }),
  /** When the business switched to live; null: test mode (every checkout a test payment, every card a test card). */
  liveAt: timestamp('live_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** Set by the super admin: a suspended business sells nothing (see BusinessStatus). */
  status: text('status').$type<BusinessStatus>().notNull().default('active'),
  /** The last status change: the super admin's notes, when it was (null: never) and the super admin's email. */
  statusNotes: text('status_notes').notNull().default(''),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'string' }),
  statusChangedBy: text('status_changed_by'),
  /** Suspended with its redemptions paused too (see BusinessAccount). */
  redemptionsPaused: boolean('redemptions_paused').notNull().default(false),
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
  /** Refreshed at most once a minute while the session is used; idle longer than the idle timeout, it has ended. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One-time password reset links: only a keyed hash of the token is kept. */
export const passwordResets = identity.table('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  realm: text('realm', { enum: ['admin', 'super-admin'] }).notNull(),
  accountId: uuid('account_id').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Two-step sign-in of an admin or the super admin (decision 0072): the authenticator app's secret and the recovery
 * codes left, each sealed with the 'secrets-at-rest' key and bound to the account. A row without `enabledAt` is a setup
 * not yet confirmed with a first code, and asks for nothing at sign-in.
 */
export const twoStepSignIns = identity.table(
  'two_step_sign_ins',
  {
    realm: text('realm', { enum: ['admin', 'super-admin'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** A sealed JSON array of the recovery codes not used yet; null until confirmed. */
    recoveryCodesSealed: text('recovery_codes_sealed'),
    enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
    /** The 30-second step of the last code accepted: a code works once (RFC 6238 §5.2). */
    lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.realm, table.accountId] })],
);

/** The platform's sign-in rules the super admin sets: one row. */
export const signInPolicy = identity.table('sign_in_policy', {
  id: boolean('id').primaryKey().default(true),
  ownersNeedTwoStep: boolean('owners_need_two_step').notNull().default(false),
});
