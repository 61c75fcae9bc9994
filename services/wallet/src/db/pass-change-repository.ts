import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
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
  const [row] = await tx
    .insert(passChanges)
    .values({
      cardId,
      tag: sql`nextval('wallet.pass_change_tags')`,
      modifiedAt: sql`date_trunc('second', now()) + interval '1 second'`,
      balanceCents: balance?.cents ?? null,
      balanceAt: balance ? new Date(balance.at) : null,
      ...(balance && { currency: balance.currency }),
      unusableAs: unusable ?? null,
    })
    .onConflictDoUpdate({
      target: passChanges.cardId,
      set: {
        tag: sql`excluded.tag`,
        modifiedAt: sql`greatest(excluded.modified_at, ${passChanges.modifiedAt} + interval '1 second')`,
        ...(balance && {
          balanceCents: sql`case when ${passChanges.balanceAt} is null or excluded.balance_at >= ${passChanges.balanceAt} then excluded.balance_cents else ${passChanges.balanceCents} end`,
          balanceAt: sql`greatest(excluded.balance_at, ${passChanges.balanceAt})`,
          currency: sql`excluded.currency`,
        }),
        ...(unusable !== undefined && { unusableAs: sql`excluded.unusable_as` }),
      },
    })
    .returning({ tag: passChanges.tag });
  return row.tag;
}

// Plain SQL (see runSql): each pass update reads it.
export async function findPassChange(db: DbOrTx, cardId: string): Promise<PassChangeRow | undefined> {
  const [row] = await runSql<PassChangeRow>(
    db,
    sql`select card_id as "cardId", tag::float8 as tag, modified_at as "modifiedAt", balance_cents::float8 as "balanceCents", balance_at as "balanceAt",
      currency, unusable_as as "unusableAs" from ${passChanges} where card_id = ${cardId}`,
  );
  return row;
}
