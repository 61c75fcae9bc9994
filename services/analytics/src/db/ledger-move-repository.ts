import { sql } from 'drizzle-orm';
import { insertValues, runSql, type DbOrTx } from '@gv/platform';
import type { ProjectionTables } from './schema.js';

/** A change of what the business owes on a card (see ProjectionTables.ledgerMoves). */
export type MoveRow = Required<Omit<ProjectionTables['ledgerMoves']['$inferInsert'], 'counted'>>;

/** The tables of a projection's set the day sums of the books are kept from. */
type LedgerDayTables = Pick<ProjectionTables, 'ledgerMoves' | 'ledgerDays' | 'buyers'>;

/** Writes the moves of the books; a move already there is left. */
export async function insertMoves(tx: DbOrTx, tables: Pick<ProjectionTables, 'ledgerMoves'>, rows: MoveRow[]): Promise<void> {
  await runSql(tx, sql`insert into ${tables.ledgerMoves} ${insertValues(tables.ledgerMoves, rows)} on conflict do nothing`);
}

/**
 * Adds every move not yet counted into its day's sum (see ProjectionTables.ledgerDays) and marks it counted.
 * A move is marked by the one transaction that updates it, so concurrent batches count each once; the sums are
 * written in key order, so two batches cannot deadlock on them.
 */
export async function countMoves(db: DbOrTx, tables: LedgerDayTables): Promise<void> {
  await runSql(
    db,
    sql`with fresh as (
       update ${tables.ledgerMoves} set counted = true where not counted
       returning card_id, business_slug, day, kind, paid_cents, bonus_cents, test
     )
     insert into ${tables.ledgerDays} as d (business_slug, test, day, kind, gift_card_id, gift_card_name, expiration_date, paid_expires_on, moves, paid_cents, bonus_cents)
     select f.business_slug, f.test, f.day, f.kind, coalesce(b.gift_card_id, ''), coalesce(b.gift_card_name, ''), coalesce(b.expiration_date, '9999-12-31'), coalesce(b.paid_expires_on, '9999-12-31'),
       count(*), sum(f.paid_cents), sum(f.bonus_cents)
     from fresh f left join ${tables.buyers} b on b.card_id = f.card_id
     group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
     on conflict (business_slug, test, day, kind, gift_card_id, gift_card_name, expiration_date, paid_expires_on) do update
       set moves = d.moves + excluded.moves, paid_cents = d.paid_cents + excluded.paid_cents, bonus_cents = d.bonus_cents + excluded.bonus_cents`,
  );
}
