import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { RedemptionWindow } from '@gv/proto';
import { cardTypeWindows, pausedBusinesses } from './schema.js';

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

/**
 * The card type's rules (as cardTypeRules gives them) and its business's time zone (UTC when identity never gave one),
 * in one statement: the counter and the holder's page read both for every card they show or redeem.
 */
export async function cardTypeRulesAndTimeZone(db: DbOrTx, giftCardId: string, businessSlug: string): Promise<CardTypeRules & { timeZone: string }> {
  const [rules] = await runSql<CardTypeRules & { timeZone: string }>(
    db,
    sql`select w.redemption_window as "redemptionWindow", coalesce(w.location_ids, '{}') as "locationIds", w.home_location_id as "homeLocationId",
      coalesce((select b.time_zone from ${pausedBusinesses} b where b.business_slug = ${businessSlug}), 'UTC') as "timeZone"
    from (select 1) as one left join ${cardTypeWindows} w on w.gift_card_id = ${giftCardId}`,
  );
  return rules;
}

/** The home locations of those of the card types that name one, by card type. */
export async function cardTypeHomes(db: DbOrTx, giftCardIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ giftCardId: cardTypeWindows.giftCardId, homeLocationId: cardTypeWindows.homeLocationId })
    .from(cardTypeWindows)
    .where(and(inArray(cardTypeWindows.giftCardId, giftCardIds), isNotNull(cardTypeWindows.homeLocationId)));
  return new Map(rows.map((row) => [row.giftCardId, row.homeLocationId!]));
}
