import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DB, JOBS, RPC, type Db, type DbOrTx, type EventHandlers, type EventSubscriber, type JobQueue, type RpcClient } from '@gv/platform';
import { OrdersRpc } from '@gv/proto';
import {
  ledgerOnlyMovesSince,
  lockCards,
  markAllRegisteredAtSquare,
  numberCards,
  registrationSnapshots,
  registrationStates,
  renumberAtSquare,
  syncsWithSquare,
} from '../db/pos-repository.js';
import { newPosNumber } from '../domain/pos-number.js';
import {
  BATCHES_AT_ONCE,
  CALLS_PER_BATCH,
  queueMirrors,
  REGISTRATIONS_AT_ONCE,
  SQUARE_ATTEMPTS,
  SQUARE_REGISTRATION_BATCH_QUEUE,
  SQUARE_REGISTRATION_QUEUE,
  type MirrorJob,
  type RegistrationJob,
} from './square-jobs.js';
import { squareMoveOf } from './square-moves.js';

type Registered = { job: RegistrationJob; squareGiftCardId: string } | { job: RegistrationJob; error: unknown };

/**
 * A card issued while its business's owner has "Cards work at my Square Point of Sale" on is registered there: in the
 * transaction that handles its gift-card.issued, it gets its number (GAN) and a job; "Register existing cards" numbers
 * the business's cards a batch at a time, with one job per batch. Only the transaction that numbers a card queues it,
 * so each card has one job. The job asks orders to create and activate each card at Square with idempotency keys from
 * the card, so a retry or a crash registers it once. The issue itself never waits for Square.
 */
@Injectable()
export class SquareRegistration implements EventSubscriber, OnApplicationBootstrap {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(RPC) private readonly rpc: RpcClient,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<RegistrationJob>(SQUARE_REGISTRATION_QUEUE, (job) => this.register([job], 1), REGISTRATIONS_AT_ONCE);
    await this.jobs.work<{ cards: RegistrationJob[] }>(SQUARE_REGISTRATION_BATCH_QUEUE, ({ cards }) => this.register(cards, CALLS_PER_BATCH), BATCHES_AT_ONCE);
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
   * Numbers the card and queues its registration with what it holds now, unless it has its number (queued already);
   * with `previousSquareGiftCardId`, under a new number, that earlier card at Square deactivated first.
   */
  async queue(tx: DbOrTx, cardId: string, previousSquareGiftCardId?: string): Promise<void> {
    if (previousSquareGiftCardId) await renumberAtSquare(tx, cardId, newPosNumber());
    else if ((await numberCards(tx, [{ id: cardId, gan: newPosNumber() }])).length === 0) return;
    const [snapshot] = await registrationSnapshots(tx, [cardId]);
    const job: RegistrationJob = { ...snapshot, ...(previousSquareGiftCardId && { previousSquareGiftCardId }) };
    const jobId = previousSquareGiftCardId ? `square-registration.${cardId}.${snapshot.gan}` : `square-registration.${cardId}`;
    await this.jobs.enqueue<RegistrationJob>(SQUARE_REGISTRATION_QUEUE, job, { jobId, attempts: SQUARE_ATTEMPTS, tx });
  }

  /** Numbers those of the cards that have no number and queues them as one job ("Register existing cards"): how many it queued. */
  async queueBatch(tx: DbOrTx, cardIds: string[]): Promise<number> {
    const numbered = await numberCards(tx, cardIds.map((id) => ({ id, gan: newPosNumber() })));
    if (numbered.length === 0) return 0;
    const cards = await registrationSnapshots(tx, numbered);
    // A card is numbered once, so the batch's first card names it once.
    await this.jobs.enqueue(SQUARE_REGISTRATION_BATCH_QUEUE, { cards }, { jobId: `square-registration-batch.${numbered[0]}`, attempts: SQUARE_ATTEMPTS, tx });
    return numbered.length;
  }

  /**
   * Activated at Square with what each card held when queued (`callsAtOnce` cards asked at once); then, the cards
   * locked, registered here, and what the ledger moved on its own meanwhile (a counter redemption, a void…, made here
   * alone while the card was not registered) is mirrored, so the two ledgers agree from the moment changes start being
   * mirrored one by one. A card Square did not register, or not yet numbered as far as this read sees, fails the job
   * once the others are recorded: its retry asks Square for that card only.
   */
  private async register(jobs: RegistrationJob[], callsAtOnce: number): Promise<void> {
    const states = new Map((await registrationStates(this.db, jobs.map((job) => job.cardId))).map((card) => [card.id, card]));
    const pending = jobs.filter((job) => states.get(job.cardId)?.posGan === job.gan && !states.get(job.cardId)?.posSquareId);
    // A queue outside the database (distributed mode) may run the job before the transaction that numbered the card commits.
    const uncommitted = jobs.some((job) => {
      const card = states.get(job.cardId);
      return card && (card.posGan === null || (job.previousSquareGiftCardId !== undefined && card.posSquareId === job.previousSquareGiftCardId));
    });
    const answers = await eachAtMost(callsAtOnce, pending, async (job): Promise<Registered> => {
      try {
        const { squareGiftCardId } = await this.rpc.call(OrdersRpc.registerGiftCard, {
          businessSlug: states.get(job.cardId)!.businessSlug,
          cardId: job.cardId,
          gan: job.gan,
          amountCents: job.balanceCents,
          ...(job.previousSquareGiftCardId && { previousSquareGiftCardId: job.previousSquareGiftCardId }),
        });
        return { job, squareGiftCardId };
      } catch (error) {
        return { job, error };
      }
    });
    const registered = answers.filter((answer) => 'squareGiftCardId' in answer);
    if (registered.length > 0) await this.db.transaction((tx) => this.recordRegistered(tx, registered));
    const failed = answers.find((answer) => 'error' in answer);
    if (failed) throw failed.error;
    if (uncommitted) throw new Error('a card of the job is not numbered yet: its transaction has not committed');
  }

  private async recordRegistered(tx: DbOrTx, registered: { job: RegistrationJob; squareGiftCardId: string }[]): Promise<void> {
    const locked = new Map((await lockCards(tx, registered.map(({ job }) => job.cardId))).map((card) => [card.id, card]));
    const now = registered.filter(({ job }) => locked.get(job.cardId)?.posGan === job.gan && !locked.get(job.cardId)?.posSquareId);
    if (now.length === 0) return;
    await markAllRegisteredAtSquare(tx, now.map(({ job, squareGiftCardId }) => ({ cardId: job.cardId, squareGiftCardId })));
    const moved = await ledgerOnlyMovesSince(tx, now.map(({ job }) => job));
    const mirrors: MirrorJob[] = [];
    for (const { job, squareGiftCardId } of now) {
      const card = { ...locked.get(job.cardId)!, posSquareId: squareGiftCardId };
      // Square holds what was activated, less the terminal's redemptions, which the ledger holds too.
      const atSquare = { ...card, status: 'active' as const, balanceCents: card.balanceCents - (moved.get(card.id) ?? 0) };
      const move = squareMoveOf(atSquare, card);
      if (move && move.type !== 'REGISTER_ANEW') mirrors.push({ cardId: card.id, businessSlug: card.businessSlug, squareGiftCardId, key: `registered:${job.gan}`, ...move });
    }
    await queueMirrors(this.jobs, tx, mirrors);
  }
}

/** `work` on each item, at most `atOnce` at a time; the answers in the items' order. */
async function eachAtMost<T, R>(atOnce: number, items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      answers[at] = await work(items[at]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return answers;
}
