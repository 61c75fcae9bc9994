import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { giftCardCodeFromScan, type IssuedGiftCardStatus, type RedemptionWindow } from '@gv/proto';
import { columnsOf, runSql, type DbOrTx } from '@gv/platform';
import { codeLookupHashes, type CardCodeKeys } from '../redemption-keys.js';
import { cardTypeWindows, issuedCards, retiredCodes, type IssuedCard, type IssuedCardRow } from './schema.js';

// Plain SQL (see runSql): every redemption looks its card up.
export const CARD_COLUMNS = columnsOf(issuedCards);

/**
 * `column` is one of the ring's hashes of a code, a parameter each. With the hashes as one array (`= any($1)`), the
 * planner guesses ten of them for a plan kept across calls, finds it dearer than one made for the call, and plans
 * the statement afresh at every call.
 */
export const codeHashIn = (codeHashes: string[], column: SQL = sql.raw('code_hash')): SQL =>
  codeHashes.length === 0 ? sql`false` : sql`${column} in (${sql.join(codeHashes.map((hash) => sql`${hash}`), sql`, `)})`;

/** The card code in what the counter typed or scanned, or null. */
export const scannedCode = (scanned: unknown): string | null => (typeof scanned === 'string' ? giftCardCodeFromScan(scanned) : null);

/** The business's card with this code (as typed or scanned); another business's card is not found. */
export async function findBusinessCard(db: DbOrTx, keys: CardCodeKeys, businessSlug: string, scanned: unknown): Promise<IssuedCard | undefined> {
  const code = scannedCode(scanned);
  if (!code) return undefined;
  const [card] = await runSql<IssuedCardRow>(
    db,
    sql`select ${CARD_COLUMNS} from ${issuedCards} where ${codeHashIn(codeLookupHashes(keys, code))} and business_slug = ${businessSlug}`,
  );
  return card && { ...card, code };
}

/** The card with one of these code hashes, whichever business's (the holder's own pages). */
export async function findCardByCode(db: DbOrTx, codeHashes: string[]): Promise<IssuedCardRow | undefined> {
  const [card] = await runSql<IssuedCardRow>(db, sql`select ${CARD_COLUMNS} from ${issuedCards} where ${codeHashIn(codeHashes)}`);
  return card;
}

/** As findCardByCode, with the redemption window of the card type it was sold as (null: none), in one statement. */
export async function findCardWithWindowByCode(db: DbOrTx, codeHashes: string[]): Promise<(IssuedCardRow & { redemptionWindow: RedemptionWindow | null }) | undefined> {
  const [card] = await runSql<IssuedCardRow & { redemptionWindow: RedemptionWindow | null }>(
    db,
    sql`select ${CARD_COLUMNS}, (select w.redemption_window from ${cardTypeWindows} w where w.gift_card_id = card.gift_card_id) as "redemptionWindow"
    from ${issuedCards} card where ${codeHashIn(codeHashes, sql.raw('card.code_hash'))}`,
  );
  return card;
}

/**
 * The business's card (any business's when `businessSlug` is left out) that one of these hashes named before it
 * moved to a new code: as that old code shows it, `replaced`.
 */
export async function findMovedCard(db: DbOrTx, codeHashes: string[], businessSlug?: string): Promise<IssuedCardRow | undefined> {
  const slug = businessSlug ?? null;
  const [card] = await runSql<IssuedCardRow>(
    db,
    sql`select ${CARD_COLUMNS} from ${issuedCards} where id = (select card_id from ${retiredCodes} where ${codeHashIn(codeHashes)})
     and (${slug}::text is null or business_slug = ${slug})`,
  );
  return card && { ...card, status: 'replaced' };
}

/** As findBusinessCard, and a code the card moved away from (its status then `replaced`): what the counter scans. */
export async function findBusinessCardOrMoved(db: DbOrTx, keys: CardCodeKeys, businessSlug: string, scanned: unknown): Promise<IssuedCard | undefined> {
  const card = await findBusinessCard(db, keys, businessSlug, scanned);
  const code = scannedCode(scanned);
  if (card || !code) return card;
  const moved = await findMovedCard(db, codeLookupHashes(keys, code), businessSlug);
  return moved && { ...moved, code };
}

export async function findCard(db: DbOrTx, cardId: string): Promise<IssuedCardRow> {
  const [card] = await runSql<IssuedCardRow>(db, sql`select ${CARD_COLUMNS} from ${issuedCards} where id = ${cardId}`);
  return card;
}

/** The card issued for this line of the order. */
export async function findCardOfOrderLine(db: DbOrTx, orderId: string, line: number): Promise<IssuedCardRow | undefined> {
  const [card] = await runSql<IssuedCardRow>(db, sql`select ${CARD_COLUMNS} from ${issuedCards} where order_id = ${orderId} and line = ${line}`);
  return card;
}

/** The business's card with one of these code hashes, locked for the rest of the transaction; another business's is not found. */
export async function lockBusinessCard(tx: DbOrTx, codeHashes: string[], businessSlug: string): Promise<IssuedCardRow | undefined> {
  const [card] = await runSql<IssuedCardRow>(
    tx,
    sql`select ${CARD_COLUMNS} from ${issuedCards} where ${codeHashIn(codeHashes)} and business_slug = ${businessSlug} for update`,
  );
  return card;
}

/** The card with this id, locked for the rest of the transaction. */
export async function lockCard(tx: DbOrTx, cardId: string): Promise<IssuedCardRow | undefined> {
  const [card] = await runSql<IssuedCardRow>(tx, sql`select ${CARD_COLUMNS} from ${issuedCards} where id = ${cardId} for update`);
  return card;
}

/** The card issued for this order, locked for the rest of the transaction. */
export async function lockCardOfOrder(tx: DbOrTx, orderId: string): Promise<IssuedCardRow | undefined> {
  const [card] = await runSql<IssuedCardRow>(tx, sql`select ${CARD_COLUMNS} from ${issuedCards} where order_id = ${orderId} for update`);
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

/** "Delete test data": the business's active test cards become void. */
export async function voidTestCards(tx: DbOrTx, businessSlug: string): Promise<void> {
  await tx
    .update(issuedCards)
    .set({ status: 'void' })
    .where(and(eq(issuedCards.businessSlug, businessSlug), eq(issuedCards.testCard, true), eq(issuedCards.status, 'active')));
}

/** The sealed codes of these cards of the business (another business's are left out), for its admin's views. */
export function sealedCodesOf(db: DbOrTx, businessSlug: string, cardIds: string[]): Promise<{ id: string; codeSealed: string }[]> {
  return db
    .select({ id: issuedCards.id, codeSealed: issuedCards.codeSealed })
    .from(issuedCards)
    .where(and(eq(issuedCards.businessSlug, businessSlug), inArray(issuedCards.id, cardIds)));
}

/** How many cards each of these orders of the business has (an order without cards is left out). */
export function cardCountsOf(db: DbOrTx, businessSlug: string, orderIds: string[]): Promise<{ orderId: string; count: number }[]> {
  return db
    .select({ orderId: issuedCards.orderId, count: count() })
    .from(issuedCards)
    .where(and(eq(issuedCards.businessSlug, businessSlug), inArray(issuedCards.orderId, orderIds)))
    .groupBy(issuedCards.orderId);
}

/** The cards of the business's order, in line order. */
export function cardsOfOrder(db: DbOrTx, businessSlug: string, orderId: string) {
  const { id, line, codeSealed, holderName, recipientEmail, status, balanceCents, pinSealed } = issuedCards;
  return db
    .select({ id, line, codeSealed, holderName, recipientEmail, status, balanceCents, pinSealed })
    .from(issuedCards)
    .where(and(eq(issuedCards.businessSlug, businessSlug), eq(issuedCards.orderId, orderId)))
    .orderBy(asc(issuedCards.line));
}
