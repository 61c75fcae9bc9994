import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import { DEFAULT_CURRENCY } from '@gv/proto';
import { passChanges } from './schema.js';

export type PassChangeRow = typeof passChanges.$inferSelect;

/** Why a card cannot be spent; null: nothing stops it. */
export type Unusable = PassChangeRow['unusableAs'];

/**
 * What changed a card's passes: a ledger move (with the balance after it and when it was made) or a change of status
 * (`unusable`, left out when the event does not say).
 */
export interface PassChange {
  cardId: string;
  balance?: { cents: number; at: string; currency: string };
  unusable?: Unusable;
}

/**
 * Gives the card's passes a new tag and a new modification time. The time is a whole second after both now and the
 * previous one, so an If-Modified-Since copied from any earlier answer (HTTP dates have whole seconds) is older than it.
 * A balance is kept only when its move is not older than the one recorded; a status, as the latest event says it.
 * Answers the change's tag.
 */
export async function recordPassChange(tx: DbOrTx, { cardId, balance, unusable }: PassChange): Promise<number> {
  const newerBalance = sql`, balance_cents = case when ${passChanges.balanceAt} is null or excluded.balance_at >= ${passChanges.balanceAt}
      then excluded.balance_cents else ${passChanges.balanceCents} end,
    balance_at = greatest(excluded.balance_at, ${passChanges.balanceAt}), currency = excluded.currency`;
  const [row] = await runSql<{ tag: number }>(
    tx,
    sql`insert into ${passChanges} (card_id, tag, modified_at, balance_cents, balance_at, currency, unusable_as)
    values (${cardId}, nextval('wallet.pass_change_tags'), date_trunc('second', now()) + interval '1 second', ${balance?.cents ?? null}::bigint,
      ${balance?.at ?? null}::timestamptz, ${balance?.currency ?? DEFAULT_CURRENCY}, ${unusable ?? null})
    on conflict (card_id) do update set tag = excluded.tag, modified_at = greatest(excluded.modified_at, ${passChanges.modifiedAt} + interval '1 second')
    ${balance ? newerBalance : sql``}${unusable === undefined ? sql`` : sql`, unusable_as = excluded.unusable_as`}
    returning tag::float8 as tag`,
  );
  return row.tag;
}

// Plain SQL (see runSql): every ledger move writes the change and its pass update reads it.
export async function findPassChange(db: DbOrTx, cardId: string): Promise<PassChangeRow | undefined> {
  const [row] = await runSql<PassChangeRow>(
    db,
    sql`select card_id as "cardId", tag::float8 as tag, modified_at as "modifiedAt", balance_cents::float8 as "balanceCents", balance_at as "balanceAt",
      currency, unusable_as as "unusableAs" from ${passChanges} where card_id = ${cardId}`,
  );
  return row;
}
