import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { and, asc, eq, lt } from 'drizzle-orm';
import { DB, JOBS, LOGGER, offerEveryPeriod, type Db, type JobQueue, type Logger } from '@gv/platform';
import { orderRows } from '../db/schema.js';
import { PaymentCapture } from '../settle-payment/payment-capture.js';

export const RECONCILE_QUEUE = 'orders-reconcile';
const EVERY_MS = 60_000;
/** A checkout's own calls to Square are over well within this. */
const STALE_AFTER_MS = 60_000;
const BATCH = 100;

/**
 * Settles orders left pending (the answer of Square lost, the process killed after the charge or between the
 * authorization and its completion): once a minute, Square is asked about each one (GET by payment id, else the
 * identical CreatePayment, which answers the payment it made, if any) and the answer settled as the checkout would
 * have, an authorized payment completed or cancelled as decided for it (PaymentCapture). Every replica schedules the minute's
 * sweep under the same job id, so one replica runs it.
 */
@Injectable()
export class ReconcilePaymentsJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopOffering?: () => void;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly capture: PaymentCapture,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<{ periodStart: string }>(RECONCILE_QUEUE, async ({ periodStart }) => void (await this.sweep(new Date(periodStart))), 1);
    this.stopOffering = offerEveryPeriod(this.jobs, this.logger, { queue: RECONCILE_QUEUE, everyMs: EVERY_MS, attempts: 1, what: 'payment reconciliation' });
  }

  onApplicationShutdown(): void {
    this.stopOffering?.();
  }

  /** Asks Square about the orders pending since before `now` − 1 minute; answers how many it settled. */
  async sweep(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
    const stale = await this.db
      .select()
      .from(orderRows)
      .where(and(eq(orderRows.status, 'pending'), lt(orderRows.createdAt, cutoff)))
      .orderBy(asc(orderRows.createdAt))
      .limit(BATCH);
    let settled = 0;
    for (const order of stale) {
      try {
        if ((await this.capture.reconcile(order)).order.status !== 'pending') settled++;
      } catch (error) {
        this.logger.warn({ err: (error as Error).message, orderId: order.id }, 'could not reconcile a pending order; trying again next minute');
      }
    }
    if (stale.length > 0) this.logger.info({ pending: stale.length, settled }, 'reconciled pending orders');
    return settled;
  }
}
