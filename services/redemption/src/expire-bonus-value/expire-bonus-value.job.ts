import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JOBS, LOGGER, newEvent, now, offerEveryPeriod, Store, type JobQueue, type Logger } from '@gv/platform';
import { todayAnywhereOnEarth } from '@gv/proto';
import { expireBonusValue } from '../db/ledger-repository.js';
import { ledgerRowMove } from '../domain/adjusted-event.js';
import { SquareMirrorJobs } from '../square-terminal/square-mirror.js';

export const EXPIRE_BONUS_QUEUE = 'redemption-expire-bonus';
const EVERY_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Bonus value follows the card's own date (gift-card-law.ts); paid value stays, as the law the card was sold under
 * keeps it. Once an hour (one replica runs each hour's job), every card whose date has ended everywhere on Earth and
 * that still holds bonus value gets one EXPIRE ledger row taking the bonus value off, with gift-card.bonus-expired.
 * Voided cards expire too; cards on hold for a dispute wait for its outcome, refunded and moved ones hold none.
 */
@Injectable()
export class ExpireBonusValueJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopOffering?: () => void;

  constructor(
    private readonly store: Store,
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly square: SquareMirrorJobs,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work(EXPIRE_BONUS_QUEUE, async () => void (await this.expireDue()), 1);
    this.stopOffering = offerEveryPeriod(this.jobs, this.logger, { queue: EXPIRE_BONUS_QUEUE, everyMs: EVERY_MS, offerAtStart: true, attempts: 3, what: 'bonus value expiry' });
  }

  onApplicationShutdown(): void {
    this.stopOffering?.();
  }

  /** Expires the bonus value of every card past its date at `at`, a batch per transaction; answers how many cards. */
  async expireDue(at: Date = now()): Promise<number> {
    let expired = 0;
    for (;;) {
      const batch = await this.store.db.transaction(async (tx) => {
        const rows = await expireBonusValue(tx, { today: todayAnywhereOnEarth(at), limit: BATCH, at: at.toISOString() });
        await this.store.outbox.add(tx, rows.map(({ card, entry }) => newEvent('gift-card.bonus-expired', ledgerRowMove(card, entry, at.toISOString()))));
        for (const { card, entry } of rows) await this.square.follow(tx, { before: { ...card, balanceCents: card.balanceCents - entry.amountCents }, after: card, key: `ledger:${entry.id}` });
        return rows.length;
      });
      expired += batch;
      if (batch < BATCH) break;
    }
    if (expired > 0) {
      this.store.outbox.flushSoon();
      this.logger.info({ cards: expired }, 'bonus value past its date expired');
    }
    return expired;
  }
}
