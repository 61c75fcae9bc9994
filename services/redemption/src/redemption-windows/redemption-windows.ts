import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db, type DbOrTx, type EventHandlers, type EventSubscriber } from '@gv/platform';
import { DomainError } from '@gv/platform/errors';
import { usableAtLocation, windowRefusal, wrongLocationMessage, type EventEnvelope, type LocationRef, type RedemptionWindow } from '@gv/proto';
import { cardTypeRulesAndTimeZone, saveCardTypeRules } from '../db/card-type-repository.js';

/** A card type's redemption window and the business's time zone it is kept in. */
export interface CardWindow {
  window: RedemptionWindow | null;
  timeZone: string;
}

/** When and where the counter is. */
export interface CounterMoment {
  at: Date;
  /** Absent: the caller names no location (not the gateway's counter). */
  location?: LocationRef;
}

/**
 * When and where each card type may be redeemed, as catalog's gift-card events last said: its window in its business's
 * time zone as identity's business.updated last said (PausedRedemptions keeps it), and the locations it is limited to.
 * The counter refuses outside them before sending a code, at the code's check and at the redemption itself
 * (decisions 0062 and 0078).
 */
@Injectable()
export class RedemptionWindows implements EventSubscriber {
  constructor(@Inject(DB) private readonly db: Db) {}

  handlers(): EventHandlers {
    const save = async ({ payload, occurredAt }: EventEnvelope<'gift-card.created' | 'gift-card.updated'>, tx: DbOrTx) => {
      await saveCardTypeRules(tx, payload.id, {
        businessSlug: payload.businessSlug,
        redemptionWindow: payload.redemptionWindow ?? null,
        locationIds: payload.locationIds ?? [],
        homeLocationId: payload.homeLocationId ?? null,
        changedAt: occurredAt,
      });
    };
    return { 'gift-card.created': save, 'gift-card.updated': save };
  }

  /** The window of the card type a card was sold as (none when catalog never gave one), in its business's time zone. */
  async windowOf(card: { giftCardId: string; businessSlug: string }, db: DbOrTx = this.db): Promise<CardWindow> {
    const { redemptionWindow, timeZone } = await cardTypeRulesAndTimeZone(db, card.giftCardId, card.businessSlug);
    return { window: redemptionWindow, timeZone };
  }

  /** Throws the counter's refusal when the card cannot be redeemed then, or there. */
  async refuseOutside(card: { giftCardId: string; businessSlug: string }, { at, location }: CounterMoment, db: DbOrTx = this.db): Promise<void> {
    const { redemptionWindow, locationIds, timeZone } = await cardTypeRulesAndTimeZone(db, card.giftCardId, card.businessSlug);
    if (location && !usableAtLocation(locationIds, location.id)) throw new DomainError('REDEMPTION.WRONG_LOCATION', wrongLocationMessage(location.name));
    const refusal = windowRefusal(redemptionWindow, at, timeZone);
    if (refusal) throw new DomainError('REDEMPTION.OUTSIDE_WINDOW', refusal);
  }
}
