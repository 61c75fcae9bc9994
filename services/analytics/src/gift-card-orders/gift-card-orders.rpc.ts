import { Controller, Inject } from '@nestjs/common';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, likePattern, parseKeyword, type GiftCardOrderList, type GiftCardOrdersRequest } from '@gv/proto';
import { projection } from '../db/schema.js';
import { showsTestData } from '../db/business-time-zones.js';
import { businessOf } from '../domain/business-scope.js';
import { ProjectionSnapshots } from '../snapshots/projection-snapshots.js';
import { giftCardOrdersOf } from './gift-card-orders-snapshot.js';

const { giftCards, buyers } = projection;

/**
 * The orders page's gift card view: the business's cards, newest first, each with its number of buyers. The page's
 * summary (no search) comes from the business's snapshot held in memory (decision 0058); a search asks the projection.
 */
@Controller()
export class GiftCardOrdersRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly snapshots: ProjectionSnapshots,
  ) {}

  @RpcHandler(AnalyticsRpc.giftCardOrders)
  async list(request: GiftCardOrdersRequest): Promise<GiftCardOrderList> {
    const keyword = parseKeyword(request?.search);
    const businessSlug = businessOf(request);
    if (!keyword) return giftCardOrdersOf(await this.snapshots.giftCardOrders.of(businessSlug), request.testData);
    const pattern = likePattern(keyword);
    const testData = await showsTestData(this.db, { businessSlug, testData: request.testData });
    const totalBuyers = count(buyers.cardId);
    const rows = await this.db
      .select({ id: giftCards.id, name: giftCards.name, tag: giftCards.tag, description: giftCards.description, image: giftCards.image, totalBuyers })
      .from(giftCards)
      .leftJoin(buyers, and(eq(buyers.giftCardId, sql`${giftCards.id}::text`), eq(buyers.test, testData)))
      .where(and(eq(giftCards.businessSlug, businessSlug), or(ilike(giftCards.name, pattern), ilike(giftCards.tag, pattern), ilike(giftCards.description, pattern))))
      .groupBy(giftCards.id)
      // A deleted card stays while it has buyers: their balances and history are still to be seen.
      .having(sql`not bool_or(${giftCards.deleted}) or ${totalBuyers} > 0`)
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id));
    return { giftCards: rows.map((row) => ({ ...row, totalBuyers: Number(row.totalBuyers) })), testData };
  }
}
