import { moneyText, type PaymentAnomaly } from '@gv/proto';
import type { OrderRow } from '../db/schema.js';
import type { PaymentFacts } from './square-payment.js';

export type Contradiction = Pick<PaymentAnomaly, 'kind' | 'detail'>;

/**
 * Why Square's description of a payment cannot settle the order it names, or undefined when it can: a payment for
 * another order, or for another amount or currency than the order's price (in the order's currency) (a payment we asked for never is).
 */
export function contradictionOf(order: Pick<OrderRow, 'id' | 'priceCents' | 'currency'>, payment: PaymentFacts): Contradiction | undefined {
  // Square may leave reference_id out of an answer; what it does say must be this order.
  if (payment.referenceId && payment.referenceId !== order.id) {
    return { kind: 'reference-mismatch', detail: `Square's payment is for order ${payment.referenceId}, not this one.` };
  }
  if (payment.amountCents !== order.priceCents || payment.currency !== order.currency) {
    return {
      kind: 'amount-mismatch',
      detail: `Square's payment is for ${moneyText(payment.amountCents, payment.currency)}; the order's price is ${moneyText(order.priceCents, order.currency)}.`,
    };
  }
  return undefined;
}

/** A payment other than the one the order already has: an order sends one idempotency key, so it never is ours. */
export const secondPayment = (keptPaymentId: string): Contradiction => ({
  kind: 'second-payment',
  detail: `The order already has Square payment ${keptPaymentId}.`,
});

/** A payment a notification named that Square does not describe (a forged or foreign id). */
export const unknownPayment = (squareCode: string): Contradiction => ({
  kind: 'unknown-payment',
  detail: `Square does not describe this payment to the business (${squareCode}).`,
});
