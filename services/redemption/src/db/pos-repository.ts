import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import { issuedCards, pausedBusinesses, type IssuedCardRow } from './schema.js';

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

export async function markRegisteredAtSquare(db: DbOrTx, cardId: string, squareId: string): Promise<void> {
  await db.update(issuedCards).set({ posSquareId: squareId }).where(eq(issuedCards.id, cardId));
}

/** The business's card with this number at its Square Point of Sale. */
export async function findCardByPosNumber(db: DbOrTx, businessSlug: string, gan: string): Promise<IssuedCardRow | undefined> {
  const [card] = await db
    .select()
    .from(issuedCards)
    .where(and(eq(issuedCards.posGan, gan), eq(issuedCards.businessSlug, businessSlug)));
  return card;
}
