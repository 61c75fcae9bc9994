import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, jsonb, pgSchema, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businessRecordKey, businessSlugColumn, createdAndUpdatedAt, createdAtColumn } from '@gv/platform';
import type { ApiKeyMode, ApiScope, BusinessStatus, StaffRole, StaffStatus } from '@gv/proto';

export const identity = pgSchema('identity');

export interface Address {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export const registrationRequests = identity.table(
  'registration_requests',
  {
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
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    address: jsonb('address').$type<Address>(),
    ...createdAndUpdatedAt(),
  },
  (t) => [
    check('registration_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('registration_requests_created').on(t.createdAt.desc().nullsFirst()),
  ],
);

export const businesses = identity.table(
  'businesses',
  {
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
    /** The ISO 4217 code its cards are priced in (SQUARE_CURRENCIES): chosen at registration, then its Square location's. */
    currency: text('currency').notNull().default('USD'),
    /** Its default language (LOCALES): the admin app, its public pages and its emails, unless a visitor picks another. */
    locale: text('locale').notNull().default('en'),
    /** When Square last confirmed the saved credentials; null: none, or not verified (then the business cannot go live). */
    squareVerifiedAt: timestamp('square_verified_at', { withTimezone: true, mode: 'string' }),
    /** When the business switched to live; null: test mode (every checkout a test payment, every card a test card). */
    liveAt: timestamp('live_at', { withTimezone: true, mode: 'string' }),
    /** The owner's switch: cards issued while on are registered at the business's Square Point of Sale too. */
    squareGiftCardSync: boolean('square_gift_card_sync').notNull().default(false),
    /** While the switch is on: the platform's Square webhook subscription to gift card events, and its signature key (sealed). */
    squareGiftCardSubscriptionId: text('square_gift_card_subscription_id'),
    squareGiftCardSignatureKeyEncrypted: text('square_gift_card_signature_key_encrypted'),
    /** The websites (origins) that may frame the business's checkout, /embed/{slug} (its CSP frame-ancestors). */
    embedOrigins: text('embed_origins').array().notNull().default(sql`'{}'::text[]`),
    ...createdAndUpdatedAt(),
    /** Set by the super admin: a suspended business sells nothing (see BusinessStatus). */
    status: text('status').$type<BusinessStatus>().notNull().default('active'),
    /** The last status change: the super admin's notes, when it was (null: never) and the super admin's email. */
    statusNotes: text('status_notes').notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'string' }),
    statusChangedBy: text('status_changed_by'),
    /** Suspended with its redemptions paused too (see BusinessAccount). */
    redemptionsPaused: boolean('redemptions_paused').notNull().default(false),
  },
  (t) => [
    check('businesses_status_check', sql`${t.status} in ('active', 'suspended')`),
    check('businesses_currency_check', sql`${t.currency} in ('USD', 'CAD', 'GBP', 'EUR', 'AUD', 'JPY')`),
    check('businesses_locale_check', sql`${t.locale} in ('en', 'es', 'fr')`),
  ],
);

export const admins = identity.table(
  'admins',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash'),
    /** The business the person signs in to: the one they registered, joined or chose last. */
    businessSlug: businessSlugColumn(),
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('admins_email_key').on(t.email),
    unique('admins_invite_token_hash_key').on(t.inviteTokenHash),
    foreignKey({ name: 'admins_business_slug_fkey', columns: [t.businessSlug], foreignColumns: [businesses.slug] }),
  ],
);

export const sessions = identity.table(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    adminId: uuid('admin_id').notNull(),
    /** The business the session acts for; the person's role there decides what it may do. */
    businessSlug: businessSlugColumn(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** Refreshed at most once a minute while the session is used; idle longer than the idle timeout, it has ended. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [foreignKey({ name: 'sessions_admin_id_fkey', columns: [t.adminId], foreignColumns: [admins.id] }), index('sessions_admin').on(t.adminId)],
);

export const superAdmins = identity.table(
  'super_admins',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
  },
  (t) => [unique('super_admins_email_key').on(t.email)],
);

export const superAdminTokens = identity.table(
  'super_admin_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    superAdminId: uuid('super_admin_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [foreignKey({ name: 'super_admin_tokens_super_admin_id_fkey', columns: [t.superAdminId], foreignColumns: [superAdmins.id] })],
);

/** One-time password reset links: only a keyed hash of the token is kept. */
export const passwordResets = identity.table(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    realm: text('realm', { enum: ['admin', 'super-admin'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('password_resets_realm_check', sql`${t.realm} in ('admin', 'super-admin')`), index('password_resets_expires').on(t.expiresAt)],
);

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
  (table) => [
    primaryKey({ name: 'two_step_sign_ins_pkey', columns: [table.realm, table.accountId] }),
    check('two_step_sign_ins_realm_check', sql`${table.realm} in ('admin', 'super-admin')`),
  ],
);

/** The platform's sign-in rules the super admin sets: one row. */
export const signInPolicy = identity.table(
  'sign_in_policy',
  {
    id: boolean('id').primaryKey().default(true),
    ownersNeedTwoStep: boolean('owners_need_two_step').notNull().default(false),
  },
  (t) => [check('sign_in_policy_id_check', sql`${t.id}`)],
);

/** A person's place in a business's team (decision 0077): one row per person and business, kept after removal for the audit trail. */
export const staff = identity.table(
  'staff',
  {
    ...businessRecordKey(),
    adminId: uuid('admin_id').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    status: text('status').$type<StaffStatus>().notNull(),
    /** The locations a clerk works at; empty: every location of the business. */
    locationIds: jsonb('location_ids').$type<string[]>().notNull().default([]),
    /** A keyed hash of the open invitation's token; null once accepted. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true, mode: 'date' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('staff_business_admin_key').on(t.businessSlug, t.adminId),
    unique('staff_invite_token_hash_key').on(t.inviteTokenHash),
    index('staff_admin').on(t.adminId),
    check('staff_role_check', sql`${t.role} in ('owner', 'manager', 'clerk')`),
    check('staff_status_check', sql`${t.status} in ('invited', 'active', 'removed')`),
    foreignKey({ name: 'staff_business_slug_fkey', columns: [t.businessSlug], foreignColumns: [businesses.slug] }),
    foreignKey({ name: 'staff_admin_id_fkey', columns: [t.adminId], foreignColumns: [admins.id] }),
  ],
);

/** A place of a business where cards are sold and spent; archived, it keeps its history. */
export const locations = identity.table(
  'locations',
  {
    ...businessRecordKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('locations_business').on(t.businessSlug, t.createdAt),
    foreignKey({ name: 'locations_business_slug_fkey', columns: [t.businessSlug], foreignColumns: [businesses.slug] }),
  ],
);

/**
 * An owner's API key for the integrator API (decision 0091): only the sha256 of the key is kept, and its first
 * characters for telling keys apart. Revoked keys stay, so the audit trail's names keep meaning something.
 */
export const apiKeys = identity.table(
  'api_keys',
  {
    ...businessRecordKey(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    mode: text('mode').$type<ApiKeyMode>().notNull(),
    scopes: jsonb('scopes').$type<ApiScope[]>().notNull(),
    dailyLimitCents: bigint('daily_limit_cents', { mode: 'number' }).notNull(),
    requestsPerSecond: bigint('requests_per_second', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    unique('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_business').on(t.businessSlug, t.createdAt),
    check('api_keys_mode_check', sql`${t.mode} in ('live', 'test')`),
    foreignKey({ name: 'api_keys_business_slug_fkey', columns: [t.businessSlug], foreignColumns: [businesses.slug] }),
  ],
);
