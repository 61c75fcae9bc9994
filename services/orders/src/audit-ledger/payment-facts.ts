import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@gv/platform';
import { orderRows, paymentRows } from '../db/schema.js';

/** A completed Square payment and the order it paid, as the ledger audit matches it to a card. */
export interface CompletedPayment {
  paymentId: string;
  orderId: string;
}

/** An order whose state contradicts its recorded Square payment (paid without a completed payment, or the reverse). */
export interface OrderStateMismatch {
  orderId: string;
  orderStatus: string;
  paymentId: string | null;
  paymentStatus: string | null;
}

const orderIdBytes = sql`${paymentRows.orderId}::text collate "C"`;

/** A reload's payment tops up a card issued by an earlier order: it has no card of its own to match. */
const notReload = sql`not exists (select 1 from ${orderRows} where ${orderRows.id} = ${paymentRows.orderId} and ${orderRows.reloadCardId} is not null)`;

/** Every completed payment of a purchase in order id byte order (as redemption pages its cards), a page at a time. */
export async function* completedPayments(db: Db, page: number): AsyncGenerator<CompletedPayment> {
  let after = '';
  for (;;) {
    const rows = await db
      .select({ paymentId: paymentRows.id, orderId: sql<string>`${paymentRows.orderId}::text` })
      .from(paymentRows)
      .where(and(eq(paymentRows.status, 'COMPLETED'), notReload, sql`${orderIdBytes} > ${after}`))
      .orderBy(orderIdBytes)
      .limit(page);
    yield* rows;
    if (rows.length < page) return;
    after = rows.at(-1)!.orderId;
  }
}

/** Orders paid without a completed payment, and orders not paid whose payment Square completed, a page at a time. */
export async function* orderStateMismatches(db: Db, page: number): AsyncGenerator<OrderStateMismatch> {
  const paid = eq(orderRows.status, 'paid');
  const completed = eq(paymentRows.status, 'COMPLETED');
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ orderId: orderRows.id, orderStatus: orderRows.status, paymentId: paymentRows.id, paymentStatus: paymentRows.status })
      .from(orderRows)
      .leftJoin(paymentRows, eq(paymentRows.orderId, orderRows.id))
      .where(and(sql`${orderRows.id} > ${after}`, or(and(paid, sql`${paymentRows.status} is distinct from 'COMPLETED'`), and(ne(orderRows.status, 'paid'), completed))))
      .orderBy(orderRows.id)
      .limit(page);
    yield* rows;
    if (rows.length < page) return;
    after = rows.at(-1)!.orderId;
  }
}
