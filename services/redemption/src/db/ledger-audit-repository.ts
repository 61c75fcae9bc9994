import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@gv/platform';
import type { AuditedCard } from '@gv/proto';
import { issuedCards, ledger } from './schema.js';

const byteOrder = sql`${issuedCards.orderId} collate "C"`;

/**
 * The cards of the next `limit` orders in order id byte order (so a merge with the orders' own ids lines up; an
 * order's cards, one per gift recipient, all on one page, by line), each with the sum of its ledger rows: the ledger
 * audit reads all cards this way, a page at a time.
 */
export async function auditCardsPage(db: Db, afterOrderId: string, limit: number): Promise<AuditedCard[]> {
  const nextOrders = db
    .select({ orderId: issuedCards.orderId })
    .from(issuedCards)
    .where(sql`${byteOrder} > ${afterOrderId}`)
    .groupBy(issuedCards.orderId)
    .orderBy(byteOrder)
    .limit(limit);
  const rows = await db
    .select({
      cardId: issuedCards.id,
      orderId: issuedCards.orderId,
      paymentId: issuedCards.paymentId,
      balanceCents: issuedCards.balanceCents,
      ledgerSumCents: sql<string>`coalesce(sum(${ledger.amountCents}), 0)`,
    })
    .from(issuedCards)
    .leftJoin(ledger, eq(ledger.cardId, issuedCards.id))
    .where(inArray(issuedCards.orderId, nextOrders))
    .groupBy(issuedCards.id)
    .orderBy(byteOrder, issuedCards.line);
  return rows.map((row) => ({ ...row, ledgerSumCents: Number(row.ledgerSumCents) }));
}
