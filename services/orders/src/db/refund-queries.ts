import type { AnyEventEnvelope } from '@gv/proto';
import { plainQuery, qualifiedName, rowColumns, type DbOrTx, type Outbox } from '@gv/platform';
import type { RefundAsked } from '../domain/square-refund.js';
import { refundRows, type RefundRow, type RefundStatus } from './schema.js';

export const REFUNDS = qualifiedName(refundRows);
export const REFUND_COLUMNS = rowColumns(refundRows);

export async function findRefund(db: DbOrTx, refundId: string): Promise<RefundRow | undefined> {
  const [refund] = await plainQuery<RefundRow>(db, `select ${REFUND_COLUMNS} from ${REFUNDS} where refund_id = $1`, [refundId]);
  return refund;
}

/** The refund Square gave this id (a refund taken, or refused after it was taken). */
export async function findRefundBySquareId(db: DbOrTx, squareRefundId: string): Promise<RefundRow | undefined> {
  const [refund] = await plainQuery<RefundRow>(db, `select ${REFUND_COLUMNS} from ${REFUNDS} where square_refund_id = $1`, [squareRefundId]);
  return refund;
}

/** What Square's answer about a refund changes on its row. */
export type RefundChanges = Pick<RefundRow, 'status' | 'squareRefundId' | 'failureCode' | 'failureMessage' | 'updatedAt'>;

/**
 * Moves the refund from `from` to Square's answer in one guarded update, and records `event` by the same statement
 * only when the update moved it. Answers whether it moved (another answer may have moved it first).
 */
export async function moveRefund(db: DbOrTx, outbox: Outbox, refundId: string, from: RefundStatus, changes: RefundChanges, event?: AnyEventEnvelope): Promise<boolean> {
  const recorded = event ? outbox.eventsCte([event], 'moved', 8) : undefined;
  const moved = await plainQuery<{ refund_id: string }>(
    db,
    `with moved as (update ${REFUNDS} set status = $2, square_refund_id = $3, failure_code = $4, failure_message = $5, updated_at = $6
       where refund_id = $1 and status = $7 returning refund_id)${recorded ? `,
     ${recorded.sql}` : ''}
     select refund_id from moved`,
    [refundId, changes.status, changes.squareRefundId, changes.failureCode, changes.failureMessage, changes.updatedAt, from, ...(recorded?.params ?? [])],
  );
  return moved.length > 0;
}

/**
 * The refund, `requested`, unless one with its id is there already (asked before, by the admin's call or the event):
 * answers the row as stored. The sender sends a requested refund from `dueAt` on, if nobody else has by then.
 */
export async function requestRefund(db: DbOrTx, asked: RefundAsked, at: string, dueAt: string): Promise<RefundRow> {
  const [inserted] = await plainQuery<RefundRow>(
    db,
    `insert into ${REFUNDS} (refund_id, order_id, card_id, business_slug, payment_id, amount_cents, reason, status, attempts, next_attempt_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'requested', 0, $8, $9, $9) on conflict (refund_id) do nothing returning ${REFUND_COLUMNS}`,
    [asked.refundId, asked.orderId, asked.cardId, asked.businessSlug, asked.paymentId, asked.amountCents, asked.reason, dueAt, at],
  );
  if (inserted) return inserted;
  // Another statement's row (a conflict waits for its commit): read by a statement of its own, which sees it.
  const existing = await findRefund(db, asked.refundId);
  if (!existing) throw new Error(`refund ${asked.refundId} neither inserted nor found`);
  return existing;
}

/** Whether some requested refund is due by `at` (most polls find none: one cheap statement). */
export async function hasDueRefunds(db: DbOrTx, at: string): Promise<boolean> {
  return (await plainQuery(db, `select 1 from ${REFUNDS} where status = 'requested' and next_attempt_at <= $1 limit 1`, [at])).length > 0;
}

/**
 * Takes up to `limit` requested refunds due by `at` for this sender: each is due again only after a wait that doubles
 * with its attempts (from `baseSeconds`, at most `maxSeconds`), longer than a call to Square lasts, so no other
 * replica sends it meanwhile. Rows another replica is taking are skipped.
 */
export async function claimDueRefunds(db: DbOrTx, at: string, limit: number, baseSeconds: number, maxSeconds: number): Promise<RefundRow[]> {
  return plainQuery<RefundRow>(
    db,
    `update ${REFUNDS} r set attempts = r.attempts + 1,
       next_attempt_at = $1::timestamptz + least($3::float8 * power(2, least(r.attempts, 16)), $4::float8) * interval '1 second'
     where r.status = 'requested' and r.refund_id in (
       select refund_id from ${REFUNDS} where status = 'requested' and next_attempt_at <= $1::timestamptz order by next_attempt_at limit $2 for update skip locked)
     returning ${rowColumns(refundRows, 'r')}`,
    [at, limit, baseSeconds, maxSeconds],
  );
}
