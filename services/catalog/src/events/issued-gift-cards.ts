import { Injectable } from '@nestjs/common';
import { BatchTotals, plainQuery, qualifiedName, type EventHandlers, type EventSubscriber } from '@gv/platform';
import { isUuid } from '@gv/proto';
import { giftCards } from '../db/schema.js';

const GIFT_CARDS = qualifiedName(giftCards);

/**
 * Counts each card's buyers: one per issued gift card (the consumer's inbox keeps a replayed event from counting twice),
 * added up over the batch of events and written once per card.
 */
@Injectable()
export class IssuedGiftCards implements EventSubscriber {
  private readonly buyers = new BatchTotals<{ buyers: number }>(async (tx, [giftCardId, businessSlug], { buyers }) => {
    // Plain SQL (see plainQuery): every batch of purchases counts here.
    await plainQuery(tx, `update ${GIFT_CARDS} set buyers = buyers + $3 where id = $1 and business_slug = $2`, [giftCardId, businessSlug, buyers]);
  });

  handlers(): EventHandlers {
    return {
      'gift-card.issued': async ({ payload }, _tx, batch) => {
        if (isUuid(payload.giftCardId)) this.buyers.add(batch, [payload.giftCardId, payload.businessSlug], { buyers: 1 });
      },
    };
  }
}
