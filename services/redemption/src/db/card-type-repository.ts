import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import type { RedemptionWindow } from '@gv/proto';
import { cardTypeWindows } from './schema.js';

/** What the counter and the issue keep of a card type: when and where it may be spent, and where it is sold. */
export interface CardTypeRules {
  redemptionWindow: RedemptionWindow | null;
  locationIds: string[];
  homeLocationId: string | null;
}

/** Keeps the card type's rules as catalog's event gave them, unless a later event already set them. */
export async function saveCardTypeRules(
  tx: DbOrTx,
  giftCardId: string,
  row: CardTypeRules & { businessSlug: string; changedAt: string },
): Promise<void> {
  await tx
    .insert(cardTypeWindows)
    .values({ giftCardId, ...row })
    .onConflictDoUpdate({ target: cardTypeWindows.giftCardId, set: row, setWhere: sql`${cardTypeWindows.changedAt} <= ${row.changedAt}` });
}

/** The card type's rules; one catalog never told of has no window, every location and no home. */
export async function cardTypeRules(db: DbOrTx, giftCardId: string): Promise<CardTypeRules> {
  const [type] = await db
    .select({
      redemptionWindow: cardTypeWindows.redemptionWindow,
      locationIds: cardTypeWindows.locationIds,
      homeLocationId: cardTypeWindows.homeLocationId,
    })
    .from(cardTypeWindows)
    .where(eq(cardTypeWindows.giftCardId, giftCardId));
  return type ?? { redemptionWindow: null, locationIds: [], homeLocationId: null };
}

/** The home locations of those of the card types that name one, by card type. */
export async function cardTypeHomes(db: DbOrTx, giftCardIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ giftCardId: cardTypeWindows.giftCardId, homeLocationId: cardTypeWindows.homeLocationId })
    .from(cardTypeWindows)
    .where(and(inArray(cardTypeWindows.giftCardId, giftCardIds), isNotNull(cardTypeWindows.homeLocationId)));
  return new Map(rows.map((row) => [row.giftCardId, row.homeLocationId!]));
}
