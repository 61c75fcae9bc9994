import { and, asc, count, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import type { SquareRegisteredCard } from '@gv/proto';
import { issuedCards, ledger, pausedBusinesses, type IssuedCardRow } from './schema.js';

/** Whether the business's owner has its cards registered at its Square Point of Sale now. */
export async function syncsWithSquare(db: DbOrTx, businessSlug: string): Promise<boolean> {
  const [business] = await db
    .select({ on: pausedBusinesses.squareGiftCardSync })
    .from(pausedBusinesses)
    .where(eq(pausedBusinesses.businessSlug, businessSlug));
  return business?.on === true;
}

/** Gives the card its number at the Square Point of Sale unless it has one: the number it keeps for good. */
export async function assignPosNumber(tx: DbOrTx, cardId: string, gan: string): Promise<void> {
  await tx.update(issuedCards).set({ posGan: gan }).where(and(eq(issuedCards.id, cardId), isNull(issuedCards.posGan)));
}

/** A card registered anew at Square takes a new number, and is not registered until it is. */
export async function renumberAtSquare(tx: DbOrTx, cardId: string, gan: string): Promise<void> {
  await tx.update(issuedCards).set({ posGan: gan, posSquareId: null }).where(eq(issuedCards.id, cardId));
}

export async function markRegisteredAtSquare(db: DbOrTx, cardId: string, squareId: string): Promise<void> {
  await db.update(issuedCards).set({ posSquareId: squareId }).where(eq(issuedCards.id, cardId));
}

/** What the card holds and the id of its newest ledger row (0: none), read in one statement, so each is the other's. */
export async function balanceAtLedgerRow(db: DbOrTx, cardId: string): Promise<{ balanceCents: number; ledgerId: number }> {
  const [snapshot] = await db
    .select({ balanceCents: issuedCards.balanceCents, ledgerId: sql<number>`(select coalesce(max(${ledger.id}), 0) from ${ledger} where ${ledger.cardId} = ${cardId})`.mapWith(Number) })
    .from(issuedCards)
    .where(eq(issuedCards.id, cardId));
  return snapshot;
}

/** The value the card's ledger moved on its own after this row: every row but those Square made (terminal redemptions). */
export async function ledgerOnlyMovesSince(db: DbOrTx, cardId: string, afterLedgerId: number): Promise<number> {
  const [moved] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledger.amountCents}), 0)`.mapWith(Number) })
    .from(ledger)
    .where(and(eq(ledger.cardId, cardId), gt(ledger.id, afterLedgerId), isNull(ledger.squareActivityId)));
  return moved.cents;
}

/** The next page of cards registered at a Square Point of Sale, in card id order, for the ledger audit's comparison. */
export function registeredCardsPage(db: DbOrTx, afterCardId: string, limit: number): Promise<SquareRegisteredCard[]> {
  return db
    .select({ cardId: issuedCards.id, businessSlug: issuedCards.businessSlug, squareGiftCardId: sql<string>`${issuedCards.posSquareId}`, balanceCents: issuedCards.balanceCents, status: issuedCards.status })
    .from(issuedCards)
    .where(and(isNotNull(issuedCards.posSquareId), afterCardId ? gt(issuedCards.id, afterCardId) : undefined))
    .orderBy(asc(issuedCards.id))
    .limit(limit);
}

/** The business's card with this number at its Square Point of Sale. */
export async function findCardByPosNumber(db: DbOrTx, businessSlug: string, gan: string): Promise<IssuedCardRow | undefined> {
  const [card] = await db
    .select()
    .from(issuedCards)
    .where(and(eq(issuedCards.posGan, gan), eq(issuedCards.businessSlug, businessSlug)));
  return card;
}

/** A live card of the business with value to spend at its terminal (registered there or not), or one already registered. */
const registrable = (businessSlug: string) =>
  and(
    eq(issuedCards.businessSlug, businessSlug),
    eq(issuedCards.testCard, false),
    eq(issuedCards.status, 'active'),
    or(gt(issuedCards.balanceCents, 0), isNotNull(issuedCards.posSquareId)),
  );

/** The business's registrable cards not yet registered at Square, in id order after `afterId` ('' for the first). */
export async function unregisteredCards(db: DbOrTx, businessSlug: string, afterId: string, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: issuedCards.id })
    .from(issuedCards)
    .where(and(registrable(businessSlug), isNull(issuedCards.posSquareId), afterId ? gt(issuedCards.id, afterId) : undefined))
    .orderBy(asc(issuedCards.id))
    .limit(limit);
}

/** How many of the business's registrable cards there are, how many of them Square has, and how many wait for it (numbered, not registered). */
export async function registrationCounts(db: DbOrTx, businessSlug: string): Promise<{ total: number; registered: number; waiting: number }> {
  const [row] = await db
    .select({
      total: count(),
      registered: count(issuedCards.posSquareId),
      waiting: sql<number>`(count(${issuedCards.posGan}) - count(${issuedCards.posSquareId}))::int`,
    })
    .from(issuedCards)
    .where(registrable(businessSlug));
  return row;
}
