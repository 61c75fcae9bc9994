import { Controller, Inject } from '@nestjs/common';
import { DB, NotFoundError, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, isUuid, ORDERS_MESSAGES, type BuyerPage, type BuyersRequest, type GiftCardBuyerPage, type GiftCardBuyersRequest } from '@gv/proto';
import { buyerPage, buyersWhere } from '../db/buyer-repository.js';
import { showsTestData } from '../db/business-time-zone-repository.js';
import { buyersOfGiftCard, giftCardOf } from '../db/gift-card-repository.js';
import { businessOf } from '../domain/business-scope.js';

/** The orders page's buyers: all of a business's (customer view) or one card's (its View Buyers modal), 10 a page. */
@Controller()
export class ListBuyersRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(AnalyticsRpc.buyers)
  async list(request: BuyersRequest): Promise<BuyerPage> {
    const businessSlug = businessOf(request);
    const testData = await showsTestData(this.db, { businessSlug, testData: request.testData });
    return buyerPage(this.db, buyersWhere(businessSlug, testData, request.search), request.page, testData);
  }

  /** Another business's card, or no card at all, is not found: an admin learns nothing about other businesses. */
  @RpcHandler(AnalyticsRpc.giftCardBuyers)
  async ofGiftCard(request: GiftCardBuyersRequest): Promise<GiftCardBuyerPage> {
    const businessSlug = businessOf(request);
    const id = request.giftCardId;
    if (!isUuid(id)) throw new NotFoundError(ORDERS_MESSAGES.giftCardNotFound, 'GIFT_CARD.NOT_FOUND');
    const card = await giftCardOf(this.db, businessSlug, id);
    if (!card) throw new NotFoundError(ORDERS_MESSAGES.giftCardNotFound, 'GIFT_CARD.NOT_FOUND');
    const testData = await showsTestData(this.db, { businessSlug, testData: request.testData });
    const [page, totalBuyers] = await Promise.all([
      buyerPage(this.db, buyersWhere(businessSlug, testData, request.search, id), request.page, testData),
      buyersOfGiftCard(this.db, businessSlug, id, testData),
    ]);
    const giftCard = { id: card.id, name: card.name, tag: card.tag, description: card.description, image: card.image, totalBuyers };
    return { ...page, giftCard };
  }
}
