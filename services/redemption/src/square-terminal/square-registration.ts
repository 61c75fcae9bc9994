import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DB, JOBS, RPC, type Db, type DbOrTx, type EventHandlers, type EventSubscriber, type JobQueue, type RpcClient } from '@gv/platform';
import { OrdersRpc } from '@gv/proto';
import { findCard } from '../db/card-repository.js';
import { assignPosNumber, markRegisteredAtSquare, syncsWithSquare } from '../db/pos-repository.js';
import { newPosNumber } from '../domain/pos-number.js';

const SQUARE_REGISTRATION_QUEUE = 'redemption-square-registration';
/** Square down for a while must not lose a card: with the queue's backoff (at most a minute apart), about half an hour of tries. */
const ATTEMPTS = 35;

interface RegistrationJob {
  cardId: string;
}

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
    await this.jobs.work<RegistrationJob>(SQUARE_REGISTRATION_QUEUE, (job) => this.register(job.cardId));
  }

  handlers(): EventHandlers {
    return {
      'gift-card.issued': async ({ payload }, tx) => {
        if (payload.testCard || !(await syncsWithSquare(tx, payload.businessSlug))) return;
        await this.queue(tx, payload.cardId);
      },
    };
  }

  private async queue(tx: DbOrTx, cardId: string): Promise<void> {
    await assignPosNumber(tx, cardId, newPosNumber());
    await this.jobs.enqueue<RegistrationJob>(SQUARE_REGISTRATION_QUEUE, { cardId }, { jobId: `square-registration.${cardId}`, attempts: ATTEMPTS, tx });
  }

  /** Activated at Square with what the card holds when the job runs (a counter redemption may have come first). */
  async register(cardId: string): Promise<void> {
    const card = await findCard(this.db, cardId);
    if (!card.posGan || card.posSquareId) return;
    const { squareGiftCardId } = await this.rpc.call(OrdersRpc.registerGiftCard, {
      businessSlug: card.businessSlug,
      cardId: card.id,
      gan: card.posGan,
      amountCents: card.balanceCents,
    });
    await markRegisteredAtSquare(this.db, card.id, squareGiftCardId);
  }
}
