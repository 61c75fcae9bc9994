import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import { issuedCards, retiredCodes, type IssuedCardRow } from './schema.js';

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

/** The phone the holder's confirmation codes go to by text. */
export async function setHolderPhone(db: DbOrTx, cardId: string, phone: string): Promise<void> {
  await db.update(issuedCards).set({ holderPhone: phone }).where(eq(issuedCards.id, cardId));
}

/** The holder's PIN as its hash, and its sealed copy when the card keeps one (a printed PIN). */
export async function setHolderPin(db: DbOrTx, cardId: string, pin: { pinHash: string; pinSealed?: string }): Promise<void> {
  await db.update(issuedCards).set(pin).where(eq(issuedCards.id, cardId));
}

/** The active cards of the business held under the address (in lower case); a scheduled gift not yet sent is left out (decision 0061). */
export function activeCardsHeldBy(db: DbOrTx, businessSlug: string, email: string): Promise<IssuedCardRow[]> {
  return db
    .select()
    .from(issuedCards)
    .where(
      and(
        eq(issuedCards.businessSlug, businessSlug),
        eq(sql`lower(${issuedCards.holderEmail})`, email),
        eq(issuedCards.status, 'active'),
        or(isNull(issuedCards.deliverAt), isNotNull(issuedCards.deliveredAt)),
      ),
    );
}
