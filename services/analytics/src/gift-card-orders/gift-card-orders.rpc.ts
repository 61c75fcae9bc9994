import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, likePattern, parseKeyword, type GiftCardOrderList, type GiftCardOrdersRequest } from '@gv/proto';
import { showsTestData } from '../db/business-time-zone-repository.js';
import { giftCardsMatching } from '../db/gift-card-repository.js';
import { businessOf } from '../domain/business-scope.js';
import { ProjectionSnapshots } from '../snapshots/projection-snapshots.js';
import { giftCardOrdersOf } from './gift-card-orders-snapshot.js';

/**
 * The orders page's gift card view: the business's cards, newest first, each with its number of buyers. The page's
 * summary (no search) comes from the business's snapshot held in memory (decision 0058); a search asks the projection.
 */
@Controller()
export class GiftCardOrdersRpc {
  constructor(@Inject(DB) private readonly db: Db, private readonly snapshots: ProjectionSnapshots) {}

  @RpcHandler(AnalyticsRpc.giftCardOrders)
  async list(request: GiftCardOrdersRequest): Promise<GiftCardOrderList> {
    const keyword = parseKeyword(request?.search);
    const businessSlug = businessOf(request);
    if (!keyword) return giftCardOrdersOf(await this.snapshots.giftCardOrders.of(businessSlug), request.testData);
    const testData = await showsTestData(this.db, businessSlug, request);
    return { giftCards: await giftCardsMatching(this.db, businessSlug, likePattern(keyword), testData), testData };
  }
}
