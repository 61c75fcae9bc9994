import { Injectable } from '@nestjs/common';
import { BatchTotals, type EventHandlers, type EventSubscriber } from '@gv/platform';
import { isUuid } from '@gv/proto';
import { addBuyers } from '../db/gift-card-repository.js';

/**
 * Counts each card's buyers: one per issued gift card (the consumer's inbox keeps a replayed event from counting twice),
 * added up over the batch of events and written once per card.
 */
@Injectable()
export class IssuedGiftCards implements EventSubscriber {
  private readonly buyers = new BatchTotals<{ buyers: number }>((tx, [giftCardId, businessSlug], { buyers }) => addBuyers(tx, giftCardId, businessSlug, buyers));

  handlers(): EventHandlers {
    return {
      'gift-card.issued': async ({ payload }, _tx, batch) => {
        if (isUuid(payload.giftCardId)) this.buyers.add(batch, [payload.giftCardId, payload.businessSlug], { buyers: 1 });
      },
    };
  }
}
