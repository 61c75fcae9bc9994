import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import { isUuid, likePattern } from '@gv/proto';
import { giftCards, type GiftCardRow } from './schema.js';

/** An active card by id, optionally only within one business (admins never see another's cards). */
export async function findActiveGiftCard(db: DbOrTx, id: unknown, businessSlug?: string): Promise<GiftCardRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, id), eq(giftCards.status, 'active'), businessSlug === undefined ? undefined : eq(giftCards.businessSlug, businessSlug)));
  return row;
}

/** Keyword search over name, description and tag, case-insensitive, wildcards taken literally. */
export function matchesKeyword(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(ilike(giftCards.name, pattern), ilike(giftCards.description, pattern), ilike(giftCards.tag, pattern));
}
