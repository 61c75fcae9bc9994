import { setTimeout } from 'node:timers/promises';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DB, JOBS, type Db, type JobQueue } from '@gv/platform';
import { APPLE_PUSH, type ApplePush } from '../apple/apple-push.js';
import { findPassChange, type PassChangeRow } from '../db/pass-change-repository.js';
import { forgetPushTokens, pushTokensOf } from '../db/registration-repository.js';
import { googleBalance, googleObjectId, googleStateOf } from '../domain/pass-content.js';
import { PASS_UPDATES_QUEUE, type PassUpdateJob } from '../events/pass-update-events.js';
import { GOOGLE_WALLET_OBJECTS, type GoogleWalletObjects } from '../google/google-wallet-objects.js';
import { WALLET_CREDENTIALS, type WalletCredentials } from '../signing/wallet-credentials.js';

/** How long a job waits for the commit of its change, and how often it looks. */
const COMMIT_WAIT_MS = 1000;
const COMMIT_POLL_MS = 50;

/**
 * Brings a changed card's passes up to date: an empty push to every Apple device that registered its pass (Wallet then
 * fetches it), and the state and balance recorded last on its Google Wallet object. The job queue retries with backoff while
 * Apple or Google are unreachable; a retry pushes to Apple again, which only makes Wallet ask for what changed once more.
 */
@Injectable()
export class UpdatePassesWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(DB) private readonly db: Db,
    @Inject(APPLE_PUSH) private readonly push: ApplePush,
    @Inject(GOOGLE_WALLET_OBJECTS) private readonly google: GoogleWalletObjects,
    @Inject(WALLET_CREDENTIALS) private readonly credentials: WalletCredentials,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<PassUpdateJob>(PASS_UPDATES_QUEUE, (job) => this.update(job));
  }

  async update(job: PassUpdateJob): Promise<void> {
    const change = await this.committed(job);
    await this.pushApple(job.cardId);
    if (job.google) await this.patchGoogle(job.cardId, change);
  }

  /** Tokens APNs no longer knows lose their registrations. */
  private async pushApple(cardId: string): Promise<void> {
    const topic = this.credentials.apple.passTypeIdentifier;
    const tokens = await pushTokensOf(this.db, cardId, topic);
    if (tokens.length > 0) await forgetPushTokens(this.db, await this.push.notify(topic, tokens));
  }

  /**
   * The latest state and balance recorded, whichever move's job runs last: void, on hold, refunded, moved or used up is
   * INACTIVE, expired EXPIRED. Google answering that no holder saved the card is fine.
   */
  private async patchGoogle(cardId: string, change: PassChangeRow): Promise<void> {
    const balance = change.balanceCents === null || change.balanceAt === null ? {} : googleBalance(change.balanceCents, change.balanceAt, change.currency);
    const state = googleStateOf(change.unusableAs, change.balanceCents);
    await this.google.patchGiftCard(googleObjectId(this.credentials.google.issuerId, cardId), { ...balance, state });
  }

  /**
   * The card's change as recorded, once the job's own change is committed: a device pushed earlier would list nothing
   * new. The job is queued inside the transaction that records the change (so a crash after the commit cannot lose it)
   * and runs a moment later (AFTER_COMMIT_MS); should the commit still be to come, it waits for it a moment, then fails
   * for the queue to try again later.
   */
  private async committed({ cardId, tag }: PassUpdateJob): Promise<PassChangeRow> {
    for (let waited = 0; ; waited += COMMIT_POLL_MS) {
      const change = await findPassChange(this.db, cardId);
      if (change && change.tag >= tag) return change;
      if (waited >= COMMIT_WAIT_MS) throw new Error(`The change ${tag} of card ${cardId} is not committed yet`);
      await setTimeout(COMMIT_POLL_MS);
    }
  }
}
