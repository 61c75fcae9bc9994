import type { Migration } from '@gv/platform';

export const analyticsMigrations: Migration[] = [
  {
    id: '0001_registration_statuses',
    statements: [
      `create table analytics.registration_statuses (request_id uuid primary key, status text not null, version integer not null default 0)`,
    ],
  },
  {
    id: '0002_dashboard_projection',
    statements: [
      `create table analytics.gift_cards (id uuid primary key, business_slug text not null, name text not null, tag text not null,
        description text not null, image text not null, deleted boolean not null default false, created_at timestamptz not null,
        changed_at timestamptz not null)`,
      `create index gift_cards_business on analytics.gift_cards (business_slug, created_at desc)`,
      `create table analytics.sales (order_id text primary key, business_slug text not null, amount_cents integer not null, day date not null)`,
      `create table analytics.buyers (card_id uuid primary key, business_slug text not null, gift_card_id text not null,
        gift_card_name text not null, purchase_type text not null, buyer_name text not null, buyer_email text not null,
        recipient_name text, recipient_email text, face_value_cents integer not null, price_cents integer not null,
        purchased_at timestamptz not null)`,
      `create index buyers_business on analytics.buyers (business_slug, purchased_at desc)`,
      `create index buyers_gift_card on analytics.buyers (gift_card_id, purchased_at desc)`,
      `create table analytics.redemptions (ledger_id bigint primary key, card_id uuid not null, business_slug text not null,
        amount_cents integer not null, balance_after_cents integer not null, redeemed_at timestamptz not null, day date not null)`,
      `create index redemptions_card on analytics.redemptions (card_id, redeemed_at)`,
      `create table analytics.daily (business_slug text not null, day date not null, cards_sold integer not null default 0,
        revenue_cents bigint not null default 0, redeemed_cents bigint not null default 0, primary key (business_slug, day))`,
    ],
  },
  {
    id: '0003_businesses',
    statements: [`create table analytics.businesses (business_slug text primary key)`],
  },
  {
    id: '0004_business_time_zones',
    statements: [`create table analytics.business_time_zones (business_slug text primary key, time_zone text not null, changed_at timestamptz not null)`],
  },
  {
    // The order a buyer's card was bought in; null for a card projected before orders were recorded (a rebuild fills it).
    id: '0005_buyer_order_ids',
    statements: [`alter table analytics.buyers add column order_id text`],
  },
  {
    id: '0005_test_activity_apart',
    statements: [
      `alter table analytics.sales add column test boolean not null default false`,
      `alter table analytics.buyers add column test boolean not null default false`,
      `alter table analytics.redemptions add column test boolean not null default false`,
      `alter table analytics.daily add column test boolean not null default false`,
      `alter table analytics.daily drop constraint daily_pkey`,
      `alter table analytics.daily add primary key (business_slug, day, test)`,
      `alter table analytics.business_time_zones add column live boolean not null default false`,
    ],
  },
  {
    // Refunds beside revenue, and each sold card's state and balance as redemption's card actions move them. A card's
    // balance so far is its latest redemption's balance after (else its face value); redemptions spend bonus value
    // first, so what is left of its bonus value is what the balance exceeds the price paid by. Cards changed by
    // admins before this projection knew of it show as they were until a rebuild (npm run rebuild) counts them.
    id: '0006_refunds_and_card_states',
    statements: [
      `alter table analytics.daily add column refunded_cents bigint not null default 0`,
      `alter table analytics.redemptions add column reversed boolean not null default false`,
      `alter table analytics.buyers add column status text not null default 'active', add column balance_cents integer not null default 0,
        add column paid_cents integer not null default 0, add column bonus_cents integer not null default 0, add column ledger_id bigint`,
      `update analytics.buyers b set ledger_id = r.ledger_id, balance_cents = r.balance_after_cents
        from (select distinct on (card_id) card_id, ledger_id, balance_after_cents from analytics.redemptions order by card_id, ledger_id desc) r
        where r.card_id = b.card_id`,
      `update analytics.buyers set balance_cents = face_value_cents where ledger_id is null`,
      `update analytics.buyers set paid_cents = least(balance_cents, price_cents), bonus_cents = balance_cents - least(balance_cents, price_cents)`,
      `create table analytics.refunds (refund_id text primary key, card_id uuid not null, business_slug text not null, amount_cents integer not null,
        forfeited_bonus_cents integer not null default 0, day date not null, failed boolean not null default false, test boolean not null default false)`,
      `create table analytics.card_changes (change_key text primary key, card_id uuid not null, business_slug text not null, test boolean not null default false)`,
    ],
  },
  {
    // The books (reports' liability and breakage). Cards and ledger rows projected before this are counted once
    // `npm run rebuild` replays the event log into the new table.
    id: '0007_ledger_moves',
    statements: [
      `alter table analytics.buyers add column expiration_date date`,
      `create table analytics.ledger_moves (move_key text primary key, card_id uuid not null, business_slug text not null, day date not null,
        kind text not null, paid_cents integer not null, bonus_cents integer not null, test boolean not null default false)`,
      `create index ledger_moves_business_day on analytics.ledger_moves (business_slug, test, day)`,
    ],
  },
  {
    // /customers: the buyer's phone, and people found by email (cards projected before this show no phone until a rebuild).
    id: '0008_customers',
    statements: [
      `alter table analytics.buyers add column buyer_phone text`,
      `create index buyers_business_buyer_email on analytics.buyers (business_slug, test, lower(buyer_email))`,
      `create index buyers_business_recipient_email on analytics.buyers (business_slug, test, lower(recipient_email))`,
    ],
  },
];
