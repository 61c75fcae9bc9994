import { Inject, Injectable } from '@nestjs/common';
import { JOBS, type EventHandlers, type EventSubscriber, type JobQueue, type Tx } from '@gv/platform';
import { DEFAULT_CURRENCY, type CardLedgerMove, type EventEnvelope } from '@gv/proto';
import { recordCardLocale } from '../db/card-locale-repository.js';
import { recordPassChange, type PassChange, type Unusable } from '../db/pass-change-repository.js';

/** Pushes to the Apple devices that registered a changed card's pass, and patches its Google Wallet object. */
export const PASS_UPDATES_QUEUE = 'wallet-pass-updates';

export interface PassUpdateJob {
  cardId: string;
  /** The change's tag: a job that runs before the change is committed (a queue outside the database) waits for it. */
  tag: number;
  /** The change moved the balance or the state, which the Google Wallet object shows; false: Apple's passes alone. */
  google?: boolean;
}

/**
 * How long a pass update waits before it runs: a queue outside the database (BullMQ) takes the job at once, while the
 * consumer's transaction that records the change commits a batch of events later.
 */
const AFTER_COMMIT_MS = 250;

type Envelope<P> = Pick<EventEnvelope, 'occurredAt'> & { payload: P };

const ledgerMove = ({ payload, occurredAt }: Envelope<CardLedgerMove>): PassChange => ({
  cardId: payload.cardId,
  balance: { cents: payload.balanceAfterCents, at: occurredAt, currency: payload.currency ?? DEFAULT_CURRENCY },
});
const statusChange = ({ payload }: Envelope<{ cardId: string }>, unusable: Unusable): PassChange => ({ cardId: payload.cardId, unusable });

/**
 * Every move of a card's ledger, and every change of whether (or under which code) it can be spent, changes what its
 * passes show: the change is recorded (the device's list of changed passes, Last-Modified, Google's balance and state) and the
 * passes' update is queued in the same transaction, one job for both wallets (the event id is the job id, so a
 * redelivery queues nothing new).
 */
@Injectable()
export class PassUpdateEvents implements EventSubscriber {
  constructor(@Inject(JOBS) private readonly jobs: JobQueue) {}

  handlers(): EventHandlers {
    return {
      // The card's language, kept for its holder page and its passes (nothing to update yet: no pass exists).
      'gift-card.issued': (event, tx) => recordCardLocale(tx, event.payload.cardId, event.payload.locale),
      'gift-card.redeemed': (event, tx) => this.changed(tx, event.id, ledgerMove(event)),
      'gift-card.adjusted': (event, tx) => this.changed(tx, event.id, ledgerMove(event)),
      'gift-card.cashed-out': (event, tx) => this.changed(tx, event.id, ledgerMove(event)),
      'gift-card.loaded': (event, tx) => this.changed(tx, event.id, ledgerMove(event)),
      // Bonus value past its date that leaves nothing: the card expired.
      'gift-card.bonus-expired': (event, tx) =>
        this.changed(tx, event.id, { ...ledgerMove(event), ...(event.payload.balanceAfterCents === 0 && { unusable: 'expired' as const }) }),
      // Events recorded before they carried the balance change the pass, not the balance Google shows. A refund of all
      // its paid value leaves the card refunded.
      'gift-card.refunded': (event, tx) => {
        const { cardId, balanceAfterCents, currency = DEFAULT_CURRENCY } = event.payload;
        if (balanceAfterCents === undefined) return this.changed(tx, event.id, { cardId });
        return this.changed(tx, event.id, {
          cardId,
          balance: { cents: balanceAfterCents, at: event.occurredAt, currency },
          ...(balanceAfterCents === 0 && { unusable: 'refunded' as const }),
        });
      },
      // The refund's value is back on the card; the pass asks the ledger for the balance.
      'refund.failed': (event, tx) => this.changed(tx, event.id, statusChange(event, null)),
      'gift-card.voided': (event, tx) => this.changed(tx, event.id, statusChange(event, 'void')),
      'gift-card.reactivated': (event, tx) => this.changed(tx, event.id, statusChange(event, null)),
      'gift-card.disputed': (event, tx) => this.changed(tx, event.id, statusChange(event, event.payload.onHold ? 'on_hold' : null)),
      // A gift given a new recipient: a pass of the old code now says the card moved.
      'gift-card.code-replaced': (event, tx) => this.changed(tx, event.id, statusChange(event, 'replaced')),
    };
  }

  private async changed(tx: Tx, eventId: string, change: PassChange): Promise<void> {
    const google = change.balance !== undefined || change.unusable !== undefined;
    const job: PassUpdateJob = { cardId: change.cardId, tag: await recordPassChange(tx, change), google };
    await this.jobs.enqueue(PASS_UPDATES_QUEUE, job, { jobId: eventId, tx, delayMs: AFTER_COMMIT_MS });
  }
}
