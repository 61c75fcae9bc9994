import { and, asc, count, countDistinct, desc, eq, getTableColumns, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { runSql, type Db, type DbOrTx } from '@gv/platform';
import { BUYERS_PAGE_SIZE, likePattern, parseKeyword, parsePage, type BuyerPage, type BuyerProjection, type BuyersRequest, type GiftDeliveryState, type OrderType } from '@gv/proto';
import type { OrderFilters } from '../domain/order-filters.js';
import { projection } from './schema.js';

const { buyers, redemptions, ledgerMoves } = projection;

/** Which of a business's buyers a list shows: the search (and the card whose code it is), the location and the filters. */
export type BuyersAsked = Pick<BuyersRequest, 'search' | 'soldAt' | 'codeCardId'> & { filters?: OrderFilters };

/** The card was topped up since it was bought. */
// Spelled out: in a select list drizzle leaves column names unqualified, and card_id alone would name the move's.
const reloaded = sql<boolean>`exists (select 1 from ${ledgerMoves} move where move.card_id = ${buyers}.card_id and move.kind = 'loaded')`;

/** The start of an order's id in a search that looks like the table's order number ('#' and its first characters, 6 at least). */
const orderNumberIn = (keyword: string): string | null => (/^#?[0-9a-f][0-9a-f-]{5,35}$/i.test(keyword) ? keyword.replace(/^#/, '').toLowerCase() : null);

const OF_TYPE: Record<OrderType, SQL> = {
  self: and(eq(buyers.purchaseType, 'self'), isNull(buyers.company))!,
  gift: and(eq(buyers.purchaseType, 'gift'), isNull(buyers.company))!,
  corporate: isNotNull(buyers.company),
  reload: reloaded,
};

/**
 * Buyers of one business (optionally of one card) whose or whose recipient's name or email or whose company contains
 * the search, whose order number (as the table shows it, '#' or not) starts with it, or whose card's code it is;
 * narrowed by the filters.
 */
export function buyersWhere(businessSlug: string, testData: boolean, asked: BuyersAsked, giftCardId?: string): SQL | undefined {
  const keyword = parseKeyword(asked.search);
  const pattern = likePattern(keyword);
  const { soldAt, filters = {} } = asked;
  const orderNumber = orderNumberIn(keyword);
  return and(
    eq(buyers.businessSlug, businessSlug),
    eq(buyers.test, testData),
    giftCardId === undefined ? undefined : eq(buyers.giftCardId, giftCardId),
    soldAt === undefined ? undefined : or(eq(buyers.soldAtLocationId, soldAt.locationId), soldAt.first ? isNull(buyers.soldAtLocationId) : undefined),
    keyword
      ? or(
          ilike(buyers.buyerName, pattern),
          ilike(buyers.buyerEmail, pattern),
          ilike(buyers.recipientName, pattern),
          ilike(buyers.recipientEmail, pattern),
          ilike(buyers.company, pattern),
          orderNumber === null ? undefined : ilike(buyers.orderId, `${orderNumber}%`),
          asked.codeCardId === undefined ? undefined : eq(buyers.cardId, asked.codeCardId),
        )
      : undefined,
    filters.status === undefined ? undefined : eq(buyers.status, filters.status),
    filters.type === undefined ? undefined : OF_TYPE[filters.type],
    filters.from === undefined ? undefined : gte(buyers.saleDay, filters.from),
    filters.to === undefined ? undefined : lte(buyers.saleDay, filters.to),
  );
}

/** One page of buyers, newest purchase first, each with its status, balance and redemptions. */
export async function buyerPage(db: Db, where: SQL | undefined, pageParam: unknown, testData: boolean): Promise<Omit<BuyerPage, 'currency'>> {
  const page = parsePage(pageParam);
  const [rows, [{ total, customers }]] = await Promise.all([
    db
      .select({ ...getTableColumns(buyers), reloaded })
      .from(buyers)
      .where(where)
      .orderBy(desc(buyers.purchasedAt), desc(buyers.cardId))
      .limit(BUYERS_PAGE_SIZE)
      .offset((page - 1) * BUYERS_PAGE_SIZE),
    db.select({ total: count(), customers: countDistinct(sql`lower(${buyers.buyerEmail})`) }).from(buyers).where(where),
  ]);
  const history =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(redemptions)
          .where(inArray(redemptions.cardId, rows.map((row) => row.cardId)))
          .orderBy(asc(redemptions.redeemedAt), desc(redemptions.balanceAfterCents));
  const totalPages = Math.ceil(total / BUYERS_PAGE_SIZE);
  return {
    buyers: rows.map((row) => toBuyer(row, history.filter((entry) => entry.cardId === row.cardId))),
    total,
    customers,
    page,
    totalPages,
    hasMore: page < totalPages,
    testData,
  };
}

function toBuyer(row: typeof buyers.$inferSelect & { reloaded: boolean }, history: (typeof redemptions.$inferSelect)[]): BuyerProjection {
  // A reversed redemption never happened: it stays in the history, marked, and is not counted as used.
  const usedCents = history.reduce((sum, entry) => (entry.reversed ? sum : sum + entry.amountCents), 0);
  return {
    cardId: row.cardId,
    orderId: row.orderId,
    giftCardId: row.giftCardId,
    giftCardName: row.giftCardName,
    purchaseType: row.purchaseType,
    buyer: { name: row.buyerName, email: row.buyerEmail },
    recipient: row.recipientName !== null && row.recipientEmail !== null ? { name: row.recipientName, email: row.recipientEmail } : null,
    company: row.company,
    reloaded: row.reloaded,
    faceValueCents: row.faceValueCents,
    priceCents: row.priceCents,
    testCard: row.test,
    status: row.status,
    // The card's balance as its events left it: redemptions, adjustments and reversals set it, refunds move it.
    remainingCents: row.balanceCents,
    usedCents,
    purchasedAt: new Date(row.purchasedAt).toISOString(),
    redemptions: history.map((entry) => ({
      ledgerId: entry.ledgerId,
      redeemedCents: entry.amountCents,
      remainingCents: entry.balanceAfterCents,
      redeemedAt: new Date(entry.redeemedAt).toISOString(),
      reversed: entry.reversed,
    })),
    ...(row.deliverAt !== null && row.deliverTimeZone !== null ? { delivery: deliveryOf(row.deliverAt, row.deliverTimeZone, row.deliveredAt) } : {}),
  };
}

/** A scheduled gift's time as the buyer gave it, and when it went out. */
function deliveryOf(scheduledFor: string, scheduledTimeZone: string, deliveredAt: string | null): GiftDeliveryState {
  return { scheduledFor, scheduledTimeZone, ...(deliveredAt !== null ? { sentAt: new Date(deliveredAt).toISOString() } : {}) };
}

/** A sold card's gift card name, its holder (the recipient of a gift, else the buyer) and mode, by its id or its order's. */
export async function cardHolder(tx: DbOrTx, businessSlug: string, card: { cardId: string } | { orderId: string }) {
  const [found] = await runSql<{ cardId: string; giftCardName: string; holderName: string; holderEmail: string; test: boolean }>(
    tx,
    sql`select card_id::text as "cardId", gift_card_name as "giftCardName", coalesce(recipient_name, buyer_name) as "holderName",
       coalesce(recipient_email, buyer_email) as "holderEmail", test
     from ${buyers} where business_slug = ${businessSlug} and ${'cardId' in card ? sql`card_id = ${card.cardId}::uuid` : sql`order_id = ${card.orderId}`} limit 1`,
  );
  return found;
}
