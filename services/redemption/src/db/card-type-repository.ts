import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import type { RedemptionWindow } from '@gv/proto';
import { cardTypeWindows } from './schema.js';

/** Keeps the card type's redemption window as catalog's event gave it, unless a later event already set it. */
export async function saveCardTypeWindow(
  tx: DbOrTx,
  giftCardId: string,
  row: { businessSlug: string; redemptionWindow: RedemptionWindow | null; changedAt: string },
): Promise<void> {
  await tx
    .insert(cardTypeWindows)
    .values({ giftCardId, ...row })
    .onConflictDoUpdate({ target: cardTypeWindows.giftCardId, set: row, setWhere: sql`${cardTypeWindows.changedAt} <= ${row.changedAt}` });
}

/** The card type's redemption window (null when catalog never gave one). */
export async function cardTypeWindow(db: DbOrTx, giftCardId: string): Promise<RedemptionWindow | null> {
  const [type] = await db.select({ window: cardTypeWindows.redemptionWindow }).from(cardTypeWindows).where(eq(cardTypeWindows.giftCardId, giftCardId));
  return type?.window ?? null;
}
