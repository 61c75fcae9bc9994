import type { Migration } from '@gv/platform';
import { sumFirstRedemptionsSql } from './first-redemptions.js';
import { countMovesSql } from './ledger-days.js';
import { BUYER_KEY, everyCustomerSql, upsertCustomersSql } from './customer-rows.js';

/** The live projection's tables, for migrations that fill a new one from the others. */
const LIVE = {
  buyers: 'analytics.buyers',
  redemptions: 'analytics.redemptions',
  customers: 'analytics.customers',
  ledgerMoves: 'analytics.ledger_moves',
  ledgerDays: 'analytics.ledger_days',
  firstRedemptions: 'analytics.first_redemptions',
};

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
  {
    // The books at scale. /customers: one row per person, kept by the projection (db/customer-rows.ts) instead of
    // summed from every card on each request, and a trigram index for searching a part of a name or email where the
    // engine has pg_trgm (PostgreSQL's contrib; the embedded engine searches without it). Reports: the moves summed
    // per day (db/ledger-days.ts), first redemptions per sale day (db/first-redemptions.ts). The ledger export pages
    // by move key.
    id: '0012_customers_projection',
    statements: [
      `create table analytics.customers (business_slug text not null, test boolean not null, email text not null, name text not null,
        phone text not null, cards_bought integer not null, cards_received integer not null, spent_cents bigint not null,
        balance_cents bigint not null, last_activity timestamptz not null, search_text text not null, primary key (business_slug, test, email))`,
      `create index customers_by_name on analytics.customers (business_slug, test, lower(name), email)`,
      `create index customers_by_spent on analytics.customers (business_slug, test, spent_cents, email)`,
      `create index customers_by_balance on analytics.customers (business_slug, test, balance_cents, email)`,
      `create index customers_by_last_activity on analytics.customers (business_slug, test, last_activity, email)`,
      `do $$ begin
         create extension if not exists pg_trgm;
         execute 'create index customers_search on analytics.customers using gin (search_text gin_trgm_ops)';
       exception when others then null;
       end $$`,
      `drop index analytics.ledger_moves_business_day`,
      `create index ledger_moves_business_day on analytics.ledger_moves (business_slug, test, day, move_key)`,
      upsertCustomersSql(LIVE, everyCustomerSql(LIVE, false, false), false),
      `alter table analytics.ledger_moves add column counted boolean not null default false`,
      `create index ledger_moves_uncounted on analytics.ledger_moves (move_key) where not counted`,
      `create table analytics.ledger_days (business_slug text not null, test boolean not null, day date not null, kind text not null,
        gift_card_id text not null, gift_card_name text not null, expiration_date date not null, moves integer not null,
        paid_cents bigint not null, bonus_cents bigint not null,
        primary key (business_slug, test, day, kind, gift_card_id, gift_card_name, expiration_date))`,
      // Its moves are counted into the day sums by 0014, which keys them by paid value's last day too.
      `alter table analytics.buyers add column sale_day date, add column first_redeemed_at timestamptz`,
      `update analytics.buyers b set sale_day = m.day from analytics.ledger_moves m where m.move_key = 'issued:' || b.card_id`,
      `update analytics.buyers b set first_redeemed_at = (select min(r.redeemed_at) from analytics.redemptions r where r.card_id = b.card_id and not r.reversed)`,
      `create index buyers_sale_day on analytics.buyers (business_slug, test, sale_day)`,
      `create table analytics.first_redemptions (business_slug text not null, test boolean not null, sale_day date not null, cards integer not null,
        days double precision not null, primary key (business_slug, test, sale_day))`,
      sumFirstRedemptionsSql(LIVE, `select distinct business_slug, test, sale_day from analytics.buyers where sale_day is not null`),
    ],
  },
  {
    // The super admin's directory of businesses: name and status beside each, and each business's latest redemption.
    // Businesses projected before this show their slug for a name until their next profile change or `npm run rebuild`.
    id: '0009_business_directory',
    statements: [
      `alter table analytics.businesses add column name text, add column status text not null default 'active', add column changed_at timestamptz`,
      `create index redemptions_business on analytics.redemptions (business_slug, test, redeemed_at)`,
    ],
  },
  {
    // The audit trail: entries from the events heard from now on (the bus's older events are not replayed into it).
    id: '0010_audit_trail',
    statements: [
      `create table analytics.audit_entries (event_id text primary key, business_slug text not null, test boolean not null default false,
        at timestamptz not null, actor text not null, admin_id text, action text not null, subject text not null, card_id text,
        details jsonb not null, customer_name text, customer_email text)`,
      `create index audit_entries_business on analytics.audit_entries (business_slug, test, at desc, event_id desc)`,
      `create index audit_entries_person on analytics.audit_entries (business_slug, admin_id, at desc, event_id desc)`,
      `create index audit_entries_action on analytics.audit_entries (business_slug, action, at desc, event_id desc)`,
      `create table analytics.audit_people (admin_id text primary key, business_slug text not null, name text not null, email text not null)`,
      `create index audit_people_business on analytics.audit_people (business_slug)`,
    ],
  },
  {
    // Scheduled gifts in the orders views (decision 0061): when each waits for, and when it went out. Gifts scheduled
    // before this show no time until `npm run rebuild`.
    id: '0013_scheduled_gift_delivery',
    statements: [`alter table analytics.buyers add column deliver_at text, add column deliver_time_zone text, add column delivered_at timestamptz`],
  },
  {
    // The books under gift card law (decision 0060): paid value lapses on the day its law keeps it to, bonus value on
    // the card's date. Cards projected before this count under the default law (US federal: paid value at least five
    // years from the day of issue, as termsAtIssue counts it), and their bonus expiries as redeemed, until `npm run
    // rebuild` replays their own terms; the day sums are counted again with it.
    id: '0014_paid_value_under_the_law',
    statements: [
      `alter table analytics.buyers add column paid_expires_on date`,
      `update analytics.buyers set paid_expires_on = greatest(expiration_date, ((purchased_at at time zone 'UTC') + interval '14 hours')::date + interval '5 years')::date
       where expiration_date is not null`,
      `drop table analytics.ledger_days`,
      `create table analytics.ledger_days (business_slug text not null, test boolean not null, day date not null, kind text not null,
        gift_card_id text not null, gift_card_name text not null, expiration_date date not null, paid_expires_on date not null, moves integer not null,
        paid_cents bigint not null, bonus_cents bigint not null,
        primary key (business_slug, test, day, kind, gift_card_id, gift_card_name, expiration_date, paid_expires_on))`,
      `update analytics.ledger_moves set counted = false where counted`,
      countMovesSql(LIVE),
    ],
  },
  {
    // Value paid outside the platform (corporate orders, decision 0071) is its own figure, never card sales or revenue.
    // Batches projected before this stay in the sales figures until `npm run rebuild`.
    id: '0015_paid_outside_the_platform',
    statements: [
      `alter table analytics.sales add column outside boolean not null default false`,
      `alter table analytics.daily add column outside_cents bigint not null default 0`,
    ],
  },
  {
    // One glossary of figures (decision 0074): cards sold count cards, not orders; orders and cash-outs are figures of
    // their own; a corporate card's company is its buyer. Days projected before this keep orders as their cards sold,
    // and moves keep the kinds they had (cash-outs and adjustments down as redeemed, corporate cards as sold, forfeited
    // bonus value as refunded), until `npm run rebuild`.
    id: '0016_one_glossary_of_figures',
    statements: [
      `alter table analytics.daily add column orders integer not null default 0, add column cashed_out_cents bigint not null default 0`,
      `update analytics.daily set orders = cards_sold`,
      `alter table analytics.buyers add column company text`,
      `create index buyers_business_buyer_key on analytics.buyers (business_slug, test, ${BUYER_KEY})`,
    ],
  },
];
