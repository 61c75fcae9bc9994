import type { DbOrTx, JobQueue } from '@gv/platform';
import type { SquareMirror } from '@gv/proto';

export const SQUARE_REGISTRATION_QUEUE = 'redemption-square-registration';
/** Registrations a process runs at once: each waits on two Square calls, so 50 keep ~300 a second going at 50 ms a call ("Register existing cards"). */
export const REGISTRATIONS_AT_ONCE = 50;
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

/** Queued in the transaction of the change, so the job exists exactly when the change does. */
export function queueMirror(jobs: JobQueue, tx: DbOrTx, job: MirrorJob): Promise<void> {
  return jobs.enqueue<MirrorJob>(SQUARE_MIRROR_QUEUE, job, { jobId: `square-mirror.${job.key}`, attempts: SQUARE_ATTEMPTS, tx });
}
