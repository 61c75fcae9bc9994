import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db, type DbOrTx, type EventHandlers, type EventSubscriber } from '@gv/platform';
import { DomainError } from '@gv/platform/errors';
import { windowRefusal, type EventEnvelope, type RedemptionWindow } from '@gv/proto';
import { businessTimeZone } from '../db/business-repository.js';
import { cardTypeWindow, saveCardTypeWindow } from '../db/card-type-repository.js';

/** A card type's redemption window and the business's time zone it is kept in. */
export interface CardWindow {
  window: RedemptionWindow | null;
  timeZone: string;
}

/**
 * When each card type may be redeemed, as catalog's gift-card events last said, in its business's time zone as
 * identity's business.updated last said (PausedRedemptions keeps it). The counter refuses outside the window before
 * sending a code, at the code's check and at the redemption itself (decision 0062).
 */
@Injectable()
export class RedemptionWindows implements EventSubscriber {
  constructor(@Inject(DB) private readonly db: Db) {}

  handlers(): EventHandlers {
    const save = async ({ payload, occurredAt }: EventEnvelope<'gift-card.created' | 'gift-card.updated'>, tx: DbOrTx) => {
      await saveCardTypeWindow(tx, payload.id, { businessSlug: payload.businessSlug, redemptionWindow: payload.redemptionWindow ?? null, changedAt: occurredAt });
    };
    return { 'gift-card.created': save, 'gift-card.updated': save };
  }

  /** The window of the card type a card was sold as (none when catalog never gave one), in its business's time zone. */
  async windowOf(card: { giftCardId: string; businessSlug: string }, db: DbOrTx = this.db): Promise<CardWindow> {
    const [window, timeZone] = await Promise.all([cardTypeWindow(db, card.giftCardId), businessTimeZone(db, card.businessSlug)]);
    return { window, timeZone };
  }

  /** Throws the counter's refusal when the card cannot be redeemed at `at`. */
  async refuseOutside(card: { giftCardId: string; businessSlug: string }, at: Date, db: DbOrTx = this.db): Promise<void> {
    const { window, timeZone } = await this.windowOf(card, db);
    const refusal = windowRefusal(window, at, timeZone);
    if (refusal) throw new DomainError('REDEMPTION.OUTSIDE_WINDOW', refusal);
  }
}
