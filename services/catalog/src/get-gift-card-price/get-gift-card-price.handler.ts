import { Inject, Injectable } from '@nestjs/common';
import { DB, NotFoundError, type Db } from '@gv/platform';
import type { GiftCardPrice, GiftCardPriceRequest } from '@gv/proto';
import { findActiveGiftCard } from '../db/gift-card-queries.js';
import { giftCardMessages } from '../domain/gift-card-rules.js';
import { toGiftCardPrice } from '../domain/gift-card-view.js';

/** For another service (orders, at purchase time): what an active card of this business sells for now, read from the database. */
@Injectable()
export class GetGiftCardPriceHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: GiftCardPriceRequest): Promise<GiftCardPrice> {
    // Without a business the lookup would match any business's card.
    const card = typeof request.businessSlug === 'string' ? await findActiveGiftCard(this.db, request.id, request.businessSlug) : undefined;
    if (!card) throw new NotFoundError(giftCardMessages.notFound, 'GIFT_CARD.NOT_FOUND');
    return toGiftCardPrice(card);
  }
}
