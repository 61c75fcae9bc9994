import { plainQuery, type DbOrTx } from '@gv/platform';

/** The tables of a projection's set the day sums of the books are kept from. */
export interface LedgerDayTableNames {
  ledgerMoves: string;
  ledgerDays: string;
  buyers: string;
}

/**
 * SQL adding every move not yet counted into its day's sum (see ProjectionTables.ledgerDays) and marking it counted.
 * A move is marked by the one transaction that updates it, so concurrent batches count each once; the sums are
 * written in key order, so two batches cannot deadlock on them.
 */
export function countMovesSql(names: LedgerDayTableNames): string {
  return `with fresh as (
       update ${names.ledgerMoves} set counted = true where not counted
       returning card_id, business_slug, day, kind, paid_cents, bonus_cents, test
     )
     insert into ${names.ledgerDays} as d (business_slug, test, day, kind, gift_card_id, gift_card_name, expiration_date, paid_expires_on, moves, paid_cents, bonus_cents)
     select f.business_slug, f.test, f.day, f.kind, coalesce(b.gift_card_id, ''), coalesce(b.gift_card_name, ''), coalesce(b.expiration_date, '9999-12-31'), coalesce(b.paid_expires_on, '9999-12-31'),
       count(*), sum(f.paid_cents), sum(f.bonus_cents)
     from fresh f left join ${names.buyers} b on b.card_id = f.card_id
     group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
     on conflict (business_slug, test, day, kind, gift_card_id, gift_card_name, expiration_date, paid_expires_on) do update
       set moves = d.moves + excluded.moves, paid_cents = d.paid_cents + excluded.paid_cents, bonus_cents = d.bonus_cents + excluded.bonus_cents`;
}

/** Adds the moves written so far and not yet counted into the day sums. */
export async function countMoves(db: DbOrTx, names: LedgerDayTableNames): Promise<void> {
  await plainQuery(db, countMovesSql(names));
}
