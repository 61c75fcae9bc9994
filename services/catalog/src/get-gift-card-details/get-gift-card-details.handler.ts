import { Inject, Injectable } from '@nestjs/common';
import { DB, NotFoundError, type Db } from '@gv/platform';
import type { GiftCardDetails, GiftCardDetailsRequest } from '@gv/proto';
import { findActiveGiftCard } from '../db/gift-card-repository.js';
import { giftCardMessages } from '../domain/gift-card-rules.js';
import { toGiftCardView } from '../domain/gift-card-view.js';

/** Public: the card page shows any business's active card (an expired one is flagged `expired`); a deleted one is gone. */
@Injectable()
export class GetGiftCardDetailsHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: GiftCardDetailsRequest): Promise<GiftCardDetails> {
    const card = await findActiveGiftCard(this.db, request.id);
    if (!card) throw new NotFoundError(giftCardMessages.notFound, 'GIFT_CARD.NOT_FOUND');
    return { giftCard: toGiftCardView(card) };
  }
}
