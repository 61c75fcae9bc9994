import type { AnyEventEnvelope } from '@gv/proto';
import { columnsOf, insertValues, runSql, setColumns, type DbOrTx, type Outbox } from '@gv/platform';
import { sql } from 'drizzle-orm';
import type { RefundAsked } from '../domain/square-refund.js';
import { refundRows, type RefundRow, type RefundStatus } from './schema.js';

export async function findRefund(db: DbOrTx, refundId: string): Promise<RefundRow | undefined> {
  const [refund] = await runSql<RefundRow>(db, sql`select ${columnsOf(refundRows)} from ${refundRows} where refund_id = ${refundId}`);
  return refund;
}

/** The refund Square gave this id (a refund taken, or refused after it was taken). */
export async function findRefundBySquareId(db: DbOrTx, squareRefundId: string): Promise<RefundRow | undefined> {
  const [refund] = await runSql<RefundRow>(db, sql`select ${columnsOf(refundRows)} from ${refundRows} where square_refund_id = ${squareRefundId}`);
  return refund;
}

/** What Square's answer about a refund changes on its row. */
export type RefundChanges = Pick<RefundRow, 'status' | 'squareRefundId' | 'failureCode' | 'failureMessage' | 'updatedAt'>;

/**
 * Moves the refund from `from` to Square's answer in one guarded update, and records `event` by the same statement
 * only when the update moved it. Answers whether it moved (another answer may have moved it first).
 */
export async function moveRefund(db: DbOrTx, outbox: Outbox, refundId: string, from: RefundStatus, changes: RefundChanges, event?: AnyEventEnvelope): Promise<boolean> {
  const { status, squareRefundId, failureCode, failureMessage, updatedAt } = changes;
  const set = setColumns(refundRows, { status, squareRefundId, failureCode, failureMessage, updatedAt });
  const recorded = event ? sql`, ${outbox.recorded([event], 'moved')}` : sql``;
  const moved = await runSql<{ refund_id: string }>(
    db,
    sql`with moved as (update ${refundRows} set ${set} where refund_id = ${refundId} and status = ${from} returning refund_id)${recorded}
        select refund_id from moved`,
  );
  return moved.length > 0;
}

/**
 * The refund, `requested`, unless one with its id is there already (asked before, by the admin's call or the event):
 * answers the row as stored. The sender sends a requested refund from `dueAt` on, if nobody else has by then.
 */
export async function requestRefund(db: DbOrTx, asked: RefundAsked, at: string, dueAt: string): Promise<RefundRow> {
  const { refundId, orderId, cardId, businessSlug, paymentId, amountCents, reason } = asked;
  const row = { refundId, orderId, cardId, businessSlug, paymentId, amountCents, reason, status: 'requested', attempts: 0, nextAttemptAt: dueAt, createdAt: at, updatedAt: at };
  const [inserted] = await runSql<RefundRow>(
    db,
    sql`insert into ${refundRows} ${insertValues(refundRows, [row])} on conflict (refund_id) do nothing returning ${columnsOf(refundRows)}`,
  );
  if (inserted) return inserted;
  // Another statement's row (a conflict waits for its commit): read by a statement of its own, which sees it.
  const existing = await findRefund(db, refundId);
  if (!existing) throw new Error(`refund ${refundId} neither inserted nor found`);
  return existing;
}

/** Whether some requested refund is due by `at` (most polls find none: one cheap statement). */
export async function hasDueRefunds(db: DbOrTx, at: string): Promise<boolean> {
  return (await runSql(db, sql`select 1 from ${refundRows} where status = 'requested' and next_attempt_at <= ${at} limit 1`)).length > 0;
}

/**
 * Takes up to `limit` requested refunds due by `at` for this sender: each is due again only after a wait that doubles
 * with its attempts (from `baseSeconds`, at most `maxSeconds`), longer than a call to Square lasts, so no other
 * replica sends it meanwhile. Rows another replica is taking are skipped.
 */
export async function claimDueRefunds(db: DbOrTx, at: string, limit: number, baseSeconds: number, maxSeconds: number): Promise<RefundRow[]> {
  return runSql<RefundRow>(
    db,
    sql`update ${refundRows} r set attempts = r.attempts + 1,
          next_attempt_at = ${at}::timestamptz + least(${baseSeconds}::float8 * power(2, least(r.attempts, 16)), ${maxSeconds}::float8) * interval '1 second'
        where r.status = 'requested' and r.refund_id in (
          select refund_id from ${refundRows} where status = 'requested' and next_attempt_at <= ${at}::timestamptz order by next_attempt_at limit ${limit} for update skip locked)
        returning ${columnsOf(refundRows, 'r')}`,
  );
}
