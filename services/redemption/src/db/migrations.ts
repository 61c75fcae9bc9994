import { plainQuery, type Migration, type Tx } from '@gv/platform';
import { codeLookupHash, loadCardCodeKeys, sealCode, type CardCodeKeys } from '../redemption-keys.js';

export const redemptionMigrations: Migration[] = [
  {
    id: '0001_issued_cards_and_ledger',
    statements: [
      `create table redemption.issued_cards (
        id uuid primary key,
        code text not null unique,
        order_id text not null unique,
        payment_id text not null,
        business_slug text not null,
        gift_card_id text not null,
        gift_card_name text not null,
        face_value_cents integer not null check (face_value_cents > 0),
        price_cents integer not null,
        expiration_date date not null,
        purchase_type text not null check (purchase_type in ('self', 'gift')),
        holder_name text not null,
        holder_email text not null,
        buyer_name text not null,
        buyer_email text not null,
        buyer_phone text not null,
        recipient_name text,
        recipient_email text,
        message text not null,
        balance_cents integer not null check (balance_cents >= 0),
        paid_balance_cents integer not null check (paid_balance_cents >= 0),
        bonus_balance_cents integer not null check (bonus_balance_cents >= 0),
        status text not null check (status in ('active', 'deactivated')),
        created_at timestamptz not null default now(),
        check (price_cents between 0 and face_value_cents),
        check (balance_cents = paid_balance_cents + bonus_balance_cents)
      )`,
      `create index issued_cards_business on redemption.issued_cards (business_slug, created_at desc)`,
      `create table redemption.ledger (
        id bigint generated always as identity primary key,
        card_id uuid not null references redemption.issued_cards (id),
        kind text not null check (kind in ('ACTIVATE', 'REDEEM', 'ADJUST_INCREMENT', 'ADJUST_DECREMENT', 'REFUND', 'DEACTIVATE')),
        amount_cents integer not null,
        paid_cents integer not null,
        bonus_cents integer not null,
        balance_after_cents integer not null check (balance_after_cents >= 0),
        paid_after_cents integer not null check (paid_after_cents >= 0),
        bonus_after_cents integer not null check (bonus_after_cents >= 0),
        idempotency_key text not null unique,
        actor text not null,
        created_at timestamptz not null default now(),
        check (amount_cents = paid_cents + bonus_cents),
        check (balance_after_cents = paid_after_cents + bonus_after_cents)
      )`,
      `create index ledger_card on redemption.ledger (card_id, id)`,
      `create function redemption.refuse_ledger_change() returns trigger language plpgsql as $$
      begin
        raise exception 'redemption.ledger is append-only';
      end $$`,
      `create trigger ledger_append_only before update or delete on redemption.ledger
        for each row execute function redemption.refuse_ledger_change()`,
      // Checked at commit, on the card as it is then: no transaction leaves a balance its latest ledger row does not explain.
      `create function redemption.check_balance_has_ledger_row() returns trigger language plpgsql as $$
      begin
        if not exists (
          select 1
          from redemption.issued_cards card
          join lateral (
            select balance_after_cents, paid_after_cents, bonus_after_cents from redemption.ledger
            where card_id = card.id order by id desc limit 1
          ) latest on true
          where card.id = new.id
            and latest.balance_after_cents = card.balance_cents
            and latest.paid_after_cents = card.paid_balance_cents
            and latest.bonus_after_cents = card.bonus_balance_cents
        ) then
          raise exception 'the balance of gift card % has no ledger row', new.id;
        end if;
        return null;
      end $$`,
      `create constraint trigger issued_cards_balance_has_ledger_row
        after insert or update of balance_cents, paid_balance_cents, bonus_balance_cents on redemption.issued_cards
        deferrable initially deferred
        for each row execute function redemption.check_balance_has_ledger_row()`,
    ],
  },
  {
    id: '0002_issued_card_business_name',
    // Null on cards issued before payment.completed carried it.
    statements: [`alter table redemption.issued_cards add column business_name text`],
  },
  {
    id: '0003_redeem_authorizations',
    statements: [
      // A verified redeem OTP: one redemption of this amount of this card, by this admin session, until it expires.
      `create table redemption.redeem_authorizations (
        id uuid primary key,
        card_id uuid not null references redemption.issued_cards (id),
        business_slug text not null,
        session_key text not null,
        admin_id text not null,
        amount_cents integer not null check (amount_cents > 0),
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz
      )`,
      `create index redeem_authorizations_unused on redemption.redeem_authorizations (card_id, session_key, amount_cents) where used_at is null`,
    ],
  },
  {
    id: '0004_deferred_issues',
    statements: [
      // A paid order whose card is left to the buyer's browser until due_at; then issued here if it still has none.
      `create table redemption.deferred_issues (order_id text primary key, request jsonb not null, due_at timestamptz not null)`,
      `create index deferred_issues_due on redemption.deferred_issues (due_at)`,
    ],
  },
  {
    id: '0005_codes_at_rest',
    // Each card kept its code as text: it gets the code's keyed hash and sealed copy, made here under keys the
    // database never sees, before the text is dropped (next migration, same transaction).
    statements: [`alter table redemption.issued_cards add column code_hash text, add column code_sealed text`],
    step: (tx, config) => hashAndSealStoredCodes(tx, loadCardCodeKeys(config)),
  },
  {
    id: '0006_codes_at_rest_plaintext_dropped',
    statements: [
      `alter table redemption.issued_cards alter column code_hash set not null, alter column code_sealed set not null`,
      `alter table redemption.issued_cards add constraint issued_cards_code_hash_key unique (code_hash)`,
      `alter table redemption.issued_cards drop column code`,
    ],
  },
  {
    id: '0005_test_cards',
    statements: [
      `alter table redemption.issued_cards add column test_card boolean not null default false`,
      `alter table redemption.ledger add column test_card boolean not null default false`,
    ],
  },
  {
    id: '0007_card_states_and_actions',
    statements: [
      `update redemption.issued_cards set status = 'void' where status = 'deactivated'`,
      `alter table redemption.issued_cards drop constraint issued_cards_status_check`,
      `alter table redemption.issued_cards add constraint issued_cards_status_check
        check (status in ('active', 'refunded', 'void', 'on_hold', 'replaced'))`,
      // Who did what to a card, when and why: every admin action, append-only.
      `create table redemption.card_actions (
        id bigint generated always as identity primary key,
        card_id uuid not null references redemption.issued_cards (id),
        business_slug text not null,
        action text not null,
        ledger_id bigint references redemption.ledger (id),
        reason text not null,
        actor text not null,
        created_at timestamptz not null default now()
      )`,
      `create index card_actions_card on redemption.card_actions (card_id, id)`,
      `create function redemption.refuse_card_action_change() returns trigger language plpgsql as $$
      begin
        raise exception 'redemption.card_actions is append-only';
      end $$`,
      `create trigger card_actions_append_only before update or delete on redemption.card_actions
        for each row execute function redemption.refuse_card_action_change()`,
    ],
  },
  {
    id: '0008_retired_codes',
    statements: [
      // The codes a card was moved away from (a gift given a new recipient): found only to say the card moved.
      `create table redemption.retired_codes (
        code_hash text primary key,
        card_id uuid not null references redemption.issued_cards (id),
        code_sealed text not null,
        retired_at timestamptz not null default now()
      )`,
    ],
  },
  {
    id: '0009_paused_businesses',
    statements: [
      // Businesses whose redemptions the super admin paused (identity's business.updated); no row: redeemable.
      `create table redemption.paused_businesses (business_slug text primary key, business_name text not null, paused boolean not null,
        changed_at timestamptz not null)`,
    ],
  },
  {
    id: '0010_gift_lines_and_delivery',
    statements: [
      // An order's cards, one per recipient (decision 0061): the order id with the card's line is unique, not the order id.
      `alter table redemption.issued_cards add column line integer not null default 0`,
      `alter table redemption.issued_cards drop constraint issued_cards_order_id_key`,
      `create unique index issued_cards_order_line on redemption.issued_cards (order_id, line)`,
      // A scheduled gift: when its email goes out (as the buyer gave it, with its offset), the zone it was chosen in,
      // which change of it is current, the hash of the buyer's change link token, and when it went out.
      `alter table redemption.issued_cards add column deliver_at text, add column deliver_time_zone text,
        add column delivery_version integer not null default 0, add column delivery_token_hash text, add column delivered_at timestamptz`,
      `create index issued_cards_scheduled on redemption.issued_cards (business_slug) where deliver_at is not null`,
    ],
  },
  {
    id: '0011_gift_card_law',
    statements: [
      // Each card keeps the law it was sold under (decision 0060). Cards sold so far were sold under US federal law:
      // paid value through the later of the card's date and 5 years from the latest day of issue on Earth (UTC+14).
      `alter table redemption.issued_cards add column jurisdiction text not null default 'US',
        add column paid_expires_on date, add column cash_out_below_cents integer check (cash_out_below_cents > 0)`,
      `update redemption.issued_cards card set paid_expires_on = greatest(card.expiration_date, issued.day)
        from (select id, make_date(extract(year from d)::integer + 5, extract(month from d)::integer, 1) + (extract(day from d)::integer - 1) as day
              from (select id, ((created_at at time zone 'UTC') + interval '14 hours')::date as d from redemption.issued_cards) issue) issued
        where issued.id = card.id`,
      `alter table redemption.issued_cards add constraint issued_cards_paid_expires_after_card check (paid_expires_on >= expiration_date)`,
      // Bonus value past the card's date leaves by EXPIRE; a cash-out under the card's law by CASH_OUT.
      `alter table redemption.ledger drop constraint ledger_kind_check`,
      `alter table redemption.ledger add constraint ledger_kind_check
        check (kind in ('ACTIVATE', 'REDEEM', 'ADJUST_INCREMENT', 'ADJUST_DECREMENT', 'REFUND', 'DEACTIVATE', 'EXPIRE', 'CASH_OUT'))`,
      `create index issued_cards_bonus_to_expire on redemption.issued_cards (expiration_date) where bonus_balance_cents > 0`,
    ],
  },
  {
    // Redemption windows (decision 0062): each card type's, from catalog's gift-card events, and each business's time zone.
    id: '0012_redemption_windows',
    statements: [
      `alter table redemption.paused_businesses add column time_zone text not null default 'UTC'`,
      `create table redemption.card_type_windows (gift_card_id text primary key, business_slug text not null, redemption_window jsonb,
        changed_at timestamptz not null)`,
    ],
  },
  {
    // Test cards are refused at a live business's counter. A business that already issued cards of value has been live.
    id: '0013_live_businesses',
    statements: [
      `alter table redemption.paused_businesses add column live boolean not null default false`,
      `update redemption.paused_businesses b set live = true
        where exists (select 1 from redemption.issued_cards c where c.business_slug = b.business_slug and not c.test_card)`,
    ],
  },
  {
    // A cash-out is confirmed by the holder like a redemption: an authorization says which of the two it allows.
    id: '0014_authorization_purpose',
    statements: [`alter table redemption.redeem_authorizations add column purpose text not null default 'redeem' check (purpose in ('redeem', 'cash-out'))`],
  },
  {
    // What each business credited to its cards per UTC day, against the daily credit cap (decision 0071).
    id: '0015_credit_days',
    statements: [
      `create table redemption.credit_days (business_slug text not null, day date not null, credited_cents bigint not null, primary key (business_slug, day))`,
    ],
  },
  {
    // The card the buyer paid with, by its last 4 digits: a refund's confirmation and email name where the money goes.
    id: '0016_payment_card_last4',
    statements: [`alter table redemption.issued_cards add column payment_card_last4 text`],
  },
  {
    // The holder confirms at the counter by a code sent by text, or by a PIN (decision 0073): the phone the holder
    // confirmed, the PIN's argon2id hash, and an unnamed corporate card's printed PIN, sealed for printing it again.
    id: '0017_holder_verification',
    statements: [`alter table redemption.issued_cards add column holder_phone text, add column pin_hash text, add column pin_sealed text`],
  },
];

/** Hashes and seals the codes still kept as text, a batch at a time. */
async function hashAndSealStoredCodes(tx: Tx, keys: CardCodeKeys): Promise<void> {
  for (;;) {
    const cards = await plainQuery<{ id: string; code: string }>(tx, `select id, code from redemption.issued_cards where code_hash is null limit 500`);
    if (cards.length === 0) return;
    const sealed = cards.map(({ id, code }) => ({ id, code_hash: codeLookupHash(keys, code), code_sealed: sealCode(keys, id, code) }));
    await plainQuery(
      tx,
      `update redemption.issued_cards card set code_hash = sealed.code_hash, code_sealed = sealed.code_sealed
       from jsonb_to_recordset($1::jsonb) as sealed(id uuid, code_hash text, code_sealed text) where card.id = sealed.id`,
      [JSON.stringify(sealed)],
    );
  }
}
