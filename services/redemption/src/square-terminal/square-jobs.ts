import type { DbOrTx, JobQueue } from '@gv/platform';
import type { SquareMirror } from '@gv/proto';

export const SQUARE_REGISTRATION_QUEUE = 'redemption-square-registration';
/** Cards issued while the switch is on, registered one job each: as many a process registers at once. */
export const REGISTRATIONS_AT_ONCE = 50;
/** "Register existing cards": a batch of cards per job, numbered and queued in one transaction, marked registered in one. */
export const SQUARE_REGISTRATION_BATCH_QUEUE = 'redemption-square-registration-batch';
/**
 * Batches a process runs at once, and Square calls each keeps going: each card waits on two calls, so at 50 ms a call
 * 4 × 25 cards in flight keep about 500 a second going while the process has the CPU for them.
 */
export const BATCHES_AT_ONCE = 4;
export const CALLS_PER_BATCH = 25;
/** Every ledger change of a registered card, mirrored at Square; one that fails every attempt counts as failed on /superadmin/operations. */
export const SQUARE_MIRROR_QUEUE = 'redemption-square-mirror';
/** Square down for a while must not lose a card or a change: with the queue's backoff (at most a minute apart), about half an hour of tries. */
export const SQUARE_ATTEMPTS = 35;

/**
 * Register the card under `gan`, activated with `balanceCents`: what it held at its ledger row `ledgerId`, read in
 * the transaction that queued the job, so every attempt activates the same value and what the ledger moved on its
 * own after that row is known exactly.
 */
export interface RegistrationJob {
  cardId: string;
  gan: string;
  balanceCents: number;
  ledgerId: number;
  previousSquareGiftCardId?: string;
}

/** One mirrored change: `key` names the ledger row or card action it mirrors, and keys it at Square. */
export interface MirrorJob extends Omit<SquareMirror, 'idempotencyKey'> {
  cardId: string;
  key: string;
}

/** Queued in the transaction of the change, so each job exists exactly when its change does. */
export function queueMirrors(jobs: JobQueue, tx: DbOrTx, mirrors: MirrorJob[]): Promise<void> {
  return jobs.enqueueAll<MirrorJob>(SQUARE_MIRROR_QUEUE, mirrors.map((data) => ({ data, jobId: `square-mirror.${data.key}`, attempts: SQUARE_ATTEMPTS })), tx);
}
