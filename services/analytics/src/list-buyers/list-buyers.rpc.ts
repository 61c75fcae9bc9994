import { NotFoundError, type Db } from '@gv/platform';
import { isUuid, ORDERS_MESSAGES, type BuyerPage, type BuyersRequest, type GiftCardBuyerPage, type GiftCardBuyersRequest } from '@gv/proto';
import { buyerPage, buyersWhere, type BuyersAsked } from '../db/buyer-repository.js';
import { activityScope, currencyOf, showsTestData } from '../db/business-time-zone-repository.js';
import { buyersOfGiftCard, giftCardOf } from '../db/gift-card-repository.js';
import { businessOf } from '../domain/business-scope.js';
import { parseOrderFilters } from '../domain/order-filters.js';

/** What a list asks for, its filters checked (a 400 before anything is read). */
const askedBy = (request: BuyersRequest): BuyersAsked => ({ ...request, filters: parseOrderFilters(request.filters) });

/** The orders table: all of a business's sold cards, 10 a page, searched and filtered; amounts in minor units of its currency. */
export async function buyers(db: Db, request: BuyersRequest): Promise<BuyerPage> {
  const asked = askedBy(request);
  const { businessSlug, test, currency } = await activityScope(db, request);
  return { ...(await buyerPage(db, buyersWhere(businessSlug, test, asked), request.page, test)), currency };
}

/** One card's buyers (its View Buyers modal). Another business's card, or no card at all, is not found: an admin learns nothing about other businesses. */
export async function giftCardBuyers(db: Db, request: GiftCardBuyersRequest): Promise<GiftCardBuyerPage> {
  const businessSlug = businessOf(request);
  const id = request.giftCardId;
  if (!isUuid(id)) throw new NotFoundError(ORDERS_MESSAGES.giftCardNotFound, 'GIFT_CARD.NOT_FOUND');
  const card = await giftCardOf(db, businessSlug, id);
  if (!card) throw new NotFoundError(ORDERS_MESSAGES.giftCardNotFound, 'GIFT_CARD.NOT_FOUND');
  const asked = askedBy(request);
  const [test, currency] = await Promise.all([showsTestData(db, businessSlug, request), currencyOf(db, businessSlug)]);
  const [page, totalBuyers] = await Promise.all([
    buyerPage(db, buyersWhere(businessSlug, test, asked, id), request.page, test),
    buyersOfGiftCard(db, businessSlug, id, test),
  ]);
  const giftCard = { id: card.id, name: card.name, tag: card.tag, description: card.description, image: card.image, totalBuyers };
  return { ...page, giftCard, currency };
}
