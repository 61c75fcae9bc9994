import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db, type DbOrTx, type EventHandlers, type EventSubscriber } from '@gv/platform';
import { DomainError } from '@gv/platform/errors';
import { redemptionsPausedMessage, TEST_CARD_NO_VALUE } from '@gv/proto';
import { isBusinessLive, pausedBusinessName, saveBusinessState } from '../db/business-repository.js';
import { voidTestCards } from '../db/card-repository.js';
import type { IssuedCard } from '../db/schema.js';
import { amountBeforeOtp, giftCardNotFound } from '../domain/redeem-errors.js';
import { parseRedeemAmount } from '../domain/redeem-rules.js';

/**
 * Whether a business's redemptions are paused (the super admin suspended it and paused them too), and whether it is
 * live, as identity's business.updated says; the counter refuses before sending a code, and at the redemption itself.
 */
@Injectable()
export class PausedRedemptions implements EventSubscriber {
  constructor(@Inject(DB) private readonly db: Db) {}

  handlers(): EventHandlers {
    return {
      'business.updated': async ({ payload, occurredAt }, tx) => {
        const row = { businessName: payload.name, paused: payload.redemptionsPaused === true, live: payload.live === true && payload.liveOnSandbox !== true, timeZone: payload.timeZone ?? 'UTC', squareGiftCardSync: payload.squareGiftCardSync === true, changedAt: occurredAt };
        await saveBusinessState(tx, payload.businessSlug, row);
      },
      // "Delete test data": its test cards can no longer be spent anywhere (analytics drops their figures).
      'business.test-data-deleted': async ({ payload }, tx) => {
        await voidTestCards(tx, payload.businessSlug);
      },
    };
  }

  /** Throws the counter's refusal when the business's redemptions are paused. */
  async refuseIfPaused(businessSlug: string, db: DbOrTx = this.db): Promise<void> {
    const paused = await pausedBusinessName(db, businessSlug);
    if (paused !== undefined) throw new DomainError('BUSINESS.REDEMPTIONS_PAUSED', redemptionsPausedMessage(paused));
  }

  /**
   * Throws when a test card reaches the counter of a business that is live: it was never paid for. In test mode it
   * is redeemed like any card, so the owner can rehearse; so it is while live on Square's sandbox (a staging platform,
   * ALLOW_SANDBOX_LIVE), where every card is a test card.
   */
  async refuseTestCardWhenLive(card: { testCard: boolean; businessSlug: string }, db: DbOrTx = this.db): Promise<void> {
    if (!card.testCard) return;
    if (await isBusinessLive(db, card.businessSlug)) throw new DomainError('REDEMPTION.TEST_CARD', TEST_CARD_NO_VALUE);
  }

  /**
   * The amount the counter asks to spend from this card, before a code or a PIN confirms it, refused in this order:
   * an amount that is not one (in the card's currency), the business's redemptions paused, no such card, a test card
   * at a live business.
   */
  async counterAmount(request: { admin: { businessSlug: string }; redeemAmount?: unknown }, card: IssuedCard | undefined): Promise<{ card: IssuedCard; amountCents: number }> {
    const amountCents = parseRedeemAmount(request.redeemAmount, card?.currency);
    if (amountCents === null) throw amountBeforeOtp();
    await this.refuseIfPaused(request.admin.businessSlug);
    if (!card) throw giftCardNotFound();
    await this.refuseTestCardWhenLive(card);
    return { card, amountCents };
  }
}
