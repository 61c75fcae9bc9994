import type { Migration } from '@gv/platform';

export const ordersMigrations: Migration[] = [
  {
    id: '0001_orders_and_payments',
    statements: [
      `create table orders.orders (
        id uuid primary key,
        business_slug text not null,
        idempotency_key text not null,
        gift_card_id uuid not null,
        gift_card_name text not null,
        face_value_cents integer not null check (face_value_cents > 0),
        expiration_date date not null,
        price_cents integer not null check (price_cents > 0),
        purchase_type text not null check (purchase_type in ('self', 'gift')),
        buyer_name text not null,
        buyer_email text not null,
        buyer_phone text not null,
        recipient_name text,
        recipient_email text,
        message text not null default '',
        payment_mode text not null check (payment_mode in ('test', 'sandbox', 'production')),
        square_location_id text not null default '',
        source_id text not null,
        status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
        square_payment_id text unique,
        failure_code text,
        failure_message text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        paid_at timestamptz,
        unique (business_slug, idempotency_key)
      )`,
      `create index orders_pending on orders.orders (created_at) where status = 'pending'`,
      `create table orders.payments (
        id text primary key,
        order_id uuid not null unique references orders.orders (id),
        business_slug text not null,
        status text not null,
        source_type text not null,
        amount_cents integer not null,
        currency text not null,
        receipt_number text not null default '',
        receipt_url text not null default '',
        square_updated_at text not null,
        recorded_at timestamptz not null default now()
      )`,
    ],
  },
  {
    id: '0002_order_business_name',
    // Null on orders placed before it was recorded.
    statements: [`alter table orders.orders add column business_name text`],
  },
  {
    id: '0003_payment_anomalies',
    statements: [
      // Square's amounts as Square sent them: bigint, since a contradicting payment need not fit the orders' columns.
      `create table orders.payment_anomalies (
        id uuid primary key,
        kind text not null,
        detail text not null,
        business_slug text not null,
        order_id uuid not null references orders.orders (id),
        square_payment_id text not null,
        amount_cents bigint,
        currency text,
        order_amount_cents integer not null,
        detected_at timestamptz not null default now(),
        unique (order_id, square_payment_id, kind)
      )`,
      `create index payment_anomalies_newest on orders.payment_anomalies (detected_at desc)`,
    ],
  },
  {
    id: '0004_ledger_audits',
    // One row per run of the daily ledger audit; the super admin sees the latest.
    statements: [
      `create table orders.ledger_audits (
        ran_at timestamptz primary key,
        ok boolean not null,
        discrepancy_count integer not null,
        discrepancies jsonb not null
      )`,
    ],
  },
  {
    id: '0005_refunds',
    // One row per refund id (Square's idempotency key: at most 45 characters); `requested` until Square answers.
    statements: [
      `create table orders.refunds (
        refund_id text primary key check (char_length(refund_id) between 1 and 45),
        order_id uuid not null references orders.orders (id),
        card_id text not null,
        business_slug text not null,
        payment_id text not null,
        amount_cents integer not null check (amount_cents > 0),
        reason text not null default '',
        square_refund_id text,
        status text not null default 'requested' check (status in ('requested', 'PENDING', 'COMPLETED', 'REJECTED', 'FAILED')),
        failure_code text,
        failure_message text,
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      `create index refunds_of_order on orders.refunds (order_id)`,
      `create index refunds_requested on orders.refunds (next_attempt_at) where status = 'requested'`,
    ],
  },
  {
    id: '0006_disputes',
    // One row per Square dispute, as Square last described it (its version: a newer one replaces an older one, never the reverse).
    statements: [
      `create table orders.disputes (
        dispute_id text primary key,
        order_id uuid not null references orders.orders (id),
        business_slug text not null,
        payment_id text not null,
        amount_cents integer not null,
        reason text not null default '',
        state text not null,
        version integer not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      `create index disputes_of_order on orders.disputes (order_id)`,
    ],
  },
  {
    id: '0007_order_gifts',
    // A gift's cards, one per recipient, each with its message and delivery time (decision 0061); '[]' for a purchase for oneself.
    statements: [`alter table orders.orders add column gifts jsonb not null default '[]'`],
  },
  {
    id: '0008_order_jurisdiction',
    // The gift card law the business sold under at checkout; null on orders placed before it was recorded (US federal).
    statements: [`alter table orders.orders add column jurisdiction text`],
  },
  {
    id: '0009_corporate_orders',
    // A batch for a company paid outside the platform (decision 0063): company, whether its cards are named, the payment reference.
    statements: [
      `alter table orders.orders add column corporate jsonb`,
      `create index orders_corporate on orders.orders (business_slug, created_at) where corporate is not null`,
    ],
  },
  {
    id: '0010_outside_payment_caps',
    // Corporate orders wait as `held` until confirmed, within a daily cap on value paid outside the platform or approved
    // by the super admin (decision 0071): the cap per business, and a counter per business and UTC day.
    statements: [
      `alter table orders.orders drop constraint if exists orders_status_check`,
      `alter table orders.orders add constraint orders_status_check check (status in ('pending', 'paid', 'failed', 'held'))`,
      `create table orders.outside_payment_caps (
        business_slug text primary key,
        daily_cap_cents integer not null check (daily_cap_cents >= 0),
        set_by text not null,
        set_at timestamptz not null default now()
      )`,
      `create table orders.outside_payment_days (
        business_slug text not null,
        day date not null,
        used_cents bigint not null check (used_cents >= 0),
        primary key (business_slug, day)
      )`,
      `create index orders_held_corporate on orders.orders (created_at) where status = 'held'`,
    ],
  },
  {
    id: '0011_payment_card_last4',
    // The card paid with, by its last 4 digits: a refund's confirmation and email name where the money goes.
    statements: [`alter table orders.payments add column card_last4 text`],
  },
];
