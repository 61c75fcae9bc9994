import { Controller, Inject, Injectable } from '@nestjs/common';
import { DB, plainQuery, qualifiedName, RpcHandler, type Db } from '@gv/platform';
import { CorporateOrdersRpc, type BatchEmailProgress, type BatchEmailProgressRequest } from '@gv/proto';
import { batchEmails } from '../db/schema.js';
import type { EmailJob } from '../emails/templates.js';

const BATCH_EMAILS = qualifiedName(batchEmails);

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
    await plainQuery(this.db, `insert into ${BATCH_EMAILS} (job_id, order_id, outcome) values ($1, $2, $3) on conflict (job_id) do nothing`, [jobId, orderId, outcome]);
  }

  async progress(orderIds: string[]): Promise<BatchEmailProgress> {
    if (orderIds.length === 0) return { progress: {} };
    const rows = await plainQuery<{ orderId: string; emailed: number | string; failed: number | string }>(
      this.db,
      `select order_id as "orderId", count(*) filter (where outcome = 'emailed') as emailed, count(*) filter (where outcome = 'failed') as failed
       from ${BATCH_EMAILS} where order_id = any($1::text[]) group by order_id`,
      [orderIds],
    );
    return { progress: Object.fromEntries(rows.map(({ orderId, emailed, failed }) => [orderId, { emailed: Number(emailed), failed: Number(failed) }])) };
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
