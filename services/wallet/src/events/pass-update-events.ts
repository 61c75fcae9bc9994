import { Injectable } from '@nestjs/common';
import type { Batch, EventHandlers, EventSubscriber, Tx } from '@gv/platform';
import { DEFAULT_CURRENCY, type CardLedgerMove, type EventEnvelope } from '@gv/proto';
import { recordCardLocale } from '../db/card-locale-repository.js';
import { recordPassChange, type PassChange, type Unusable } from '../db/pass-change-repository.js';
import { PassUpdater } from '../update-passes/pass-updater.js';

type Envelope<P> = Pick<EventEnvelope, 'occurredAt'> & { payload: P };

const ledgerMove = ({ payload, occurredAt }: Envelope<CardLedgerMove>): PassChange => ({
  cardId: payload.cardId,
  balance: { cents: payload.balanceAfterCents, at: occurredAt, currency: payload.currency ?? DEFAULT_CURRENCY },
});
const statusChange = ({ payload }: Envelope<{ cardId: string }>, unusable: Unusable): PassChange => ({ cardId: payload.cardId, unusable });

/**
 * Every move of a card's ledger, and every change of whether (or under which code) it can be spent, changes what its
 * passes show: the change is recorded (the device's list of changed passes, Last-Modified, Google's balance and state)
 * with its passes' update due, in the handler's transaction; once it commits, the updater is woken.
 */
@Injectable()
export class PassUpdateEvents implements EventSubscriber {
  constructor(private readonly updater: PassUpdater) {}

  handlers(): EventHandlers {
    return {
      // The card's language, kept for its holder page and its passes (nothing to update yet: no pass exists).
      'gift-card.issued': (event, tx) => recordCardLocale(tx, event.payload.cardId, event.payload.locale),
      'gift-card.redeemed': (event, tx, batch) => this.changed(tx, batch, ledgerMove(event)),
      'gift-card.adjusted': (event, tx, batch) => this.changed(tx, batch, ledgerMove(event)),
      'gift-card.cashed-out': (event, tx, batch) => this.changed(tx, batch, ledgerMove(event)),
      'gift-card.loaded': (event, tx, batch) => this.changed(tx, batch, ledgerMove(event)),
      // Bonus value past its date that leaves nothing: the card expired.
      'gift-card.bonus-expired': (event, tx, batch) =>
        this.changed(tx, batch, { ...ledgerMove(event), ...(event.payload.balanceAfterCents === 0 && { unusable: 'expired' as const }) }),
      // Events recorded before they carried the balance change the pass, not the balance Google shows. A refund of all
      // its paid value leaves the card refunded.
      'gift-card.refunded': (event, tx, batch) => {
        const { cardId, balanceAfterCents, currency = DEFAULT_CURRENCY } = event.payload;
        if (balanceAfterCents === undefined) return this.changed(tx, batch, { cardId });
        return this.changed(tx, batch, {
          cardId,
          balance: { cents: balanceAfterCents, at: event.occurredAt, currency },
          ...(balanceAfterCents === 0 && { unusable: 'refunded' as const }),
        });
      },
      // The refund's value is back on the card; the pass asks the ledger for the balance.
      'refund.failed': (event, tx, batch) => this.changed(tx, batch, statusChange(event, null)),
      'gift-card.voided': (event, tx, batch) => this.changed(tx, batch, statusChange(event, 'void')),
      'gift-card.reactivated': (event, tx, batch) => this.changed(tx, batch, statusChange(event, null)),
      'gift-card.disputed': (event, tx, batch) => this.changed(tx, batch, statusChange(event, event.payload.onHold ? 'on_hold' : null)),
      // A gift given a new recipient: a pass of the old code now says the card moved.
      'gift-card.code-replaced': (event, tx, batch) => this.changed(tx, batch, statusChange(event, 'replaced')),
    };
  }

  private async changed(tx: Tx, batch: Batch, change: PassChange): Promise<void> {
    await recordPassChange(tx, change);
    batch.afterCommit(() => this.updater.wake());
  }
}
