import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, now, Store, type Logger } from '@gv/platform';
import { todayAnywhereOnEarth, type TerminalRedemption, type TerminalRedemptionRecorded } from '@gv/proto';
import { lockCard } from '../db/card-repository.js';
import { isSquareActivityRecorded } from '../db/ledger-repository.js';
import { terminalCardOf } from '../db/pos-repository.js';
import { spendFromCard } from '../db/redemption-repository.js';
import { redeemedEvent } from '../redeem-gift-card/redeem-gift-card.handler.js';

/**
 * A redemption at the business's Square Point of Sale, which Square already took from the card's balance there: one
 * POS_REDEEM ledger row per Square activity id, at the Square location, split into bonus and paid value as the card's
 * law requires (bonus value first, within its date), with gift-card.redeemed. The card is locked before the activity
 * is looked for, so notifications of one activity arriving at once record it once, and a counter redemption that
 * asked Square first (its row names the activity) is not recorded again; one already committed is seen without the lock.
 */
@Injectable()
export class TerminalRedemptionHandler {
  constructor(private readonly store: Store, @Inject(LOGGER) private readonly logger: Logger) {}

  async execute(request: TerminalRedemption): Promise<TerminalRedemptionRecorded> {
    const found = await terminalCardOf(this.store.db, request.businessSlug, request.gan, request.squareActivityId);
    // The counter's own redemption, committed before Square's notification came: nothing to wait for the card's lock for.
    if (!found || found.recorded) return { recorded: false };
    const idempotencyKey = `square-activity:${request.squareActivityId}`;
    return this.store.transaction(async (tx, record) => {
      const card = (await lockCard(tx, found.cardId))!;
      // Recorded before: by an earlier notification, or by the counter that asked Square first.
      if (await isSquareActivityRecorded(tx, request.squareActivityId)) return { recorded: false };
      const at = now().toISOString();
      const { spent } = await spendFromCard(tx, {
        cardId: card.id,
        amountCents: request.amountCents,
        today: todayAnywhereOnEarth(now()),
        idempotencyKey,
        actor: `square:${request.squareLocationId}`,
        at,
        locationId: request.squareLocationId,
        kind: 'POS_REDEEM',
        squareActivityId: request.squareActivityId,
      });
      if (!spent) {
        // Square took it from a balance this ledger cannot give: the ledger audit's comparison with Square shows the difference.
        this.logger.warn({ cardId: card.id, squareActivityId: request.squareActivityId, amountCents: request.amountCents }, 'terminal redemption beyond what the ledger can give');
        return { recorded: false };
      }
      await record(redeemedEvent(card, spent, { squareActivityId: request.squareActivityId }, at));
      return { recorded: true };
    });
  }
}
