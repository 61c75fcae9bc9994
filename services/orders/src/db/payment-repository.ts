import { BatchedWrite, columnsOf, rowsJson, runSql, type Db, type DbOrTx, type Outbox } from '@gv/platform';
import type { AnyEventEnvelope } from '@gv/proto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { OrderStatus } from '../domain/order-states.js';
import { orderRows, paymentRows, type OrderRow, type PaymentDescription, type PaymentRow } from './schema.js';

export async function findPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await runSql<PaymentRow>(db, sql`select ${columnsOf(paymentRows)} from ${paymentRows} where order_id = ${orderId}`);
  return payment;
}

/** A payment made outside the platform, recorded as Square's are. */
export async function insertPayment(tx: DbOrTx, payment: PaymentDescription): Promise<void> {
  await tx.insert(paymentRows).values(payment);
}

/** One answer of Square to record: the payment it described (none when refused), and the order's move. */
export interface Settling {
  order: OrderRow;
  payment?: PaymentDescription;
  changes: Partial<OrderRow>;
  /** The order's states it may leave (see ENTERED_FROM). */
  from: readonly OrderStatus[];
  event?: AnyEventEnvelope;
}

/** Whether the order moved, and the payment kept for it when the answer described one. */
export interface Settled {
  updated: boolean;
  payment?: PaymentRow;
}

/** Records answers of Square; those heard in one turn are written together (decision 0023). */
export function settlementWriter(db: Db, outbox: Outbox): (settling: Settling) => Promise<Settled> {
  const writes = new BatchedWrite<Settling, Settled>(async (batch) => {
    const written = new Map<Settling, Settled>();
    for (const statement of statementsOf(batch)) {
      const answers = await settle(db, outbox, statement);
      for (const settling of statement) written.set(settling, answers.get(settling.order.id)!);
    }
    return batch.map((settling) => written.get(settling)!);
  });
  return (settling) => writes.run(settling);
}

/** A statement's text follows the answer's shape: whether it has a payment and an event, the columns it changes, the states it leaves. */
const shapeOf = ({ payment, changes, from, event }: Settling): string => JSON.stringify([Boolean(payment), Object.keys(changes), from, Boolean(event)]);

/** The batch as statements of one shape each, one answer at most per order in each (by order id, so writers lock in one order). */
function statementsOf(batch: Settling[]): Settling[][] {
  const statements: { shape: string; answers: Settling[] }[] = [];
  for (const settling of [...batch].sort((a, b) => (a.order.id < b.order.id ? -1 : 1))) {
    const shape = shapeOf(settling);
    const open = statements.find((each) => each.shape === shape && !each.answers.some(({ order }) => order.id === settling.order.id));
    if (open) open.answers.push(settling);
    else statements.push({ shape, answers: [settling] });
  }
  return statements.map(({ answers }) => answers);
}

/** The columns a row sets (its properties not undefined), as identifiers. */
const columnNames = (table: typeof orderRows | typeof paymentRows, row: object): ReturnType<typeof sql.identifier>[] => {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.entries(row).flatMap(([key, value]) => (value === undefined ? [] : [sql.identifier(columns[key].name)]));
};

/** The columns of Square's description of a payment, which a newer description replaces. */
const DESCRIPTION_COLUMNS = ['status', 'source_type', 'amount_cents', 'currency', 'receipt_number', 'receipt_url', 'square_updated_at'];

/**
 * Keeps Square's descriptions of the payments, one per order (webhooks arrive in any order: an older description
 * never replaces a newer one), moves each order on when it is in a state it may leave, and records the events of
 * those moves, all in one statement (atomic by itself, with no transaction round trips on every checkout). The rows
 * go as JSON read by the tables' own types, so the text is the same for any number of orders of one shape. Answers
 * by order id.
 */
async function settle(db: Db, outbox: Outbox, statement: Settling[]): Promise<Map<string, Settled>> {
  const [{ changes, from }] = statement;
  const ctes = [sql`changed as (select * from jsonb_populate_recordset(null::${orderRows}, ${rowsJson(orderRows, statement.map(({ order, changes: set }) => ({ ...set, id: order.id })))}::jsonb))`];
  const payments = statement.flatMap(({ payment }) => (payment ? [payment] : []));
  if (payments.length > 0) {
    const columns = sql.join(columnNames(paymentRows, payments[0]), sql`, `);
    const replaced = sql.raw(DESCRIPTION_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', '));
    ctes.push(sql`payment as (insert into ${paymentRows} (${columns}) select ${columns} from jsonb_populate_recordset(null::${paymentRows}, ${rowsJson(paymentRows, payments)}::jsonb)
      on conflict (order_id) do update set ${replaced}, card_last4 = coalesce(excluded.card_last4, ${paymentRows}.card_last4)
      where ${paymentRows}.id = excluded.id and ${paymentRows}.square_updated_at <= excluded.square_updated_at returning *)`);
  }
  const set = sql.join(columnNames(orderRows, changes).map((column) => sql`${column} = c.${column}`), sql`, `);
  // An order keeps the payment it has: another one (never ours: an order sends one idempotency key) moves nothing.
  const samePayment = sql`(c.square_payment_id is null or o.square_payment_id is null or o.square_payment_id = c.square_payment_id)`;
  // The ids again as an array: joined with `changed` alone (a hundred rows, the planner guesses), the orders were scanned whole.
  const ids = sql.param(statement.map(({ order }) => order.id));
  ctes.push(
    sql`updated as (update ${orderRows} o set ${set} from changed c where o.id = c.id and o.id = any(${ids}::uuid[]) and o.status in ${[...from]} and ${samePayment} returning o.id)`,
  );
  const events = statement.flatMap(({ order, event }) => (event ? [{ key: order.id, event }] : []));
  if (events.length > 0) ctes.push(outbox.recordedByKey(events, { cte: 'updated', column: 'id' }));
  const payment = payments.length > 0 ? sql`, (select to_jsonb(p) from (select ${columnsOf(paymentRows)} from payment where order_id = c.id) p) as "payment"` : sql``;
  const rows = await runSql<{ id: string; updated: boolean; payment?: PaymentRow | null }>(
    db,
    sql`with ${sql.join(ctes, sql`,\n`)} select c.id, exists (select 1 from updated u where u.id = c.id) as "updated"${payment} from changed c`,
  );
  return new Map(rows.map(({ id, updated, payment: kept }) => [id, { updated, payment: kept ?? undefined }]));
}
