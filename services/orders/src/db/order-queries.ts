import { plainQuery, qualifiedName, rowColumns, type DbOrTx } from '@gv/platform';
import { orderRows, paymentRows, type OrderRow, type PaymentRow } from './schema.js';

// Plain SQL (see plainQuery): every checkout runs these.
export const ORDERS = qualifiedName(orderRows);
export const PAYMENTS = qualifiedName(paymentRows);
export const ORDER_COLUMNS = rowColumns(orderRows);
export const PAYMENT_COLUMNS = rowColumns(paymentRows);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [order] = await plainQuery<OrderRow>(db, `select ${ORDER_COLUMNS} from ${ORDERS} where id = $1`, [id]);
  return order;
}

export async function findOrderByKey(db: DbOrTx, businessSlug: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  const [order] = await plainQuery<OrderRow>(db, `select ${ORDER_COLUMNS} from ${ORDERS} where business_slug = $1 and idempotency_key = $2`, [
    businessSlug,
    idempotencyKey,
  ]);
  return order;
}

const ORDER_WITH_PAYMENT = `select ${ORDER_COLUMNS}, (select to_jsonb(p) from (select ${PAYMENT_COLUMNS} from ${PAYMENTS} where order_id = o.id) p) as "payment" from ${ORDERS} o`;
export type OrderWithPayment = { order: OrderRow; payment: PaymentRow | null };
const withPayment = ({ payment, ...order }: OrderRow & { payment: PaymentRow | null }): OrderWithPayment => ({ order, payment });

/** An order, by its id or by Square's payment id, with its recorded payment (none while unpaid), in one query. */
export async function findOrderWithPayment(db: DbOrTx, by: { orderId: string } | { squarePaymentId: string }): Promise<OrderWithPayment | undefined> {
  if ('orderId' in by && !UUID.test(by.orderId)) return undefined;
  const [found] = await plainQuery<OrderRow & { payment: PaymentRow | null }>(db, `${ORDER_WITH_PAYMENT} where ${'orderId' in by ? 'id' : 'square_payment_id'} = $1`, [
    'orderId' in by ? by.orderId : by.squarePaymentId,
  ]);
  return found && withPayment(found);
}

/** Orders by id with their payments, for lookups batched per turn (BatchedLookup); the ids must be lower-case UUIDs. */
export async function findOrdersWithPayment(db: DbOrTx, ids: string[]): Promise<Map<string, OrderWithPayment>> {
  const rows = await plainQuery<OrderRow & { payment: PaymentRow | null }>(db, `${ORDER_WITH_PAYMENT} where id = any($1::uuid[])`, [ids]);
  return new Map(rows.map((row) => [row.id, withPayment(row)]));
}

export async function findPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await plainQuery<PaymentRow>(db, `select ${PAYMENT_COLUMNS} from ${PAYMENTS} where order_id = $1`, [orderId]);
  return payment;
}
