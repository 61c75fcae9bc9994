import { NotFoundError, type Db } from '@gv/platform';
import { isUuid, ORDERS_MESSAGES, type BuyerPage, type BuyersRequest, type GiftCardBuyerPage, type GiftCardBuyersRequest } from '@gv/proto';
import { buyerPage, buyersWhere } from '../db/buyer-repository.js';
import { activityScope, showsTestData } from '../db/business-time-zone-repository.js';
import { buyersOfGiftCard, giftCardOf } from '../db/gift-card-repository.js';
import { businessOf } from '../domain/business-scope.js';

/** The orders page's buyers: all of a business's (customer view), 10 a page. */
export async function buyers(db: Db, request: BuyersRequest): Promise<BuyerPage> {
  const { businessSlug, test } = await activityScope(db, request);
  return buyerPage(db, buyersWhere(businessSlug, test, request.search, undefined, request.soldAt), request.page, test);
}

/** One card's buyers (its View Buyers modal). Another business's card, or no card at all, is not found: an admin learns nothing about other businesses. */
export async function giftCardBuyers(db: Db, request: GiftCardBuyersRequest): Promise<GiftCardBuyerPage> {
  const businessSlug = businessOf(request);
  const id = request.giftCardId;
  if (!isUuid(id)) throw new NotFoundError(ORDERS_MESSAGES.giftCardNotFound, 'GIFT_CARD.NOT_FOUND');
  const card = await giftCardOf(db, businessSlug, id);
  if (!card) throw new NotFoundError(ORDERS_MESSAGES.giftCardNotFound, 'GIFT_CARD.NOT_FOUND');
  const test = await showsTestData(db, { businessSlug, testData: request.testData });
  const [page, totalBuyers] = await Promise.all([
    buyerPage(db, buyersWhere(businessSlug, test, request.search, id, request.soldAt), request.page, test),
    buyersOfGiftCard(db, businessSlug, id, test),
  ]);
  const giftCard = { id: card.id, name: card.name, tag: card.tag, description: card.description, image: card.image, totalBuyers };
  return { ...page, giftCard };
}
