import { plainQuery, type DbOrTx } from '@gv/platform';
import { paidRealMoney, type CorporateOrderForReview, type CorporateOrderRecord, type CorporateOrderStatus, type CorporateOrdersForReview } from '@gv/proto';
import { ORDER_COLUMNS, ORDERS } from '../db/order-queries.js';
import type { CorporateOrderFacts, OrderRow } from '../db/schema.js';

/** The latest batches a page lists. */
const LISTED = 100;

/** A business's corporate orders, newest first. */
export async function corporateOrdersOf(db: DbOrTx, businessSlug: string): Promise<OrderRow[]> {
  return plainQuery<OrderRow>(db, `select ${ORDER_COLUMNS} from ${ORDERS} where business_slug = $1 and corporate is not null order by created_at desc limit ${LISTED}`, [businessSlug]);
}

/** One of a business's corporate orders; another business's, or a checkout's, is none. */
export async function corporateOrderOf(db: DbOrTx, businessSlug: string, id: string): Promise<OrderRow | undefined> {
  const [order] = await plainQuery<OrderRow>(db, `select ${ORDER_COLUMNS} from ${ORDERS} where id = $1 and business_slug = $2 and corporate is not null`, [id, businessSlug]);
  return order;
}

export function corporateRecordOf(order: OrderRow): CorporateOrderRecord {
  const corporate = order.corporate!;
  return {
    id: order.id,
    giftCardId: order.giftCardId,
    giftCardName: order.giftCardName,
    company: corporate.company,
    paymentReference: corporate.paymentReference,
    named: corporate.named,
    cardCount: order.gifts.length,
    faceValueCents: order.faceValueCents,
    amountCents: order.priceCents,
    expirationDate: order.expirationDate,
    testMode: !paidRealMoney(order.paymentMode),
    createdBy: order.buyerEmail,
    createdAt: new Date(order.createdAt).toISOString(),
    status: corporateStatusOf(order),
    confirmedBy: corporate.confirmedBy ?? null,
    confirmedAt: corporate.confirmedAt ?? null,
    approvedBy: corporate.approvedBy ?? null,
  };
}

/** Where a batch is; one issued before confirmation was asked (decision 0071) is confirmed. */
export const corporateStatusOf = (order: OrderRow): CorporateOrderStatus => order.corporate?.status ?? 'confirmed';

/**
 * Moves a held batch on from `from`, in one guarded statement: to paid (its payment id and time set) when it is
 * confirmed, or on to wait for approval. Undefined when it was not there (another confirmation came first).
 */
export async function moveHeldCorporateOrder(
  tx: DbOrTx,
  move: { id: string; businessSlug?: string; from: CorporateOrderStatus; facts: Partial<CorporateOrderFacts> & { status: CorporateOrderStatus }; paidAt: string | null; paymentId: string | null; at: string },
): Promise<OrderRow | undefined> {
  const [order] = await plainQuery<OrderRow>(
    tx,
    `update ${ORDERS} set status = case when $4::timestamptz is null then status else 'paid' end, paid_at = $4::timestamptz,
       square_payment_id = $5, updated_at = $6::timestamptz, corporate = corporate || $3::jsonb
     where id = $1 and status = 'held' and corporate->>'status' = $2 ${move.businessSlug ? 'and business_slug = $7' : ''}
     returning ${ORDER_COLUMNS}`,
    [move.id, move.from, JSON.stringify(move.facts), move.paidAt, move.paymentId, move.at, ...(move.businessSlug ? [move.businessSlug] : [])],
  );
  return order;
}

/** One corporate order of any business (the super admin's approval). */
export async function anyCorporateOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [order] = await plainQuery<OrderRow>(db, `select ${ORDER_COLUMNS} from ${ORDERS} where id = $1 and corporate is not null`, [id]);
  return order;
}

/** The operations view's batches: every one waiting for approval (oldest first), and the latest confirmed ones. */
export async function corporateOrdersForReview(db: DbOrTx): Promise<CorporateOrdersForReview> {
  const [waiting, recent] = await Promise.all([
    plainQuery<OrderRow>(db, `select ${ORDER_COLUMNS} from ${ORDERS} where status = 'held' and corporate->>'status' = 'awaiting-approval' order by created_at limit ${LISTED}`),
    plainQuery<OrderRow>(db, `select ${ORDER_COLUMNS} from ${ORDERS} where status = 'paid' and corporate is not null order by paid_at desc limit 20`),
  ]);
  const forReview = (order: OrderRow): CorporateOrderForReview => ({ ...corporateRecordOf(order), businessSlug: order.businessSlug, businessName: order.businessName ?? order.businessSlug });
  return { awaitingApproval: waiting.map(forReview), recent: recent.map(forReview) };
}
