import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { desc, gte } from 'drizzle-orm';
import { DB, JOBS, LOGGER, RPC, offerEveryPeriod, readOncePerScrape, reportGauge, type Db, type JobQueue, type Logger, type RpcClient } from '@gv/platform';
import { RedemptionRpc, type LedgerAuditResult, type LedgerDiscrepancy } from '@gv/proto';
import { ledgerAuditRows } from '../db/schema.js';
import { auditLedger, type CardFacts } from './ledger-audit.js';
import { SquareCheck } from './square-check.js';
import { SquareGiftCardCheck } from './square-gift-card-check.js';

export const LEDGER_AUDIT_QUEUE = 'orders-ledger-audit';
const DAY_MS = 86_400_000;
/** How often each replica offers the day's audit; the hour's job id and the day's stored run make it one run a day. */
const OFFER_EVERY_MS = 3_600_000;
/** The first run asks Square about the payments of the last two days only (one GetPayment each). */
const FIRST_SQUARE_CHECK_MS = 2 * DAY_MS;
/**
 * Tries of one offer, about a minute of backoff in all: the offer made at start asks redemption for its cards, which
 * a host starting every service at once may take that long to answer.
 */
const ATTEMPTS = 8;

/** Runs the ledger audit once a day (UTC) and keeps each result for the super admin. */
@Injectable()
export class LedgerAuditJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopOffering?: () => void;
  private stopReporting: (() => void)[] = [];

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly square: SquareCheck,
    private readonly giftCards: SquareGiftCardCheck,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<{ periodStart: string }>(LEDGER_AUDIT_QUEUE, async ({ periodStart }) => void (await this.runOnce(periodStart)), 1);
    // Each hour's offer is a job of its own, so a day whose audit failed (a service not up yet) is tried again the next hour.
    // The latest stored run, whichever replica ran it; nothing before the first run.
    const latestRun = readOncePerScrape(async () => {
      const { ranAt, count } = await this.latest();
      return ranAt ? { ranAt, count } : undefined;
    });
    this.stopReporting = [
      reportGauge('giftcard_ledger_audit_discrepancies', async () => {
        const run = await latestRun();
        return run ? [{ labels: {}, value: run.count }] : [];
      }),
      reportGauge('giftcard_ledger_audit_last_run_timestamp_seconds', async () => {
        const run = await latestRun();
        return run ? [{ labels: {}, value: Date.parse(run.ranAt) / 1000 }] : [];
      }),
    ];
    this.stopOffering = offerEveryPeriod(this.jobs, this.logger, {
      queue: LEDGER_AUDIT_QUEUE,
      everyMs: OFFER_EVERY_MS,
      offerAtStart: true,
      attempts: ATTEMPTS,
      what: 'ledger audit',
    });
  }

  onApplicationShutdown(): void {
    this.stopOffering?.();
    for (const stop of this.stopReporting) stop();
  }

  /** The day's audit, unless it has run since the day began. */
  private async runOnce(hourStart: string): Promise<void> {
    const day = new Date(Math.floor(Date.parse(hourStart) / DAY_MS) * DAY_MS);
    const done = await this.db.select({ ranAt: ledgerAuditRows.ranAt }).from(ledgerAuditRows).where(gte(ledgerAuditRows.ranAt, day.toISOString())).limit(1);
    if (done.length === 0) await this.run();
  }

  /** Audits now, Square's word on the payments recorded since the previous run and on every registered card included, and stores the result. */
  async run(): Promise<LedgerAuditResult> {
    const previous = (await this.latest()).ranAt ?? new Date(Date.now() - FIRST_SQUARE_CHECK_MS).toISOString();
    const alsoCheck = async (report: (discrepancy: LedgerDiscrepancy) => void) => {
      await this.square.discrepanciesSince(previous, report);
      await this.giftCards.discrepancies(report);
    };
    const result = await auditLedger(this.db, this.cardFacts(), { alsoCheck });
    await this.db.insert(ledgerAuditRows).values({ ranAt: result.ranAt!, ok: result.ok, discrepancyCount: result.count, discrepancies: result.discrepancies });
    if (result.ok) this.logger.info('ledger audit passed');
    else this.logger.error({ discrepancies: result.count }, 'ledger audit found discrepancies');
    return result;
  }

  async latest(): Promise<LedgerAuditResult> {
    const [row] = await this.db.select().from(ledgerAuditRows).orderBy(desc(ledgerAuditRows.ranAt)).limit(1);
    if (!row) return { ranAt: null, ok: true, discrepancies: [], count: 0 };
    return { ranAt: new Date(row.ranAt).toISOString(), ok: row.ok, discrepancies: row.discrepancies, count: row.discrepancyCount };
  }

  private cardFacts(): CardFacts {
    return {
      cards: async (afterOrderId, limit) => (await this.rpc.call(RedemptionRpc.auditCards, { afterOrderId, limit })).cards,
      awaitingIssue: async (orderIds) => (await this.rpc.call(RedemptionRpc.ordersAwaitingIssue, { orderIds })).orderIds,
    };
  }
}
