import { BatchedWrite, columnsOf, insertValues, runSql, type Db, type DbOrTx, type Outbox } from '@gv/platform';
import type { EventEnvelope } from '@gv/proto';
import { sql } from 'drizzle-orm';
import { orderRows, paymentRows, type CaptureDecision, type OrderRow, type PaymentRow } from './schema.js';

// Plain SQL through runSql: every checkout runs these (the query builder costs 200–350 µs a statement).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [order] = await runSql<OrderRow>(db, sql`select ${columnsOf(orderRows)} from ${orderRows} where id = ${id}`);
  return order;
}

export async function findOrderByKey(db: DbOrTx, businessSlug: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  const [order] = await runSql<OrderRow>(db, sql`select ${columnsOf(orderRows)} from ${orderRows} where business_slug = ${businessSlug} and idempotency_key = ${idempotencyKey}`);
  return order;
}

export type OrderWithPayment = { order: OrderRow; payment: PaymentRow | null };
type OrderWithPaymentRow = OrderRow & { payment: PaymentRow | null };

const orderWithPayment = sql`select ${columnsOf(orderRows)},
  (select to_jsonb(p) from (select ${columnsOf(paymentRows)} from ${paymentRows} where order_id = o.id) p) as "payment" from ${orderRows} o`;
const withPayment = ({ payment, ...order }: OrderWithPaymentRow): OrderWithPayment => ({ order, payment });

/** An order, by its id or by Square's payment id, with its recorded payment (none while unpaid), in one query. */
export async function findOrderWithPayment(db: DbOrTx, by: { orderId: string } | { squarePaymentId: string }): Promise<OrderWithPayment | undefined> {
  if ('orderId' in by && !UUID.test(by.orderId)) return undefined;
  const where = 'orderId' in by ? sql`id = ${by.orderId}` : sql`square_payment_id = ${by.squarePaymentId}`;
  const [found] = await runSql<OrderWithPaymentRow>(db, sql`${orderWithPayment} where ${where}`);
  return found && withPayment(found);
}

/** Orders by id with their payments, for lookups batched per turn (BatchedLookup); the ids must be lower-case UUIDs. */
export async function findOrdersWithPayment(db: DbOrTx, ids: string[]): Promise<Map<string, OrderWithPayment>> {
  const rows = await runSql<OrderWithPaymentRow>(db, sql`${orderWithPayment} where id = any(${sql.param(ids)}::uuid[])`);
  return new Map(rows.map((row) => [row.id, withPayment(row)]));
}

/** Inserts the order unless its business already has one with its idempotency key; whether it did. */
export async function insertOrderOnce(db: DbOrTx, order: OrderRow): Promise<boolean> {
  const inserted = await runSql(db, sql`insert into ${orderRows} ${insertValues(orderRows, [order])} on conflict (business_slug, idempotency_key) do nothing returning id`);
  return inserted.length > 0;
}

/** An order to place, with its order.placed. */
export interface Placement {
  order: OrderRow;
  event: EventEnvelope<'order.placed'>;
}

/**
 * Places an order with its order.placed; false when its business already has an order with its key. The orders
 * placed in one turn are inserted by one statement (decision 0023), atomic by itself: no transaction round trips on
 * every checkout.
 */
export function orderPlacer(db: Db, outbox: Outbox): (placement: Placement) => Promise<boolean> {
  const placements = new BatchedWrite<Placement, boolean>(async (batch) => {
    const events = outbox.recordedByKey(batch.map(({ order, event }) => ({ key: order.id, event })), { cte: 'placed', column: 'id' });
    const placed = await runSql<{ id: string }>(
      db,
      sql`with placed as (insert into ${orderRows} ${insertValues(orderRows, batch.map(({ order }) => order))}
            on conflict (business_slug, idempotency_key) do nothing returning id),
          ${events}
          select id from placed`,
    );
    if (placed.length > 0) outbox.flushSoon();
    const ids = new Set(placed.map(({ id }) => id));
    return batch.map(({ order }) => ids.has(order.id));
  });
  return (placement) => placements.run(placement);
}

/**
 * Takes the capture decision of an authorized order's payment, `complete` for now, with the card that paid; false when
 * it was taken before. The update locks the order, so concurrent deciders queue and only the first counts the card.
 */
export async function claimCapture(tx: DbOrTx, orderId: string, cardFingerprint: string | null): Promise<boolean> {
  const rows = await runSql(tx, sql`update ${orderRows} set capture = 'complete', card_fingerprint = ${cardFingerprint} where id = ${orderId} and capture = 'undecided' returning id`);
  return rows.length > 0;
}

/** The claimed decision turned to cancel, in the claiming transaction (the card was over the day's limit). */
export async function cancelCapture(tx: DbOrTx, orderId: string): Promise<void> {
  await runSql(tx, sql`update ${orderRows} set capture = 'cancel' where id = ${orderId} and capture = 'complete'`);
}

export async function captureOf(db: DbOrTx, orderId: string): Promise<CaptureDecision | null> {
  const [row] = await runSql<{ capture: CaptureDecision | null }>(db, sql`select capture from ${orderRows} where id = ${orderId}`);
  return row?.capture ?? null;
}

/** Whether the business has a paid order in real money: its cards' currency is then fixed (a card keeps its own for life). */
export async function hasSoldLiveCard(db: DbOrTx, businessSlug: string): Promise<boolean> {
  const rows = await runSql(db, sql`select 1 from ${orderRows} where business_slug = ${businessSlug} and status = 'paid' and payment_mode = 'production' limit 1`);
  return rows.length > 0;
}
