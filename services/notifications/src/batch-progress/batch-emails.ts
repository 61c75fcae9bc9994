import { Controller, Inject, Injectable } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { CorporateOrdersRpc, type BatchEmailProgress, type BatchEmailProgressRequest } from '@gv/proto';
import { batchEmailCounts, recordBatchEmail } from '../db/email-repository.js';
import type { EmailJob } from '../emails/templates.js';

/** The orders one progress question asks about at most (a page of batches). */
const MAX_ORDERS = 100;

/** The corporate order an email belongs to (its card's gift-card.issued said so); undefined for any other email. */
export function batchOrderOf(job: EmailJob): string | undefined {
  const data = job.data as { corporate?: unknown; orderId?: unknown };
  return data.corporate && typeof data.orderId === 'string' ? data.orderId : undefined;
}

/**
 * The progress of corporate orders' emails (decision 0063): each email's outcome is one row keyed by its job, so a
 * job run again counts once, and a batch's counts are those rows, never a counter read and written back.
 */
@Injectable()
export class BatchEmails {
  constructor(@Inject(DB) private readonly db: Db) {}

  async record(jobId: string, orderId: string, outcome: 'emailed' | 'failed'): Promise<void> {
    await recordBatchEmail(this.db, jobId, orderId, outcome);
  }

  async progress(orderIds: string[]): Promise<BatchEmailProgress> {
    if (orderIds.length === 0) return { progress: {} };
    return { progress: await batchEmailCounts(this.db, orderIds) };
  }
}

@Controller()
export class BatchEmailProgressRpc {
  constructor(private readonly batchEmails: BatchEmails) {}

  @RpcHandler(CorporateOrdersRpc.emailProgress)
  progress(request: BatchEmailProgressRequest): Promise<BatchEmailProgress> {
    const orderIds = (Array.isArray(request?.orderIds) ? request.orderIds : []).filter((id): id is string => typeof id === 'string').slice(0, MAX_ORDERS);
    return this.batchEmails.progress(orderIds);
  }
}
