import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { runSql, type Db, type DbOrTx } from '@gv/platform';
import type { GiftCardEventPayload, GiftCardOrderSummary } from '@gv/proto';
import { businessTimeZones, projection, type ProjectionTables } from './schema.js';

const { giftCards, buyers } = projection;
type GiftCards = Pick<ProjectionTables, 'giftCards'>;

/** A catalog card as of `occurredAt`: an older event arriving late changes nothing; one without a VAT treatment is multi-purpose. */
export async function saveGiftCard(tx: DbOrTx, { giftCards }: GiftCards, card: GiftCardEventPayload, occurredAt: string): Promise<void> {
  const fields = {
    name: card.giftCardName,
    tag: card.giftCardTag,
    description: card.description,
    image: card.giftCardImg,
    homeLocationId: card.homeLocationId ?? null,
    voucherType: card.voucherType ?? 'multi-purpose',
    vatRateBp: card.vatRateBp ?? null,
    changedAt: occurredAt,
  };
  await tx
    .insert(giftCards)
    .values({ id: card.id, businessSlug: card.businessSlug, createdAt: occurredAt, ...fields })
    .onConflictDoUpdate({ target: giftCards.id, set: fields, setWhere: sql`${giftCards.changedAt} <= ${occurredAt}` });
}

/** A deleted catalog card keeps its row for its buyers. */
export async function deleteGiftCard(tx: DbOrTx, { giftCards }: GiftCards, card: { id: string; businessSlug: string }, occurredAt: string): Promise<void> {
  await tx
    .update(giftCards)
    .set({ deleted: true, changedAt: occurredAt })
    .where(and(eq(giftCards.id, card.id), eq(giftCards.businessSlug, card.businessSlug)));
}

/** Where a card type's online sales belong ('': the business's first location, or a card type not heard of yet). */
export async function homeLocationOf(tx: DbOrTx, { giftCards }: GiftCards, id: string): Promise<string> {
  // Plain SQL (see runSql): every sale asks.
  const [card] = await runSql<{ home: string | null }>(tx, sql`select home_location_id as home from ${giftCards} where id = ${id}`);
  return card?.home ?? '';
}

/**
 * Where a reload's payment counts: where its card was sold, as the card's refunds and the books count it ('' when its
 * card type named no home); the card type's home when the card is not in the orders view.
 */
export async function reloadLocationOf(tx: DbOrTx, tables: Pick<ProjectionTables, 'giftCards' | 'buyers'>, reload: { cardId: string; giftCardId: string }): Promise<string> {
  const [card] = await runSql<{ soldAt: string | null }>(tx, sql`select sold_at_location_id as "soldAt" from ${tables.buyers} where card_id = ${reload.cardId}`);
  return card ? (card.soldAt ?? '') : homeLocationOf(tx, tables, reload.giftCardId);
}

/** A business's catalog card, or none. */
export async function giftCardOf(db: Db, businessSlug: string, id: string) {
  const [card] = await db.select().from(giftCards).where(and(eq(giftCards.id, id), eq(giftCards.businessSlug, businessSlug)));
  return card;
}

/** How many buyers a business's card has, live or test. */
export async function buyersOfGiftCard(db: Db, businessSlug: string, id: string, testData: boolean): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(buyers)
    .where(and(eq(buyers.giftCardId, id), eq(buyers.businessSlug, businessSlug), eq(buyers.test, testData)));
  return total;
}

/** The business's cards whose name, tag or description matches `pattern` (ILIKE), newest first, each with its live or test buyers. */
export async function giftCardsMatching(db: Db, businessSlug: string, pattern: string, testData: boolean) {
  const totalBuyers = count(buyers.cardId);
  const rows = await db
    .select({ id: giftCards.id, name: giftCards.name, tag: giftCards.tag, description: giftCards.description, image: giftCards.image, totalBuyers })
    .from(giftCards)
    .leftJoin(buyers, and(eq(buyers.giftCardId, sql`${giftCards.id}::text`), eq(buyers.test, testData)))
    .where(and(eq(giftCards.businessSlug, businessSlug), or(ilike(giftCards.name, pattern), ilike(giftCards.tag, pattern), ilike(giftCards.description, pattern))))
    .groupBy(giftCards.id)
    // A deleted card stays while it has buyers: their balances and history are still to be seen.
    .having(sql`not bool_or(${giftCards.deleted}) or ${totalBuyers} > 0`)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id));
  return rows.map((row) => ({ ...row, totalBuyers: Number(row.totalBuyers) }));
}

export type GiftCardOrdersRow = Omit<GiftCardOrderSummary, 'totalBuyers'> & { deleted: boolean; liveBuyers: number; testBuyers: number };

/** The one statement the orders page's snapshot of a business costs: its cards with their live and test buyers, whether it is live. */
export const giftCardOrdersSnapshot = (businessSlug: string): SQL => sql`select z.live,
  (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'tag', c.tag, 'description', c.description, 'image', c.image,
     'deleted', c.deleted, 'liveBuyers', c.live_buyers, 'testBuyers', c.test_buyers) order by c.created_at desc, c.id desc), '[]')
   from (select g.id, g.name, g.tag, g.description, g.image, g.created_at, g.deleted,
           count(b.card_id) filter (where not b.test) as live_buyers, count(b.card_id) filter (where b.test) as test_buyers
         from ${giftCards} g left join ${buyers} b on b.gift_card_id = g.id::text
         where g.business_slug = ${businessSlug} group by g.id) c) as cards,
  pg_current_snapshot()::text as seen
from (select 1) as one left join ${businessTimeZones} z on z.business_slug = ${businessSlug}`;

/** Reads the orders page's snapshot of a business (see giftCardOrdersSnapshot). */
export async function readGiftCardOrders(db: DbOrTx, businessSlug: string) {
  const [row] = await runSql<{ live: boolean | null; cards: GiftCardOrdersRow[]; seen: string }>(db, giftCardOrdersSnapshot(businessSlug));
  return row;
}
