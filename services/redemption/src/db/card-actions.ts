import { and, eq, inArray } from 'drizzle-orm';
import type { IssuedGiftCardStatus } from '@gv/proto';
import { plainQuery, rowColumns, type DbOrTx } from '@gv/platform';
import { CARD_COLUMNS } from './card-queries.js';
import { cardActions, issuedCards, ledger, retiredCodes, type CardAction, type IssuedCardRow, type LedgerKind, type LedgerRow } from './schema.js';

/** The business's card with one of these code hashes, locked for the rest of the transaction; another business's is not found. */
export async function lockBusinessCard(tx: DbOrTx, codeHashes: string[], businessSlug: string): Promise<IssuedCardRow | undefined> {
  const [card] = await plainQuery<IssuedCardRow>(
    tx,
    `select ${CARD_COLUMNS} from redemption.issued_cards where code_hash = any($1::text[]) and business_slug = $2 for update`,
    [codeHashes, businessSlug],
  );
  return card;
}

/** The card with this id, locked for the rest of the transaction. */
export async function lockCard(tx: DbOrTx, cardId: string): Promise<IssuedCardRow | undefined> {
  const [card] = await plainQuery<IssuedCardRow>(tx, `select ${CARD_COLUMNS} from redemption.issued_cards where id = $1 for update`, [cardId]);
  return card;
}

/** The card issued for this order, locked for the rest of the transaction. */
export async function lockCardOfOrder(tx: DbOrTx, orderId: string): Promise<IssuedCardRow | undefined> {
  const [card] = await plainQuery<IssuedCardRow>(tx, `select ${CARD_COLUMNS} from redemption.issued_cards where order_id = $1 for update`, [orderId]);
  return card;
}

/** Moves the card from one of `from` to `to`; null when it was in none of them (nothing changed). */
export async function changeStatus(tx: DbOrTx, cardId: string, from: readonly IssuedGiftCardStatus[], to: IssuedGiftCardStatus): Promise<IssuedCardRow | null> {
  const [card] = await tx
    .update(issuedCards)
    .set({ status: to })
    .where(and(eq(issuedCards.id, cardId), inArray(issuedCards.status, [...from])))
    .returning();
  return card ?? null;
}

export interface BalanceMove {
  cardId: string;
  kind: LedgerKind;
  /** Signed: positive adds value to the card. */
  paidCents: number;
  bonusCents: number;
  idempotencyKey: string;
  actor: string;
  at: string;
}

/**
 * Changes the card's buckets by the move and writes its ledger row, in one statement: only when neither bucket would
 * go below zero. Answers the row written, or null (nothing changed).
 */
export async function moveBalance(tx: DbOrTx, move: BalanceMove): Promise<LedgerRow | null> {
  const [row] = await plainQuery<{ entry: LedgerRow | null }>(tx, MOVE, [
    move.cardId,
    move.kind,
    move.paidCents,
    move.bonusCents,
    move.idempotencyKey,
    move.actor,
    move.at,
  ]);
  return row?.entry ?? null;
}

const MOVE = `with moved as (
    update redemption.issued_cards
    set paid_balance_cents = paid_balance_cents + $3::integer,
        bonus_balance_cents = bonus_balance_cents + $4::integer,
        balance_cents = balance_cents + $3::integer + $4::integer
    where id = $1 and paid_balance_cents + $3::integer >= 0 and bonus_balance_cents + $4::integer >= 0
    returning id, balance_cents, paid_balance_cents, bonus_balance_cents, test_card
  ), entry as (
    insert into redemption.ledger
      (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor, created_at, test_card)
    select id, $2, $3::integer + $4::integer, $3::integer, $4::integer, balance_cents, paid_balance_cents, bonus_balance_cents, $5, $6, $7::timestamptz, test_card
    from moved
    returning *
  )
  select (select to_jsonb(e) from (select ${rowColumns(ledger)} from entry e) e) as "entry"`;

/** One of the card's ledger rows by its id. */
export async function findLedgerRow(tx: DbOrTx, cardId: string, ledgerId: number): Promise<LedgerRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledger)
    .where(and(eq(ledger.cardId, cardId), eq(ledger.id, ledgerId)));
  return row;
}

/** The ledger row with this idempotency key (a reversal or a refund already made, say). */
export async function ledgerRowByKey(tx: DbOrTx, idempotencyKey: string): Promise<LedgerRow | undefined> {
  const [row] = await tx.select().from(ledger).where(eq(ledger.idempotencyKey, idempotencyKey));
  return row;
}

export interface CardActionRecord {
  card: IssuedCardRow;
  action: CardAction;
  ledgerId?: number;
  reason: string;
  actor: string;
  at: string;
}

/** Appends the action to the card's audit trail. */
export async function recordCardAction(tx: DbOrTx, record: CardActionRecord): Promise<void> {
  await tx.insert(cardActions).values({
    cardId: record.card.id,
    businessSlug: record.card.businessSlug,
    action: record.action,
    ledgerId: record.ledgerId ?? null,
    reason: record.reason,
    actor: record.actor,
    createdAt: record.at,
  });
}

export interface NewHolder {
  recipientName: string;
  recipientEmail: string;
  codeHash: string;
  codeSealed: string;
}

/**
 * Gives a gift a new recipient under a new code: the old code is retired (it then only says the card moved) and the
 * card answers to the new one. Answers the card after the change.
 */
export async function moveToNewCode(tx: DbOrTx, card: IssuedCardRow, holder: NewHolder): Promise<IssuedCardRow> {
  await tx.insert(retiredCodes).values({ codeHash: card.codeHash, cardId: card.id, codeSealed: card.codeSealed });
  const [moved] = await tx
    .update(issuedCards)
    .set({
      codeHash: holder.codeHash,
      codeSealed: holder.codeSealed,
      holderName: holder.recipientName,
      holderEmail: holder.recipientEmail,
      recipientName: holder.recipientName,
      recipientEmail: holder.recipientEmail,
      // The former holder's phone and PIN confirm nothing for the new one (decision 0073).
      holderPhone: null,
      pinHash: null,
      pinSealed: null,
    })
    .where(eq(issuedCards.id, card.id))
    .returning();
  return moved;
}
