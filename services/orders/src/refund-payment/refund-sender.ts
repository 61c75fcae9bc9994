import { Inject, Injectable } from '@nestjs/common';
import { DB, LOGGER, PollingWorker, now, type Db, type Logger } from '@gv/platform';
import { DomainError } from '@gv/platform/errors';
import { claimDueRefunds, hasDueRefunds } from '../db/refund-repository.js';
import { RefundPaymentHandler, RETRY_AFTER_SECONDS } from './refund-payment.handler.js';

const POLL_MS = 1_000;
const BATCH = 20;
/** A refund Square keeps not answering is sent again after 30 s, 1 min, 2 min… at most every 15 minutes. */
const MAX_WAIT_SECONDS = 15 * 60;

/**
 * Sends the refunds left `requested`: those the `gift-card.refunded` event stored (woken by its handler, found by the
 * poll once the handler's batch committed), and those whose call Square did not answer or whose process died before
 * it did. Each is taken for longer than a call to Square lasts, so one replica sends it at a time; it is sent as
 * stored, so Square answers the refund it made, if any. Retries with growing waits until Square answers: a refund is
 * never given up (the value already left the card).
 */
@Injectable()
export class RefundSender extends PollingWorker {
  constructor(@Inject(DB) private readonly db: Db, @Inject(LOGGER) private readonly logger: Logger, private readonly refunds: RefundPaymentHandler) {
    super(POLL_MS);
  }

  async turn(): Promise<boolean> {
    return (await this.sendDue()) === BATCH;
  }

  /** Sends the requested refunds due by `at` (at most a batch); answers how many it took up. */
  async sendDue(at = now()): Promise<number> {
    const time = at.toISOString();
    // Most polls find nothing: one cheap statement.
    if (!(await hasDueRefunds(this.db, time))) return 0;
    const due = await claimDueRefunds(this.db, time, BATCH, RETRY_AFTER_SECONDS, MAX_WAIT_SECONDS);
    await Promise.all(
      due.map((refund) =>
        this.refunds.resend(refund).catch((error: unknown) => {
          // A refusal is recorded (refund.failed) and no answer logged by the handler; anything else leaves it requested too, for the next attempt.
          if (error instanceof DomainError && (error.code === 'REFUND.REJECTED' || error.code === 'REFUND.UNCONFIRMED')) return;
          this.logger.warn({ err: (error as Error).message, refundId: refund.refundId, attempts: refund.attempts }, 'a refund could not be sent; trying again later');
        }),
      ),
    );
    return due.length;
  }
}
