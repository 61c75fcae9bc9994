import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { isUuid } from '@gv/proto';
import { giftCards } from '../db/schema.js';

/** Counts each card's buyers: one per issued gift card (the consumer's inbox keeps a replayed event from counting twice). */
@Injectable()
export class IssuedGiftCards implements EventSubscriber {
  handlers(): EventHandlers {
    return {
      'gift-card.issued': async ({ payload }, tx) => {
        if (!isUuid(payload.giftCardId)) return;
        await tx
          .update(giftCards)
          .set({ buyers: sql`${giftCards.buyers} + 1` })
          .where(and(eq(giftCards.id, payload.giftCardId), eq(giftCards.businessSlug, payload.businessSlug)));
      },
    };
  }
}
