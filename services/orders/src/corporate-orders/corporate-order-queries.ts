import { plainQuery, type DbOrTx } from '@gv/platform';
import type { CorporateOrderRecord } from '@gv/proto';
import { ORDER_COLUMNS, ORDERS } from '../db/order-queries.js';
import type { OrderRow } from '../db/schema.js';

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
    testMode: order.paymentMode === 'test',
    createdBy: order.buyerEmail,
    createdAt: new Date(order.createdAt).toISOString(),
  };
}
