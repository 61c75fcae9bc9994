import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DB, JOBS, RPC, type Db, type DbOrTx, type EventHandlers, type EventSubscriber, type JobQueue, type RpcClient } from '@gv/platform';
import { OrdersRpc } from '@gv/proto';
import { findCard, lockCard } from '../db/card-repository.js';
import { assignPosNumber, balanceAtLedgerRow, ledgerOnlyMovesSince, markRegisteredAtSquare, renumberAtSquare, syncsWithSquare } from '../db/pos-repository.js';
import { newPosNumber } from '../domain/pos-number.js';
import { queueMirror, REGISTRATIONS_AT_ONCE, SQUARE_ATTEMPTS, SQUARE_REGISTRATION_QUEUE, type RegistrationJob } from './square-jobs.js';
import { squareMoveOf } from './square-moves.js';

/**
 * A card issued while its business's owner has "Cards work at my Square Point of Sale" on is registered there: in the
 * transaction that handles its gift-card.issued, it gets its number (GAN) and a job (one per card, by job id); the job
 * asks orders to create and activate it at Square with idempotency keys from the card, so a retry or a crash
 * registers it once. The issue itself never waits for Square.
 */
@Injectable()
export class SquareRegistration implements EventSubscriber, OnApplicationBootstrap {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(RPC) private readonly rpc: RpcClient,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<RegistrationJob>(SQUARE_REGISTRATION_QUEUE, (job) => this.register(job), REGISTRATIONS_AT_ONCE);
  }

  handlers(): EventHandlers {
    return {
      'gift-card.issued': async ({ payload }, tx) => {
        if (payload.testCard || !(await syncsWithSquare(tx, payload.businessSlug))) return;
        await this.queue(tx, payload.cardId);
      },
    };
  }

  /**
   * Numbers the card (unless it has its number) and queues its registration with what it holds now; with
   * `previousSquareGiftCardId`, under a new number, that earlier card at Square deactivated first.
   */
  async queue(tx: DbOrTx, cardId: string, previousSquareGiftCardId?: string): Promise<void> {
    if (previousSquareGiftCardId) await renumberAtSquare(tx, cardId, newPosNumber());
    else await assignPosNumber(tx, cardId, newPosNumber());
    const { posGan } = await findCard(tx, cardId);
    const { balanceCents, ledgerId } = await balanceAtLedgerRow(tx, cardId);
    const job: RegistrationJob = { cardId, gan: posGan!, balanceCents, ledgerId, ...(previousSquareGiftCardId && { previousSquareGiftCardId }) };
    const jobId = previousSquareGiftCardId ? `square-registration.${cardId}.${posGan}` : `square-registration.${cardId}`;
    await this.jobs.enqueue<RegistrationJob>(SQUARE_REGISTRATION_QUEUE, job, { jobId, attempts: SQUARE_ATTEMPTS, tx });
  }

  /**
   * Activated at Square with what the card held when queued; then, the card locked, registered here, and what the
   * ledger moved on its own meanwhile (a counter redemption, a void…, made here alone while the card was not
   * registered) is mirrored, so the two ledgers agree from the moment changes start being mirrored one by one.
   */
  private async register(job: RegistrationJob): Promise<void> {
    const card = await findCard(this.db, job.cardId);
    if (card.posGan !== job.gan || card.posSquareId) return;
    const { squareGiftCardId } = await this.rpc.call(OrdersRpc.registerGiftCard, {
      businessSlug: card.businessSlug,
      cardId: card.id,
      gan: job.gan,
      amountCents: job.balanceCents,
      ...(job.previousSquareGiftCardId && { previousSquareGiftCardId: job.previousSquareGiftCardId }),
    });
    await this.db.transaction(async (tx) => {
      const locked = (await lockCard(tx, card.id))!;
      if (locked.posGan !== job.gan || locked.posSquareId) return;
      await markRegisteredAtSquare(tx, card.id, squareGiftCardId);
      const registered = { ...locked, posSquareId: squareGiftCardId };
      // Square holds what was activated, less the terminal's redemptions, which the ledger holds too.
      const atSquare = { ...registered, status: 'active' as const, balanceCents: locked.balanceCents - (await ledgerOnlyMovesSince(tx, card.id, job.ledgerId)) };
      const move = squareMoveOf(atSquare, registered);
      if (move && move.type !== 'REGISTER_ANEW') {
        await queueMirror(this.jobs, tx, { cardId: card.id, businessSlug: card.businessSlug, squareGiftCardId, key: `registered:${job.gan}`, ...move });
      }
    });
  }
}
