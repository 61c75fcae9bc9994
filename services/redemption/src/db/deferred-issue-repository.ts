import { inArray, sql } from 'drizzle-orm';
import { runSql, type Db, type DbOrTx } from '@gv/platform';
import { deferredIssues, issuedCards } from './schema.js';

/** A paid order left to the buyer's browser for `graceMs`, with the issue request its event carried (JSON). */
export interface DeferredIssue {
  orderId: string;
  request: string;
  graceMs: number;
}

/** Records the paid orders (one already recorded stays as it is), due `graceMs` from now. */
export async function recordDeferredIssues(tx: DbOrTx, issues: DeferredIssue[]): Promise<void> {
  const rows = issues.map(({ orderId, request, graceMs }) => sql`(${orderId}, ${request}, now() + ${graceMs} * interval '1 millisecond')`);
  await runSql(tx, sql`insert into ${deferredIssues} (order_id, request, due_at) values ${sql.join(rows, sql`, `)} on conflict do nothing`);
}

/** Whether any recorded order is due at `at`. */
export async function anyIssueDue(db: DbOrTx, at: string): Promise<boolean> {
  return (await runSql(db, sql`select 1 from ${deferredIssues} where due_at <= ${at} limit 1`)).length > 0;
}

/** The oldest `limit` orders due at `at`, locked (SKIP LOCKED: another replica takes the next ones). */
export function lockDueIssues(tx: DbOrTx, at: string, limit: number): Promise<{ orderId: string; request: unknown }[]> {
  return runSql(tx, sql`select order_id as "orderId", request from ${deferredIssues} where due_at <= ${at} order by due_at limit ${limit} for update skip locked`);
}

/** Which of these orders have their card. */
export async function ordersWithCards(tx: DbOrTx, orderIds: string[]): Promise<string[]> {
  const rows = await runSql<{ orderId: string }>(
    tx,
    sql`select order_id as "orderId" from ${issuedCards} where order_id in (select jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb))`,
  );
  return rows.map((row) => row.orderId);
}

/** Forgets the recorded orders. */
export async function forgetDeferredIssues(tx: DbOrTx, orderIds: string[]): Promise<void> {
  await runSql(tx, sql`delete from ${deferredIssues} where order_id in (select jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb))`);
}

/** Which of these paid orders still wait for their deferred issue (paid, card not made yet: no discrepancy). */
export async function ordersAwaitingIssue(db: Db, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.select({ orderId: deferredIssues.orderId }).from(deferredIssues).where(inArray(deferredIssues.orderId, orderIds));
  return rows.map((row) => row.orderId);
}
