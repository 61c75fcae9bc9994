import { columnsOf, runSql, type DbOrTx } from '@gv/platform';
import type { CorporateOrderStatus } from '@gv/proto';
import { sql, type SQL } from 'drizzle-orm';
import { orderRows, type CorporateOrderFacts, type OrderRow } from './schema.js';

/** The latest batches a page lists. */
const LISTED = 100;

const corporateOrders = (where: SQL, then: SQL = sql``) =>
  sql`select ${columnsOf(orderRows)} from ${orderRows} where corporate is not null and ${where} ${then}`;

/** A business's corporate orders, newest first. */
export async function corporateOrdersOf(db: DbOrTx, businessSlug: string): Promise<OrderRow[]> {
  return runSql<OrderRow>(db, corporateOrders(sql`business_slug = ${businessSlug}`, sql`order by created_at desc limit ${LISTED}`));
}

/** One of a business's corporate orders; another business's, or a checkout's, is none. */
export async function corporateOrderOf(db: DbOrTx, businessSlug: string, id: string): Promise<OrderRow | undefined> {
  const [order] = await runSql<OrderRow>(db, corporateOrders(sql`id = ${id} and business_slug = ${businessSlug}`));
  return order;
}

/** One corporate order of any business (the super admin's approval). */
export async function anyCorporateOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [order] = await runSql<OrderRow>(db, corporateOrders(sql`id = ${id}`));
  return order;
}

/** The operations view's batches: every one waiting for approval (oldest first), and the latest paid ones. */
export async function corporateOrdersToReview(db: DbOrTx): Promise<{ waiting: OrderRow[]; recent: OrderRow[] }> {
  const [waiting, recent] = await Promise.all([
    runSql<OrderRow>(db, corporateOrders(sql`status = 'held' and corporate->>'status' = 'awaiting-approval'`, sql`order by created_at limit ${LISTED}`)),
    runSql<OrderRow>(db, corporateOrders(sql`status = 'paid'`, sql`order by paid_at desc limit 20`)),
  ]);
  return { waiting, recent };
}

/**
 * Moves a held batch on from `from`, in one guarded statement: to paid (its payment id and time set) when it is
 * confirmed, or on to wait for approval. Undefined when it was not there (another confirmation came first).
 */
export async function moveHeldCorporateOrder(
  tx: DbOrTx,
  move: { id: string; businessSlug?: string; from: CorporateOrderStatus; facts: Partial<CorporateOrderFacts> & { status: CorporateOrderStatus }; paidAt: string | null; paymentId: string | null; at: string },
): Promise<OrderRow | undefined> {
  const ofBusiness = move.businessSlug ? sql`and business_slug = ${move.businessSlug}` : sql``;
  const [order] = await runSql<OrderRow>(
    tx,
    sql`update ${orderRows} set status = case when ${move.paidAt}::timestamptz is null then status else 'paid' end, paid_at = ${move.paidAt}::timestamptz,
          square_payment_id = ${move.paymentId}, updated_at = ${move.at}::timestamptz, corporate = corporate || ${JSON.stringify(move.facts)}::jsonb
        where id = ${move.id} and status = 'held' and corporate->>'status' = ${move.from} ${ofBusiness}
        returning ${columnsOf(orderRows)}`,
  );
  return order;
}
