import { Inject, Injectable } from '@nestjs/common';
import { DB, LOGGER, PollingWorker, type Db, type Logger, type ServiceQueues } from '@gv/platform';
import type { QueueCounts } from '@gv/proto';
import { APPLE_PUSH, type ApplePush } from '../apple/apple-push.js';
import { countDueUpdates, recordUpdateFailed, recordUpdatesMade, takeDueUpdates, type DuePassUpdate } from '../db/pass-change-repository.js';
import { forgetPushTokens, pushTokensOf } from '../db/registration-repository.js';
import { googleBalance, googleObjectId, googleStateOf } from '../domain/pass-content.js';
import { updateRetryDelayMs } from '../domain/pass-updates.js';
import { GOOGLE_WALLET_OBJECTS, type GoogleWalletObjects } from '../google/google-wallet-objects.js';
import { WALLET_CREDENTIALS, type WalletCredentials } from '../signing/wallet-credentials.js';

/** How often an idle updater looks for updates to try again, or left by an updater that died. */
const POLL_MS = 1000;
/** Cards taken at once at most. */
const BATCH = 50;
/** Longer than Apple and Google can take to answer: only a dead updater's cards wait for its lease to end. */
const LEASE_MS = 60_000;
/** The name the updates are counted under, as the wallet's job queues would be. */
const PASS_UPDATES = 'wallet-pass-updates';

/**
 * Brings changed cards' passes up to date (decision 0106): an empty push to every Apple device that registered a pass
 * (Wallet then fetches it), and the balance and state recorded last on its Google Wallet object. Each change makes its
 * card's update due in the transaction that records it, so a crash cannot lose one; a turn takes the due cards (each
 * by one updater at a time, whichever replica), so several changes of a card close together make one update, and the
 * changes that come while it is made make the next. Failures are tried again with growing waits, Google's part kept.
 */
@Injectable()
export class PassUpdater extends PollingWorker implements ServiceQueues {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APPLE_PUSH) private readonly push: ApplePush,
    @Inject(GOOGLE_WALLET_OBJECTS) private readonly google: GoogleWalletObjects,
    @Inject(WALLET_CREDENTIALS) private readonly credentials: WalletCredentials,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super(POLL_MS);
  }

  /** Updates the due cards it takes; answers whether there may be more right away. */
  async turn(): Promise<boolean> {
    const due = await takeDueUpdates(this.db, BATCH, LEASE_MS);
    if (due.length === 0) return false;
    const topic = this.credentials.apple.passTypeIdentifier;
    const tokens = await pushTokensOf(this.db, due.map((card) => card.cardId), topic);
    const outcomes = await Promise.allSettled(due.map((card) => this.update(card, topic, tokens.get(card.cardId) ?? [])));
    const gone = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
    await forgetPushTokens(this.db, gone);
    await recordUpdatesMade(this.db, due.filter((_, i) => outcomes[i].status === 'fulfilled'));
    for (const [i, outcome] of outcomes.entries()) if (outcome.status === 'rejected') await this.failed(due[i], outcome.reason);
    return due.length === BATCH;
  }

  /** Answers the push tokens APNs no longer knows, whose registrations go. */
  private async update(card: DuePassUpdate, topic: string, pushTokens: string[]): Promise<string[]> {
    const gone = pushTokens.length > 0 ? await this.push.notify(topic, pushTokens) : [];
    if (card.googleDue) await this.patchGoogle(card);
    return gone;
  }

  /**
   * The latest state and balance recorded: void, on hold, refunded, moved or used up is INACTIVE, expired EXPIRED.
   * Google answering that no holder saved the card is fine.
   */
  private async patchGoogle(card: DuePassUpdate): Promise<void> {
    const balance = card.balanceCents === null || card.balanceAt === null ? {} : googleBalance(card.balanceCents, card.balanceAt, card.currency);
    const state = googleStateOf(card.unusableAs, card.balanceCents);
    await this.google.patchGiftCard(googleObjectId(this.credentials.google.issuerId, card.cardId), { ...balance, state });
  }

  /** The cards still to be told, on the operations page and in giftcard_jobs beside the job queues. */
  async counts(): Promise<QueueCounts[]> {
    return [{ queue: PASS_UPDATES, ...(await countDueUpdates(this.db)) }];
  }

  private async failed(card: DuePassUpdate, error: unknown): Promise<void> {
    const retryInMs = updateRetryDelayMs(card.updateAttempts);
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn({ cardId: card.cardId, attempts: card.updateAttempts, retryInMs, err: reason }, "a card's passes were not updated; tried again later");
    await recordUpdateFailed(this.db, card.cardId, reason, retryInMs);
  }
}
