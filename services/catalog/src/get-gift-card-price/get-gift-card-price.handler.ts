import { Inject, Injectable } from '@nestjs/common';
import { BatchedLookup, DB, NotFoundError, type Db } from '@gv/platform';
import { isUuid, type GiftCardPrice, type GiftCardPriceRequest } from '@gv/proto';
import { findActiveGiftCards, type CatalogCard } from '../db/gift-card-repository.js';
import { giftCardMessages } from '../domain/gift-card-rules.js';
import { toGiftCardPrice } from '../domain/gift-card-view.js';

/** For another service (orders, at purchase time): what an active card of this business sells for now, read from the database. */
@Injectable()
export class GetGiftCardPriceHandler {
  /** Every checkout asks this: the checkouts of one turn share a query. */
  private readonly cards: BatchedLookup<CatalogCard>;

  constructor(@Inject(DB) db: Db) {
    this.cards = new BatchedLookup((ids) => findActiveGiftCards(db, ids));
  }

  async execute(request: GiftCardPriceRequest): Promise<GiftCardPrice> {
    // Without a business the lookup would match any business's card.
    const card = typeof request.businessSlug === 'string' && isUuid(request.id) ? await this.cards.get(request.id.toLowerCase()) : undefined;
    if (!card || card.businessSlug !== request.businessSlug) throw new NotFoundError(giftCardMessages.notFound, 'GIFT_CARD.NOT_FOUND');
    return toGiftCardPrice(card);
  }
}
