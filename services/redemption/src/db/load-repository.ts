import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import { LEDGER_COLUMNS, LEDGER_INSERT } from './ledger-repository.js';
import { CARD_COLUMNS } from './card-repository.js';
import { issuedCards, ledger, type IssuedCardRow, type LedgerRow } from './schema.js';

export interface Load {
  cardId: string;
  paidCents: number;
  /** The paid value's last day the load gives (null: never expires); a later day the card already has is kept. */
  paidExpiresOn: string | null;
  idempotencyKey: string;
  actor: string;
  at: string;
}

/**
 * Adds paid value to the card with its LOAD ledger row, in one statement, and moves its paid value's last day to the
 * later of the two (a card whose paid value never expires keeps that). The caller holds the card's lock and has
 * checked that no row has this key. Answers the card after it, with the row.
 */
export async function loadCard(tx: DbOrTx, load: Load): Promise<{ card: IssuedCardRow; entry: LedgerRow }> {
  const paid = sql`${load.paidCents}::integer`;
  const [row] = await runSql<{ card: IssuedCardRow; entry: LedgerRow }>(
    tx,
    sql`with loaded as (
    update ${issuedCards}
    set paid_balance_cents = paid_balance_cents + ${paid},
        balance_cents = balance_cents + ${paid},
        paid_expires_on = case when paid_expires_on is null then null else greatest(paid_expires_on, ${load.paidExpiresOn}::date) end
    where id = ${load.cardId}
    returning *
  ), entry as (
    insert into ${ledger} ${LEDGER_INSERT}
    select id, 'LOAD', ${paid}, ${paid}, 0, balance_cents, paid_balance_cents, bonus_balance_cents,
      ${load.idempotencyKey}, ${load.actor}, ${load.at}::timestamptz, test_card, null
    from loaded
    returning *
  )
  select (select to_jsonb(c) from (select ${CARD_COLUMNS} from loaded) c) as "card",
    (select to_jsonb(e) from (select ${LEDGER_COLUMNS} from entry e) e) as "entry"`,
  );
  return row;
}
