import { NotFoundError } from '@gv/platform/errors';
import { ledgerRowByKey } from '../db/ledger-repository.js';
import type { IssuedCardRow } from '../db/schema.js';
import type { DbOrTx } from '@gv/platform';
import { CARD_SERVICE_MESSAGES } from '@gv/proto';

/** A reload's LOAD row is keyed by its order: whichever path records it first (the browser, the deferred issue) writes it. */
export const loadKey = (orderId: string) => `load:${orderId}`;

/** The payment a refund goes back to: the card's purchase, or one of its reloads, and the most it may give back. */
export interface RefundedPayment {
  orderId: string;
  paymentId: string;
  /** The reload's paid value (a refund of a load never exceeds it); null for the purchase. */
  loadedCents: number | null;
}

/**
 * The payment a refund of this card returns: the reload whose order is `reloadOrderId` (its LOAD row names it and its
 * payment), else the purchase that issued the card.
 */
export async function refundedPayment(tx: DbOrTx, card: IssuedCardRow, reloadOrderId: unknown): Promise<RefundedPayment> {
  if (reloadOrderId === undefined || reloadOrderId === null || reloadOrderId === '') return { orderId: card.orderId, paymentId: card.paymentId, loadedCents: null };
  const load = typeof reloadOrderId === 'string' ? await ledgerRowByKey(tx, loadKey(reloadOrderId)) : undefined;
  if (!load || load.cardId !== card.id || load.kind !== 'LOAD') throw new NotFoundError(CARD_SERVICE_MESSAGES.noReloadWithOrder, 'RELOAD.NOT_FOUND');
  return { orderId: reloadOrderId as string, paymentId: load.actor.replace(/^payment:/, ''), loadedCents: load.paidCents };
}
