import { sql } from 'drizzle-orm';
import { columnsOf, runSql, type DbOrTx } from '@gv/platform';
import { issuedCards, ledger, type LedgerKind, type LedgerRow } from './schema.js';
import { LEDGER_COLUMNS, LEDGER_INSERT_WITH_SQUARE_ACTIVITY, reversedOf, type Redemption } from './ledger-repository.js';

export interface Spend {
  cardId: string;
  amountCents: number;
  /** Today anywhere on Earth: a card is spendable through its expiration date wherever the counter is. */
  today: string;
  idempotencyKey: string;
  actor: string;
  at: string;
  /** The counter's location (decision 0078), or the Square location of a POS_REDEEM; absent: the caller named none. */
  locationId?: string;
  /** REDEEM unless it was spent at the business's Square Point of Sale. */
  kind?: Extract<LedgerKind, 'REDEEM' | 'POS_REDEEM'>;
  /** The Square gift card activity that took the amount at Square first (a registered card); absent: none. */
  squareActivityId?: string;
}

/**
 * Spends the amount from the card, bonus value first, and writes the REDEEM ledger row with the split, in one
 * statement under the card's row lock: only while the card is active and can give the amount today, so the balance
 * never goes below zero however many tills redeem at once. Answers the row written (null: refused, nothing changed)
 * and the card's REDEEM rows, oldest first.
 *
 * `before` holds what the card can give when locked (gift-card-law.ts spendableCents): bonus value through the card's
 * own date, paid value through its paid date (null: forever). Bonus value goes first.
 */
export async function spendFromCard(tx: DbOrTx, spend: Spend): Promise<{ spent: LedgerRow | null; redemptions: Redemption[] }> {
  const amount = sql`${spend.amountCents}::integer`;
  const today = sql`${spend.today}::date`;
  const [row] = await runSql<{ spent: LedgerRow | null; redemptions: Redemption[] }>(
    tx,
    sql`with before as (
    select id,
      case when expiration_date >= ${today} then bonus_balance_cents else 0 end as bonus_usable,
      case when paid_expires_on is null or paid_expires_on >= ${today} then paid_balance_cents else 0 end as paid_usable
    from ${issuedCards} where id = ${spend.cardId} for update
  ), spent as (
    update ${issuedCards} card
    set bonus_balance_cents = card.bonus_balance_cents - least(before.bonus_usable, ${amount}),
        paid_balance_cents = card.paid_balance_cents - (${amount} - least(before.bonus_usable, ${amount})),
        balance_cents = card.balance_cents - ${amount}
    from before
    where card.id = before.id and card.status = 'active' and before.bonus_usable + before.paid_usable >= ${amount}
    returning card.id, card.balance_cents, card.paid_balance_cents, card.bonus_balance_cents, least(before.bonus_usable, ${amount}) as bonus_spent,
      card.test_card
  ), entry as (
    insert into ${ledger} ${LEDGER_INSERT_WITH_SQUARE_ACTIVITY}
    select id, ${spend.kind ?? 'REDEEM'}::text, -${amount}, bonus_spent - ${amount}, -bonus_spent,
      balance_cents, paid_balance_cents, bonus_balance_cents, ${spend.idempotencyKey}, ${spend.actor}, ${spend.at}::timestamptz, test_card,
      ${spend.locationId ?? null}::text, ${spend.squareActivityId ?? null}::text
    from spent
    returning *
  )
  select (select to_jsonb(e) from (select ${LEDGER_COLUMNS} from entry) e) as "spent",
    (select coalesce(jsonb_agg(h order by h.id), '[]'::jsonb) from (
      select ${columnsOf(ledger, 'l')}, ${reversedOf(sql.raw('l.id'))} as "reversed" from ${ledger} l where l.card_id = ${spend.cardId} and l.kind = 'REDEEM'
      union all select ${LEDGER_COLUMNS}, false from entry) h) as "redemptions"`,
  );
  return row!;
}
