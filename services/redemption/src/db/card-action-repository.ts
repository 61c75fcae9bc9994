import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { ActivityRow } from '../domain/card-activity.js';
import { cardActions, ledger, type CardAction, type IssuedCardRow } from './schema.js';

export interface CardActionRecord {
  card: IssuedCardRow;
  action: CardAction;
  ledgerId?: number;
  reason: string;
  actor: string;
  at: string;
}

/** Appends the action to the card's audit trail; answers its id. */
export async function recordCardAction(tx: DbOrTx, record: CardActionRecord): Promise<number> {
  const [{ id }] = await tx
    .insert(cardActions)
    .values({
      cardId: record.card.id,
      businessSlug: record.card.businessSlug,
      action: record.action,
      ledgerId: record.ledgerId ?? null,
      reason: record.reason,
      actor: record.actor,
      createdAt: record.at,
    })
    .returning({ id: cardActions.id });
  return id;
}

const at = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The card's ledger rows, each with the action that wrote it if any, and its actions that moved no money. */
export function activityRowsOf(db: DbOrTx, cardId: string): Promise<ActivityRow[]> {
  return runSql<ActivityRow>(
    db,
    sql`select ${at('l.created_at')} as "at", l.id as "ledgerId", l.kind, l.amount_cents as "amountCents", l.balance_after_cents as "balanceAfterCents",
            a.action, a.reason, coalesce(a.actor, l.actor) as actor
     from ${ledger} l left join ${cardActions} a on a.ledger_id = l.id where l.card_id = ${cardId}
     union all
     select ${at('a.created_at')}, null, null, null, null, a.action, a.reason, a.actor
     from ${cardActions} a where a.card_id = ${cardId} and a.ledger_id is null`,
  );
}
