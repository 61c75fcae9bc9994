import type { Migration } from '@gv/platform';

export const identityMigrations: Migration[] = [
  {
    id: '0001_registration_requests',
    statements: [
      `create table identity.registration_requests (
        id uuid primary key,
        source text not null,
        name text not null,
        email text not null,
        restaurant_name text not null,
        phone text not null default '',
        business_type text not null default '',
        website text not null default '',
        notes text not null default '',
        review_notes text not null default '',
        status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
        address jsonb,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      `create index registration_requests_created on identity.registration_requests (created_at desc)`,
    ],
  },
  {
    id: '0002_accounts',
    statements: [
      `create table identity.businesses (
        slug text primary key,
        name text not null,
        logo_url text,
        address jsonb not null,
        square_application_id text not null default '',
        square_location_id text not null default '',
        square_access_token_encrypted text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      `create table identity.admins (
        id uuid primary key,
        email text not null unique,
        name text not null,
        phone text not null default '',
        password_hash text,
        business_slug text not null references identity.businesses (slug),
        invite_token_hash text unique,
        invite_expires_at timestamptz,
        created_at timestamptz not null default now()
      )`,
      `create table identity.sessions (
        id_hash text primary key,
        admin_id uuid not null references identity.admins (id),
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz
      )`,
      `create index sessions_admin on identity.sessions (admin_id)`,
      `create table identity.super_admins (id uuid primary key, email text not null unique, password_hash text not null)`,
      `create table identity.super_admin_tokens (
        token_hash text primary key,
        super_admin_id uuid not null references identity.super_admins (id),
        expires_at timestamptz not null
      )`,
    ],
  },
  {
    id: '0003_square_webhook_signature_key',
    statements: [`alter table identity.businesses add column square_webhook_signature_key_encrypted text`],
  },
  {
    id: '0004_business_time_zone',
    statements: [`alter table identity.businesses add column time_zone text not null default 'UTC'`],
  },
  {
    id: '0005_password_reset_links',
    statements: [
      `create table identity.password_resets (
        token_hash text primary key,
        realm text not null check (realm in ('admin', 'super-admin')),
        account_id uuid not null,
        email text not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz
      )`,
      `create index password_resets_expires on identity.password_resets (expires_at)`,
    ],
  },
  {
    id: '0005_session_idle_timeout',
    statements: [
      `alter table identity.sessions add column last_seen_at timestamptz not null default now()`,
      `alter table identity.super_admin_tokens add column last_seen_at timestamptz not null default now()`,
    ],
  },
  {
    id: '0005_business_contact_email',
    statements: [`alter table identity.businesses add column contact_email text`],
  },
  {
    id: '0005_test_mode_live_switch',
    statements: [
      `alter table identity.businesses add column square_verified_at timestamptz`,
      `alter table identity.businesses add column live_at timestamptz`,
      // Businesses that already took payments through Square stay live.
      `update identity.businesses set square_verified_at = now(), live_at = now()
        where square_access_token_encrypted is not null and square_application_id <> '' and square_location_id <> ''`,
    ],
  },
  {
    id: '0006_business_status',
    statements: [
      `alter table identity.businesses add column status text not null default 'active' check (status in ('active', 'suspended')),
        add column status_notes text not null default '', add column status_changed_at timestamptz, add column status_changed_by text`,
    ],
  },
  {
    id: '0007_redemptions_paused',
    statements: [`alter table identity.businesses add column redemptions_paused boolean not null default false`],
  },
  {
    id: '0008_gift_card_jurisdiction',
    // US federal law applied to every card sold so far.
    statements: [`alter table identity.businesses add column jurisdiction text not null default 'US'`],
  },
  {
    id: '0009_two_step_sign_in',
    statements: [
      `create table identity.two_step_sign_ins (
        realm text not null check (realm in ('admin', 'super-admin')),
        account_id uuid not null,
        secret_sealed text not null,
        recovery_codes_sealed text,
        enabled_at timestamptz,
        last_step bigint not null default 0,
        primary key (realm, account_id)
      )`,
      `create table identity.sign_in_policy (id boolean primary key default true check (id), owners_need_two_step boolean not null default false)`,
    ],
  },
];
