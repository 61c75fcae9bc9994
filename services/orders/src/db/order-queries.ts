import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import { orderRows, paymentRows, type OrderRow, type PaymentRow } from './schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [order] = await db.select().from(orderRows).where(eq(orderRows.id, id));
  return order;
}

export async function findOrderByKey(db: DbOrTx, businessSlug: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orderRows)
    .where(and(eq(orderRows.businessSlug, businessSlug), eq(orderRows.idempotencyKey, idempotencyKey)));
  return order;
}

export async function findOrderByPayment(db: DbOrTx, squarePaymentId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orderRows).where(eq(orderRows.squarePaymentId, squarePaymentId));
  return order;
}

export async function findPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(paymentRows).where(eq(paymentRows.orderId, orderId));
  return payment;
}
