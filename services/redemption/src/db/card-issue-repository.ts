import { sql } from 'drizzle-orm';
import { BatchedWrite, insertValues, runSql, type DbOrTx, type Outbox } from '@gv/platform';
import type { EventEnvelope } from '@gv/proto';
import type { Buckets } from '../domain/issue-rules.js';
import { LEDGER_INSERT } from './ledger-repository.js';
import { issuedCards, ledger, type IssuedCardRow } from './schema.js';

/** A card to issue, with its opening balance and its gift-card.issued. */
export interface CardIssue {
  card: IssuedCardRow;
  opening: Buckets;
  event: EventEnvelope<'gift-card.issued'>;
}

/**
 * The cards, their ACTIVATE ledger rows and their gift-card.issued in one statement (atomic by itself: no
 * transaction round trips on every purchase). An order that already has its card gets nothing new, and neither
 * does the rest; so does the second issue of one order in the same statement. Answers which issues were written.
 * Call the outbox's flushSoon() after it.
 */
export async function insertCardIssues(db: DbOrTx, outbox: Outbox, issues: CardIssue[]): Promise<boolean[]> {
  const activations = issues.map(({ card, opening }) => {
    // The first card's key is the order's alone, as it was before orders had several cards.
    const key = card.line === 0 ? `activate:${card.orderId}` : `activate:${card.orderId}:${card.line}`;
    return sql`(${card.id}::uuid, ${opening.balanceCents}::integer, ${opening.paidCents}::integer, ${opening.bonusCents}::integer, ${key}::text, ${`payment:${card.paymentId}`}::text)`;
  });
  const events = outbox.recordedByKey(
    issues.map(({ card, event }) => ({ key: card.id, event })),
    { cte: 'card', column: 'id' },
  );
  const written = await runSql<{ id: string }>(
    db,
    sql`with card as (insert into ${issuedCards} ${insertValues(issuedCards, issues.map(({ card }) => card))} on conflict (order_id, line) do nothing returning id, created_at, test_card),
       activated as (
         insert into ${ledger} ${LEDGER_INSERT}
         select card.id, 'ACTIVATE', a.amount, a.paid, a.bonus, a.amount, a.paid, a.bonus, a.key, a.actor, card.created_at, card.test_card, null
         from card join (values ${sql.join(activations, sql`, `)}) as a(card_id, amount, paid, bonus, key, actor) on a.card_id = card.id),
       ${events}
       select id from card`,
  );
  const ids = new Set(written.map(({ id }) => id));
  return issues.map(({ card }) => ids.has(card.id));
}

/** As insertCardIssues one issue at a time, the issues of one turn (what orders asks for at once) inserted by one statement. */
export function batchedCardIssues(db: DbOrTx, outbox: Outbox): (issue: CardIssue) => Promise<boolean> {
  const inserts = new BatchedWrite<CardIssue, boolean>((issues) => insertCardIssues(db, outbox, issues));
  return (issue) => inserts.run(issue);
}
