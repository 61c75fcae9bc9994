import { and, eq } from 'drizzle-orm';
import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import { orderRows, paymentRows, type OrderRow, type PaymentRow } from './schema.js';

const ORDERS = qualifiedName(orderRows);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [order] = await db.select().from(orderRows).where(eq(orderRows.id, id));
  return order;
}

export async function findOrderByKey(db: DbOrTx, businessSlug: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  // Every checkout asks first, and almost always finds none: a plain SQL check (see plainQuery) before the mapped read.
  const seen = await plainQuery(db, `select 1 from ${ORDERS} where business_slug = $1 and idempotency_key = $2`, [businessSlug, idempotencyKey]);
  if (seen.length === 0) return undefined;
  const [order] = await db
    .select()
    .from(orderRows)
    .where(and(eq(orderRows.businessSlug, businessSlug), eq(orderRows.idempotencyKey, idempotencyKey)));
  return order;
}

/** An order, by its id or by Square's payment id, with its recorded payment (none while unpaid), in one query. */
export async function findOrderWithPayment(
  db: DbOrTx,
  by: { orderId: string } | { squarePaymentId: string },
): Promise<{ order: OrderRow; payment: PaymentRow | null } | undefined> {
  if ('orderId' in by && !UUID.test(by.orderId)) return undefined;
  const [found] = await db
    .select({ order: orderRows, payment: paymentRows })
    .from(orderRows)
    .leftJoin(paymentRows, eq(paymentRows.orderId, orderRows.id))
    .where('orderId' in by ? eq(orderRows.id, by.orderId) : eq(orderRows.squarePaymentId, by.squarePaymentId));
  return found;
}

export async function findPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(paymentRows).where(eq(paymentRows.orderId, orderId));
  return payment;
}
