import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JOBS, LOGGER, RPC, type DbOrTx, type JobQueue, type JobRun, type Logger, type RpcClient } from '@gv/platform';
import { OrdersRpc } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';
import { queueMirrors, SQUARE_ATTEMPTS, SQUARE_MIRROR_QUEUE, type MirrorJob } from './square-jobs.js';
import { squareMoveOf } from './square-moves.js';
import { SquareRegistration } from './square-registration.js';

/** A change of a locked card: the card before and after it, what keys it (its ledger row or card action), whether it went to a new holder. */
export interface CardChange {
  before: IssuedCardRow;
  after: IssuedCardRow;
  key: string;
  newHolder?: boolean;
}

/**
 * Refunds, voids, reactivations, adjustments, bonus expiry, cash-outs and recipient changes of a card registered at
 * the Square Point of Sale are mirrored there (decision 0092): in the change's own transaction a job is queued, keyed
 * by the change, that asks orders for the gift card activity (or registers the card anew). Square down, the job is
 * retried; out of attempts, it stays failed on /superadmin/operations and the error log says the two ledgers differ.
 */
@Injectable()
export class SquareMirrorJobs implements OnApplicationBootstrap {
  constructor(
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly registration: SquareRegistration,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<MirrorJob>(SQUARE_MIRROR_QUEUE, (job, run) => this.mirror(job, run));
  }

  /** Called in the change's transaction, the card locked. */
  async follow(tx: DbOrTx, { before, after, key, newHolder }: CardChange): Promise<void> {
    const move = squareMoveOf(before, after, newHolder);
    if (!move) return;
    if (move.type === 'REGISTER_ANEW') return this.registration.queue(tx, after.id, before.posSquareId!);
    await queueMirrors(this.jobs, tx, [{ cardId: after.id, businessSlug: after.businessSlug, squareGiftCardId: before.posSquareId!, key, ...move }]);
  }

  private async mirror({ cardId, key, ...mirror }: MirrorJob, run: JobRun): Promise<void> {
    try {
      await this.rpc.call(OrdersRpc.mirrorAtSquare, { ...mirror, idempotencyKey: key });
    } catch (error) {
      if (run.attempt >= SQUARE_ATTEMPTS) this.logger.error({ cardId, key, type: mirror.type, err: error }, 'a ledger change could not be mirrored at Square: the card differs there');
      throw error;
    }
  }
}
