import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { plainQuery, rowColumns, type DbOrTx } from '@gv/platform';
import type { CounterPurpose } from '@gv/proto';
import { AUTHORIZATION_TTL_SECONDS } from '../domain/redeem-rules.js';
import { CARD_COLUMNS, reversedSql, type Redemption } from './card-queries.js';
import { ledger, redeemAuthorizations, type IssuedCardRow, type LedgerRow } from './schema.js';

/** The holder confirmed `amountCents` for `purpose` (a right code or PIN): one authorization of this session, for a while. */
export async function grantAuthorization(
  db: DbOrTx,
  grant: { card: { id: string; businessSlug: string }; sessionKey: string; adminId: string; amountCents: number; purpose: CounterPurpose },
): Promise<void> {
  await db.insert(redeemAuthorizations).values({
    id: randomUUID(),
    cardId: grant.card.id,
    businessSlug: grant.card.businessSlug,
    sessionKey: grant.sessionKey,
    adminId: grant.adminId,
    amountCents: grant.amountCents,
    purpose: grant.purpose,
    expiresAt: sql`now() + make_interval(secs => ${AUTHORIZATION_TTL_SECONDS})`,
  });
}

/**
 * The business's card with this code, locked, and one unused, unexpired authorization of this session for the card and
 * amount, marked used. SKIP LOCKED: concurrent redemptions each take a different authorization instead of queueing
 * behind one. The card is locked by a statement of its own, so the spend's statement starts with it locked and sees
 * its latest version: locked and updated within one statement, after another till's change committed meanwhile, the
 * update now and then skipped the row (decision 0035).
 */
export async function takeCardAndAuthorization(
  tx: DbOrTx,
  request: { codeHashes: string[]; businessSlug: string; sessionKey: string; amountCents: number },
): Promise<{ card: IssuedCardRow | null; authorization: string | null }> {
  const [found] = await plainQuery<{ card: IssuedCardRow | null; authorization: string | null }>(tx, CARD_AND_AUTHORIZATION, [
    request.codeHashes,
    request.businessSlug,
    request.sessionKey,
    request.amountCents,
  ]);
  return found!;
}

/**
 * One unused, unexpired authorization of this session to cash out exactly this amount of the card (locked by the
 * caller), marked used; null when there is none.
 */
export async function takeCashOutAuthorization(tx: DbOrTx, request: { cardId: string; sessionKey: string; amountCents: number }): Promise<string | null> {
  const [taken] = await plainQuery<{ id: string }>(tx, TAKE_AUTHORIZATION, [request.cardId, request.sessionKey, request.amountCents, 'cash-out' satisfies CounterPurpose]);
  return taken?.id ?? null;
}

const TAKE_AUTHORIZATION = `update redemption.redeem_authorizations set used_at = now()
    where id = (
      select id from redemption.redeem_authorizations
      where card_id = $1 and session_key = $2 and amount_cents = $3 and purpose = $4 and used_at is null and expires_at > now()
      limit 1
      for update skip locked
    )
    returning id`;

const CARD_AND_AUTHORIZATION = `with card as (
    select * from redemption.issued_cards where code_hash = any($1::text[]) and business_slug = $2 for update
  ), taken as (
    update redemption.redeem_authorizations set used_at = now()
    where id = (
      select id from redemption.redeem_authorizations
      where card_id = (select id from card) and business_slug = $2 and session_key = $3 and amount_cents = $4 and purpose = 'redeem'
        and used_at is null and expires_at > now()
      limit 1
      for update skip locked
    )
    returning id
  )
  select (select to_jsonb(c) from (select ${CARD_COLUMNS} from card) c) as "card", (select id from taken) as "authorization"`;

export interface Spend {
  cardId: string;
  amountCents: number;
  /** Today anywhere on Earth: a card is spendable through its expiration date wherever the counter is. */
  today: string;
  idempotencyKey: string;
  actor: string;
  at: string;
}

/**
 * Spends the amount from the card, bonus value first, and writes the REDEEM ledger row with the split, in one
 * statement under the card's row lock: only while the card is active and can give the amount today, so the balance
 * never goes below zero however many tills redeem at once. Answers the row written (null: refused, nothing changed)
 * and the card's REDEEM rows, oldest first.
 */
export async function spendFromCard(tx: DbOrTx, spend: Spend): Promise<{ spent: LedgerRow | null; redemptions: Redemption[] }> {
  const [row] = await plainQuery<{ spent: LedgerRow | null; redemptions: Redemption[] }>(tx, SPEND, [
    spend.cardId,
    spend.amountCents,
    spend.today,
    spend.idempotencyKey,
    spend.actor,
    spend.at,
  ]);
  return row!;
}

const LEDGER_COLUMNS = rowColumns(ledger);

/**
 * `before` holds what the card can give when locked (gift-card-law.ts spendableCents): bonus value through the card's
 * own date, paid value through its paid date (null: forever). Bonus value goes first.
 */
const SPEND = `with before as (
    select id,
      case when expiration_date >= $3::date then bonus_balance_cents else 0 end as bonus_usable,
      case when paid_expires_on is null or paid_expires_on >= $3::date then paid_balance_cents else 0 end as paid_usable
    from redemption.issued_cards where id = $1 for update
  ), spent as (
    update redemption.issued_cards card
    set bonus_balance_cents = card.bonus_balance_cents - least(before.bonus_usable, $2::integer),
        paid_balance_cents = card.paid_balance_cents - ($2::integer - least(before.bonus_usable, $2::integer)),
        balance_cents = card.balance_cents - $2::integer
    from before
    where card.id = before.id and card.status = 'active' and before.bonus_usable + before.paid_usable >= $2::integer
    returning card.id, card.balance_cents, card.paid_balance_cents, card.bonus_balance_cents, least(before.bonus_usable, $2::integer) as bonus_spent,
      card.test_card
  ), entry as (
    insert into redemption.ledger
      (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor, created_at, test_card)
    select id, 'REDEEM', -$2::integer, bonus_spent - $2::integer, -bonus_spent,
      balance_cents, paid_balance_cents, bonus_balance_cents, $4, $5, $6::timestamptz, test_card
    from spent
    returning *
  )
  select (select to_jsonb(e) from (select ${LEDGER_COLUMNS} from entry) e) as "spent",
    (select coalesce(jsonb_agg(h order by h.id), '[]'::jsonb) from (
      select ${rowColumns(ledger, 'l')}, ${reversedSql('l.id')} as "reversed" from redemption.ledger l where l.card_id = $1 and l.kind = 'REDEEM'
      union all select ${LEDGER_COLUMNS}, false from entry) h) as "redemptions"`;
