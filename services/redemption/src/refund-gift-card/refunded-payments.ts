import { sql } from 'drizzle-orm';
import { NotFoundError } from '@gv/platform/errors';
import { runSql, type DbOrTx } from '@gv/platform';
import { CARD_SERVICE_MESSAGES } from '@gv/proto';
import { ledger } from '../db/schema.js';
import type { IssuedCardRow } from '../db/schema.js';
import { cardActionErrors, refundKeys } from '../domain/card-action-rules.js';
import { loadKey } from '../reload-gift-card/load-payments.js';

/** One payment a refund gives money back to, and how much of the refund goes to it. */
export interface RefundPart {
  orderId: string;
  paymentId: string;
  cents: number;
  /** A reload's payment: paid by whoever had the card's page, with a card redemption does not know. */
  reload: boolean;
}

interface Payment {
  orderId: string;
  paymentId: string;
  reload: boolean;
  /** What the payment put on the card, less what refunds Square took gave back to it. */
  leftCents: number;
}

interface MoneyRow {
  kind: string;
  paidCents: number;
  idempotencyKey: string;
  actor: string;
  refundedOrderId: string | null;
}

/**
 * Which payments a refund of `cents` goes back to. With `reloadOrderId`, that reload's payment alone, at most what it
 * put on the card and was not refunded yet. Without it, the newest payment first: the reloads, then the purchase, so a
 * reloaded card refunded whole gives each payer back what they paid, each as its own refund at Square (a payment can
 * give back no more than it took). `cents` null: all the paid value left.
 */
export async function refundParts(tx: DbOrTx, card: IssuedCardRow, cents: number | null, reloadOrderId: unknown): Promise<RefundPart[]> {
  const payments = await paymentsOf(tx, card);
  if (reloadOrderId !== undefined && reloadOrderId !== null && reloadOrderId !== '') {
    const reload = payments.find((payment) => payment.reload && payment.orderId === reloadOrderId);
    if (!reload) throw new NotFoundError(CARD_SERVICE_MESSAGES.noReloadWithOrder, 'RELOAD.NOT_FOUND');
    const most = Math.min(card.paidBalanceCents, reload.leftCents);
    if (most === 0) throw cardActionErrors.nothingToRefund();
    if ((cents ?? most) > most) throw cardActionErrors.refundTooLarge(most, card.currency);
    return [{ ...part(reload), cents: cents ?? most }];
  }
  let owed = cents ?? card.paidBalanceCents;
  if (owed > card.paidBalanceCents) throw cardActionErrors.refundTooLarge(card.paidBalanceCents, card.currency);
  const parts: RefundPart[] = [];
  for (const payment of payments.toReversed()) {
    const taken = Math.min(owed, payment.leftCents);
    if (taken > 0) parts.push({ ...part(payment), cents: taken });
    owed -= taken;
  }
  // Paid value no payment accounts for (refunds written before each kept its order): only what the payments can give back.
  if (owed > 0) throw cardActionErrors.refundTooLarge((cents ?? card.paidBalanceCents) - owed, card.currency);
  return parts;
}

/** The start of each refund's ledger keys, before its id. */
const KEY_PREFIX = refundKeys('');

const part = ({ orderId, paymentId, reload }: Payment) => ({ orderId, paymentId, reload });

/** The card's payments, oldest first (the purchase, then each reload), each with what it can still give back. */
async function paymentsOf(tx: DbOrTx, card: IssuedCardRow): Promise<Payment[]> {
  const rows = await runSql<MoneyRow>(
    tx,
    sql`select kind, paid_cents as "paidCents", idempotency_key as "idempotencyKey", actor, refunded_order_id as "refundedOrderId"
    from ${ledger} where card_id = ${card.id} and (kind in ('ACTIVATE', 'LOAD', 'REFUND') or idempotency_key like ${`${KEY_PREFIX.putBack}%`})
    order by id`,
  );
  const purchase: Payment = { orderId: card.orderId, paymentId: card.paymentId, reload: false, leftCents: 0 };
  const payments = [purchase];
  const byOrder = new Map([[purchase.orderId, purchase]]);
  const putBack = new Set(rows.filter((row) => row.idempotencyKey.startsWith(KEY_PREFIX.putBack)).map((row) => row.idempotencyKey.slice(KEY_PREFIX.putBack.length)));
  for (const row of rows) {
    if (row.kind === 'ACTIVATE') purchase.leftCents += row.paidCents;
    if (row.kind === 'LOAD') {
      const load: Payment = { orderId: row.idempotencyKey.slice(loadKey('').length), paymentId: row.actor.replace(/^payment:/, ''), reload: true, leftCents: row.paidCents };
      payments.push(load);
      byOrder.set(load.orderId, load);
    }
    if (row.kind === 'REFUND' && !putBack.has(row.idempotencyKey.slice(KEY_PREFIX.refund.length))) {
      const payment = byOrder.get(row.refundedOrderId ?? purchase.orderId);
      if (payment) payment.leftCents = Math.max(0, payment.leftCents + row.paidCents);
    }
  }
  return payments;
}
