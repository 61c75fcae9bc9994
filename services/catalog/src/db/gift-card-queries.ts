import { count, desc, ilike, or, type SQL } from 'drizzle-orm';
import { plainQuery, qualifiedName, rowColumns, type Db, type DbOrTx } from '@gv/platform';
import { isUuid, likePattern } from '@gv/proto';
import { giftCards, type GiftCardRow } from './schema.js';

const GIFT_CARDS = qualifiedName(giftCards);
const CARD_COLUMNS = rowColumns(giftCards);

/** An active card by id, optionally only within one business (admins never see another's cards). */
export async function findActiveGiftCard(db: DbOrTx, id: unknown, businessSlug?: string): Promise<GiftCardRow | undefined> {
  if (!isUuid(id)) return undefined;
  // Plain SQL (see plainQuery): every checkout asks this for the price.
  const [row] =
    businessSlug === undefined
      ? await plainQuery<GiftCardRow>(db, `select ${CARD_COLUMNS} from ${GIFT_CARDS} where id = $1 and status = 'active'`, [id])
      : await plainQuery<GiftCardRow>(db, `select ${CARD_COLUMNS} from ${GIFT_CARDS} where id = $1 and status = 'active' and business_slug = $2`, [id, businessSlug]);
  return row;
}

/** Active cards by id, for lookups batched per turn (BatchedLookup); the ids must be UUIDs. */
export async function findActiveGiftCards(db: DbOrTx, ids: string[]): Promise<Map<string, GiftCardRow>> {
  const rows = await plainQuery<GiftCardRow>(db, `select ${CARD_COLUMNS} from ${GIFT_CARDS} where id = any($1::uuid[]) and status = 'active'`, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Keyword search over name, description and tag, case-insensitive, wildcards taken literally. */
export function matchesKeyword(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(ilike(giftCards.name, pattern), ilike(giftCards.description, pattern), ilike(giftCards.tag, pattern));
}

/** One page of the cards matching `where`, newest first, and how many match in all. */
export async function giftCardPage(db: Db, where: SQL | undefined, page: number, pageSize: number): Promise<{ rows: GiftCardRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(giftCards)
      .where(where)
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(giftCards).where(where),
  ]);
  return { rows, total };
}
