import { and, count, desc, eq, getTableColumns, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { columnsOf, runSql, type Db, type DbOrTx } from '@gv/platform';
import { DEFAULT_CURRENCY, isUuid, likePattern, type VoucherVat } from '@gv/proto';
import { listedBusinesses } from './business-name-repository.js';
import { businessNames, giftCards, type GiftCardRow } from './schema.js';

// runSql: every checkout asks for the price.

/** A card as the catalog answers with it: its row and its business's currency, which its amounts are minor units of. */
export type CatalogCard = GiftCardRow & { currency: string };

/**
 * A card's currency as a column of a query on gift_cards: its business's, USD until the catalog learns it. Columns
 * named in full: the query builder writes a select's columns unqualified, which the subquery would read as its own.
 */
const cardCurrency = sql<string>`coalesce((select b.currency from ${businessNames} b where b.business_slug = ${giftCards}.business_slug), ${DEFAULT_CURRENCY})`;

/** An active card by id, optionally only within one business (admins never see another's cards). */
export async function findActiveGiftCard(db: DbOrTx, id: unknown, businessSlug?: string): Promise<CatalogCard | undefined> {
  if (!isUuid(id)) return undefined;
  const ofBusiness = businessSlug === undefined ? sql`` : sql` and business_slug = ${businessSlug}`;
  const [row] = await runSql<CatalogCard>(db, sql`select ${columnsOf(giftCards)}, ${cardCurrency} as currency from ${giftCards} where id = ${id} and status = 'active'${ofBusiness}`);
  return row;
}

/** Active cards by id, for lookups batched per turn (BatchedLookup); the ids must be UUIDs. */
export async function findActiveGiftCards(db: DbOrTx, ids: string[]): Promise<Map<string, CatalogCard>> {
  const rows = await runSql<CatalogCard>(db, sql`select ${columnsOf(giftCards)}, ${cardCurrency} as currency from ${giftCards} where id = any(${sql.param(ids)}::uuid[]) and status = 'active'`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Keyword search over name, description and tag, case-insensitive, wildcards taken literally. */
function matchesKeyword(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(ilike(giftCards.name, pattern), ilike(giftCards.description, pattern), ilike(giftCards.tag, pattern));
}

export interface CardPage {
  page: number;
  pageSize: number;
}

/** One page of the cards matching `where`, newest first, and how many match in all. */
async function giftCardPage(db: Db, where: SQL | undefined, { page, pageSize }: CardPage): Promise<{ rows: CatalogCard[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...getTableColumns(giftCards), currency: cardCurrency })
      .from(giftCards)
      .where(where)
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(giftCards).where(where),
  ]);
  return { rows, total };
}

/** The business's active cards matching the keyword, expired ones included. */
export function adminGiftCardPage(db: Db, businessSlug: string, keyword: string, page: CardPage) {
  return giftCardPage(db, and(eq(giftCards.businessSlug, businessSlug), eq(giftCards.status, 'active'), matchesKeyword(keyword)), page);
}

/** Active cards unexpired on `today` matching the keyword: of one business, or of every live business not suspended. */
export function publicGiftCardPage(db: Db, filter: { businessSlug: string; keyword: string; today: string }, page: CardPage) {
  const where = and(
    eq(giftCards.status, 'active'),
    gte(giftCards.expirationDate, filter.today),
    filter.businessSlug ? eq(giftCards.businessSlug, filter.businessSlug) : inArray(giftCards.businessSlug, listedBusinesses(db)),
    matchesKeyword(filter.keyword),
  );
  return giftCardPage(db, where, page);
}

/** Every active card unexpired on `today`, most recently changed first. */
export function publicCardPages(db: Db, today: string, limit: number): Promise<Pick<GiftCardRow, 'id' | 'businessSlug' | 'updatedAt'>[]> {
  return db
    .select({ id: giftCards.id, businessSlug: giftCards.businessSlug, updatedAt: giftCards.updatedAt })
    .from(giftCards)
    .where(and(eq(giftCards.status, 'active'), gte(giftCards.expirationDate, today)))
    .orderBy(desc(giftCards.updatedAt), desc(giftCards.id))
    .limit(limit);
}

export async function insertGiftCard(tx: DbOrTx, card: typeof giftCards.$inferInsert): Promise<GiftCardRow> {
  const [row] = await tx.insert(giftCards).values(card).returning();
  return row;
}

const activeOf = (id: string, businessSlug: string) => and(eq(giftCards.id, id), eq(giftCards.businessSlug, businessSlug), eq(giftCards.status, 'active'));

/** An update's outcome: the changed row, or why nothing changed. */
export type GiftCardUpdate = { row: GiftCardRow } | { refused: 'not-found' | 'vat-locked' };

/**
 * The business's active card changed. Refused ('vat-locked') when it has buyers and the change would alter its VAT
 * treatment (decision 0099): decided by the statement itself, so a sale counted since the card was read still locks it.
 */
export async function updateActiveGiftCard(tx: DbOrTx, id: string, businessSlug: string, changes: Partial<typeof giftCards.$inferInsert> & VoucherVat): Promise<GiftCardUpdate> {
  const sameVat = and(eq(giftCards.voucherType, changes.voucherType), sql`${giftCards.vatRateBp} is not distinct from ${changes.vatRateBp}`);
  const [row] = await tx
    .update(giftCards)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(activeOf(id, businessSlug), or(eq(giftCards.buyers, 0), sameVat)))
    .returning();
  if (row) return { row };
  return { refused: (await findActiveGiftCard(tx, id, businessSlug)) ? 'vat-locked' : 'not-found' };
}

/** The business's active card marked deleted (its row stays); undefined when it has no such card. */
export async function deleteActiveGiftCard(tx: DbOrTx, id: string, businessSlug: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await tx
    .update(giftCards)
    .set({ status: 'deleted', deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(activeOf(id, businessSlug))
    .returning({ id: giftCards.id, name: giftCards.name });
  return row;
}

/** Adds buyers to the card's count (runSql: every batch of purchases counts here). */
export async function addBuyers(tx: DbOrTx, giftCardId: string, businessSlug: string, buyers: number): Promise<void> {
  await runSql(tx, sql`update ${giftCards} set buyers = buyers + ${buyers} where id = ${giftCardId} and business_slug = ${businessSlug}`);
}
