import { BatchedWrite, runSql, type Db, type DbOrTx } from '@gv/platform';
import type { BatchEmailProgress } from '@gv/proto';
import { sql } from 'drizzle-orm';
import { batchEmails, sentEmails } from './schema.js';

// runSql: every email passes here.

/** Whether the email of this job was recorded as sent. */
export async function wasSent(db: DbOrTx, jobId: string): Promise<boolean> {
  return (await runSql(db, sql`select 1 from ${sentEmails} where job_id = ${jobId}`)).length > 0;
}

/** Records emails as sent; those sent in one turn are recorded by one insert. */
export function sentRecorder(db: Db): (jobId: string) => Promise<void> {
  const sent = new BatchedWrite<string, void>(async (ids) => {
    await runSql(db, sql`insert into ${sentEmails} (job_id) select unnest(${sql.param(ids)}::text[]) on conflict do nothing`);
    return ids.map(() => undefined);
  });
  return (jobId) => sent.run(jobId);
}

/** A corporate order's email's outcome, once per job. */
export async function recordBatchEmail(db: DbOrTx, jobId: string, orderId: string, outcome: 'emailed' | 'failed'): Promise<void> {
  await runSql(db, sql`insert into ${batchEmails} (job_id, order_id, outcome) values (${jobId}, ${orderId}, ${outcome}) on conflict (job_id) do nothing`);
}

/** The emails of these corporate orders emailed and failed, by order. */
export async function batchEmailCounts(db: DbOrTx, orderIds: string[]): Promise<BatchEmailProgress['progress']> {
  const rows = await runSql<{ orderId: string; emailed: number | string; failed: number | string }>(
    db,
    sql`select order_id as "orderId", count(*) filter (where outcome = 'emailed') as emailed, count(*) filter (where outcome = 'failed') as failed
        from ${batchEmails} where order_id = any(${sql.param(orderIds)}::text[]) group by order_id`,
  );
  return Object.fromEntries(rows.map(({ orderId, emailed, failed }) => [orderId, { emailed: Number(emailed), failed: Number(failed) }]));
}
