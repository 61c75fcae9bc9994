import { DomainError, type Db } from '@gv/platform';
import { REQUEST_MESSAGES, isUuid, type OrderCard, type OrderCardCounts, type OrderCardCountsRequest, type OrderCardsRequest } from '@gv/proto';
import { cardCountsOf, cardsOfOrder } from '../db/card-repository.js';
import { openCode, openPin, type CardSecrets } from '../redemption-keys.js';

/** The orders one count asks about at most (a page of batches). */
const MAX_ORDERS = 100;

/**
 * The cards of a business's orders, for its admin's corporate orders (decision 0063): how many each order has, and one
 * order's cards in line order with their codes (and an unnamed card's printed PIN, decision 0073), opened from their
 * sealed copies. Another business's are left out.
 */
export async function orderCardCounts(db: Db, request: OrderCardCountsRequest): Promise<OrderCardCounts> {
  const businessSlug = businessOf(request);
  const orderIds = (Array.isArray(request.orderIds) ? request.orderIds : []).filter(isUuid).slice(0, MAX_ORDERS);
  if (orderIds.length === 0) return { counts: {} };
  const rows = await cardCountsOf(db, businessSlug, orderIds);
  return { counts: Object.fromEntries(rows.map(({ orderId, count }) => [orderId, count])) };
}

export async function orderCards(db: Db, { codes }: CardSecrets, request: OrderCardsRequest): Promise<{ cards: OrderCard[] }> {
  const businessSlug = businessOf(request);
  if (!isUuid(request.orderId ?? '')) return { cards: [] };
  const rows = await cardsOfOrder(db, businessSlug, request.orderId!);
  return {
    cards: rows.map((row) => ({
      cardId: row.id,
      line: row.line,
      uniqueCode: openCode(codes, row),
      holderName: row.holderName,
      recipientEmail: row.recipientEmail,
      status: row.status,
      balanceCents: row.balanceCents,
      ...(row.pinSealed !== null && { pin: openPin(codes, { id: row.id, pinSealed: row.pinSealed }) }),
    })),
  };
}

function businessOf(request: { businessSlug?: unknown }): string {
  if (typeof request?.businessSlug !== 'string' || !request.businessSlug) throw new DomainError('AUTH.REQUIRED', REQUEST_MESSAGES.signIn);
  return request.businessSlug;
}
