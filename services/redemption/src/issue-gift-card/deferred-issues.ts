import { Inject, Injectable } from '@nestjs/common';
import { BatchRows, DB, LOGGER, PollingWorker, type Batch, type Db, type Logger } from '@gv/platform';
import { anyIssueDue, forgetDeferredIssues, lockDueIssues, ordersWithCards, recordDeferredIssues, type DeferredIssue } from '../db/deferred-issue-repository.js';
import { checkIssueRequest } from '../domain/issue-rules.js';
import { IssueGiftCardHandler } from './issue-gift-card.handler.js';
import { LoadForOrderHandler, reloadOrder } from '../reload-gift-card/load-for-order.handler.js';

/** How long a paid order's card is left to the buyer's browser (PUT purchase) before the payment's event issues it. */
export const ISSUE_GRACE_MS = 3_000;
const POLL_MS = 1_000;
const BATCH = 100;

/**
 * A completed payment issues its card even when the buyer's browser never asks for it, a few seconds later: the
 * payment.completed handler records the order here, in its batch's transaction, and a poll loop issues the due
 * orders still without a card. Issuing at once from the event's batch made the browser's PUT purchase wait for the
 * whole batch's commit about half the time (decision 0029). A reload's payment loads its card the same way.
 */
@Injectable()
export class DeferredIssues extends PollingWorker {
  /** The batch's paid orders, recorded by one statement when it ends. */
  private readonly recorded = new BatchRows<DeferredIssue>(({ tx }, rows) => recordDeferredIssues(tx, rows));

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly issue: IssueGiftCardHandler,
    private readonly loads: LoadForOrderHandler,
  ) {
    super(POLL_MS);
  }

  async turn(): Promise<boolean> {
    return (await this.issueDue()) === BATCH;
  }

  /**
   * In the event handler's transaction, beside its inbox row, written when its batch ends (see BatchRows); a malformed
   * order is refused here, as an issue would be.
   */
  async record(batch: Batch, request: unknown): Promise<void> {
    const order = checkIssueRequest(request);
    this.recorded.add(batch, { orderId: order.orderId, request: JSON.stringify(request), graceMs: ISSUE_GRACE_MS });
  }

  /** Issues the orders due by `now` that still have no card, and forgets them, in one transaction; answers how many were due. */
  async issueDue(now = new Date()): Promise<number> {
    const at = now.toISOString();
    // Most polls find nothing: no transaction for them.
    if (!(await anyIssueDue(this.db, at))) return 0;
    try {
      return await this.db.transaction(async (tx) => {
        const due = await lockDueIssues(tx, at, BATCH);
        const orderIds = due.map((row) => row.orderId);
        const hasCard = new Set(await ordersWithCards(tx, orderIds));
        for (const row of due) {
          const order = checkIssueRequest(row.request);
          if (order.reload) await this.loads.loadIn(tx, reloadOrder(order));
          else if (!hasCard.has(row.orderId)) await this.issue.issueIn(tx, row.request);
        }
        await forgetDeferredIssues(tx, orderIds);
        return due.length;
      });
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'could not issue the cards of paid orders nobody asked for; trying again');
      throw error;
    }
  }
}
