import { sql } from 'drizzle-orm';
import { insertValues, runSql, type DbOrTx } from '@gv/platform';
import type { ProjectionTables } from './schema.js';

/** A change of what the business owes on a card (see ProjectionTables.ledgerMoves); where its card was sold is set when it is counted. */
export type MoveRow = Required<Omit<ProjectionTables['ledgerMoves']['$inferInsert'], 'counted' | 'soldAtLocationId'>>;

/** The tables of a projection's set the day sums of the books are kept from. */
type LedgerDayTables = Pick<ProjectionTables, 'ledgerMoves' | 'ledgerDays' | 'buyers'>;

/** Writes the moves of the books; a move already there is left. */
export async function insertMoves(tx: DbOrTx, tables: Pick<ProjectionTables, 'ledgerMoves'>, rows: MoveRow[]): Promise<void> {
  await runSql(tx, sql`insert into ${tables.ledgerMoves} ${insertValues(tables.ledgerMoves, rows)} on conflict do nothing`);
}

/**
 * Adds every move not yet counted into its day's sum (see ProjectionTables.ledgerDays) and marks it counted, copying
 * where its card was sold from the card (its sale, redemptions, refunds, reversals and expiries alike), and moves
 * the card's last day of activity on (buyers.last_active_on: any move but an expiry).
 * A move is marked by the one transaction that updates it, so concurrent batches count each once; the sums are
 * written in key order, so two batches cannot deadlock on them.
 */
export async function countMoves(db: DbOrTx, tables: LedgerDayTables): Promise<void> {
  // Each card's row first, in key order: a card whose paid value just took a new last day (movePaidExpiry) is counted
  // under that day, or counted first and then moved with its other moves.
  await runSql(
    db,
    sql`select 1 from ${tables.buyers} where card_id in (select card_id from ${tables.ledgerMoves} where not counted) order by card_id for update`,
  );
  await runSql(
    db,
    sql`with fresh as (
       update ${tables.ledgerMoves} m set counted = true, sold_at_location_id = (select c.sold_at_location_id from ${tables.buyers} c where c.card_id = m.card_id)
       where not m.counted
       returning m.card_id, m.business_slug, m.day, m.kind, m.paid_cents, m.bonus_cents, m.test, m.location_id, m.sold_at_location_id
     ), active as (
       update ${tables.buyers} c set last_active_on = greatest(c.last_active_on, a.day)
       from (select card_id, max(day) as day from fresh where kind <> 'expired' group by card_id) a
       where c.card_id = a.card_id
     )
     insert into ${tables.ledgerDays} as d (business_slug, test, day, kind, gift_card_id, gift_card_name, expiration_date, paid_expires_on, location_id, sold_at_location_id, moves, paid_cents, bonus_cents)
     select f.business_slug, f.test, f.day, f.kind, coalesce(b.gift_card_id, ''), coalesce(b.gift_card_name, ''), coalesce(b.expiration_date, '9999-12-31'), coalesce(b.paid_expires_on, '9999-12-31'),
       coalesce(f.location_id, ''), coalesce(f.sold_at_location_id, ''), count(*), sum(f.paid_cents), sum(f.bonus_cents)
     from fresh f left join ${tables.buyers} b on b.card_id = f.card_id
     group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
     on conflict (business_slug, test, day, kind, gift_card_id, gift_card_name, expiration_date, paid_expires_on, location_id, sold_at_location_id) do update
       set moves = d.moves + excluded.moves, paid_cents = d.paid_cents + excluded.paid_cents, bonus_cents = d.bonus_cents + excluded.bonus_cents`,
  );
}

/**
 * A reload gave the card's paid value a later last day (decision 0086): the card takes it, and its moves counted so far
 * leave the day sums of the former date for those of the new one, so the books file all the card's paid value under
 * the day it is spendable through. Null: it never expires. An earlier date (an older event) changes nothing.
 */
export async function movePaidExpiry(tx: DbOrTx, tables: LedgerDayTables, cardId: string, paidExpiresOn: string | null): Promise<void> {
  const later = paidExpiresOn ?? '9999-12-31';
  const [card] = await runSql<{ before: string }>(
    tx,
    sql`with card as (select card_id, coalesce(paid_expires_on, '9999-12-31') as before from ${tables.buyers} where card_id = ${cardId} for update)
     update ${tables.buyers} b set paid_expires_on = ${paidExpiresOn}::date from card
     where b.card_id = card.card_id and card.before < ${later}::date
     returning card.before::text as before`,
  );
  if (!card) return;
  await runSql(
    tx,
    sql`with counted as (
       select m.business_slug, m.test, m.day, m.kind, coalesce(m.location_id, '') as location_id, coalesce(m.sold_at_location_id, '') as sold_at_location_id,
         count(*)::int as moves, sum(m.paid_cents)::bigint as paid_cents, sum(m.bonus_cents)::bigint as bonus_cents
       from ${tables.ledgerMoves} m where m.card_id = ${cardId} and m.counted
       group by 1, 2, 3, 4, 5, 6
     ), left_behind as (
       update ${tables.ledgerDays} d set moves = d.moves - c.moves, paid_cents = d.paid_cents - c.paid_cents, bonus_cents = d.bonus_cents - c.bonus_cents
       from counted c, ${tables.buyers} b
       where b.card_id = ${cardId} and (d.business_slug, d.test, d.day, d.kind, d.gift_card_id, d.gift_card_name, d.expiration_date, d.paid_expires_on, d.location_id, d.sold_at_location_id)
         = (c.business_slug, c.test, c.day, c.kind, coalesce(b.gift_card_id, ''), coalesce(b.gift_card_name, ''), coalesce(b.expiration_date, '9999-12-31'), ${card.before}::date, c.location_id, c.sold_at_location_id)
     )
     insert into ${tables.ledgerDays} as d (business_slug, test, day, kind, gift_card_id, gift_card_name, expiration_date, paid_expires_on, location_id, sold_at_location_id, moves, paid_cents, bonus_cents)
     select c.business_slug, c.test, c.day, c.kind, coalesce(b.gift_card_id, ''), coalesce(b.gift_card_name, ''), coalesce(b.expiration_date, '9999-12-31'), ${later}::date,
       c.location_id, c.sold_at_location_id, c.moves, c.paid_cents, c.bonus_cents
     from counted c, ${tables.buyers} b where b.card_id = ${cardId}
     order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
     on conflict (business_slug, test, day, kind, gift_card_id, gift_card_name, expiration_date, paid_expires_on, location_id, sold_at_location_id) do update
       set moves = d.moves + excluded.moves, paid_cents = d.paid_cents + excluded.paid_cents, bonus_cents = d.bonus_cents + excluded.bonus_cents`,
  );
}
