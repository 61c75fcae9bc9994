import { Injectable } from '@nestjs/common';
import { plainQuery, qualifiedName, type EventHandlers, type EventSubscriber } from '@gv/platform';
import { isUuid } from '@gv/proto';
import { giftCards } from '../db/schema.js';

const GIFT_CARDS = qualifiedName(giftCards);

/** Counts each card's buyers: one per issued gift card (the consumer's inbox keeps a replayed event from counting twice). */
@Injectable()
export class IssuedGiftCards implements EventSubscriber {
  handlers(): EventHandlers {
    return {
      'gift-card.issued': async ({ payload }, tx) => {
        if (!isUuid(payload.giftCardId)) return;
        // Plain SQL (see plainQuery): every purchase counts here.
        await plainQuery(tx, `update ${GIFT_CARDS} set buyers = buyers + 1 where id = $1 and business_slug = $2`, [payload.giftCardId, payload.businessSlug]);
      },
    };
  }
}
