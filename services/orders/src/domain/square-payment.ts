import type { Square } from 'square';

/** What orders keeps of a Square payment, whichever way it arrived: the SDK's answer, a decline's error body or a webhook. */
export interface PaymentFacts {
  id: string;
  /** Square's: APPROVED, PENDING, COMPLETED, CANCELED or FAILED. */
  status: string;
  sourceType: string;
  amountCents: number;
  currency: string;
  receiptNumber: string;
  receiptUrl: string;
  updatedAt: string;
  /** Our order id, sent as reference_id. */
  referenceId: string;
  /** The card's error code on a FAILED payment. */
  declineCode?: string;
  /** The last 4 digits of the card paid with; absent: not a card. */
  cardLast4?: string;
  /** Square's fingerprint of the card (the same card, whatever the token); absent: not a card. */
  cardFingerprint?: string;
}

/** How one call to Square ended. */
export type SquareOutcome =
  | { kind: 'payment'; payment: PaymentFacts }
  /** No charge, for a reason the buyer can act on (another card, a new card entry). */
  | { kind: 'declined'; code: string; payment?: PaymentFacts }
  /** No charge: Square refused the request itself (credentials, settings); the buyer cannot fix it. */
  | { kind: 'refused'; code: string }
  /** No answer (timeout, network, Square unavailable): the payment may exist; the same request sent again tells. */
  | { kind: 'unknown'; reason: string };

/** Errors of the payment token itself: Square refuses them before a payment exists, yet a new card entry fixes them. */
const TOKEN_DECLINES = new Set(['CARD_TOKEN_USED', 'CARD_TOKEN_EXPIRED', 'INVALID_CARD_DATA', 'INVALID_CARD', 'CARD_EXPIRED', 'INVALID_EXPIRATION']);

/** Where Square puts things in the SDK's camelCase objects. */
export function factsFromSdk(payment: Square.Payment): PaymentFacts {
  return {
    id: payment.id ?? '',
    status: payment.status ?? '',
    sourceType: payment.sourceType ?? '',
    amountCents: Number(payment.amountMoney?.amount ?? 0),
    currency: payment.amountMoney?.currency ?? 'USD',
    receiptNumber: payment.receiptNumber ?? '',
    receiptUrl: payment.receiptUrl ?? '',
    updatedAt: payment.updatedAt ?? '',
    referenceId: payment.referenceId ?? '',
    declineCode: payment.cardDetails?.errors?.[0]?.code,
    cardLast4: payment.cardDetails?.card?.last4,
    cardFingerprint: payment.cardDetails?.card?.fingerprint,
  };
}

/** The same from Square's wire JSON (snake_case), as in a decline's error body or a webhook; undefined when it is not a payment. */
export function factsFromWire(value: unknown): PaymentFacts | undefined {
  const payment = value as Record<string, any> | null | undefined;
  if (!payment || typeof payment !== 'object' || typeof payment.id !== 'string' || typeof payment.status !== 'string') return undefined;
  const code = payment.card_details?.errors?.[0]?.code;
  const last4 = payment.card_details?.card?.last_4;
  const fingerprint = payment.card_details?.card?.fingerprint;
  return {
    id: payment.id,
    status: payment.status,
    sourceType: String(payment.source_type ?? ''),
    amountCents: Number(payment.amount_money?.amount ?? 0),
    currency: String(payment.amount_money?.currency ?? 'USD'),
    receiptNumber: String(payment.receipt_number ?? ''),
    receiptUrl: String(payment.receipt_url ?? ''),
    updatedAt: String(payment.updated_at ?? ''),
    referenceId: String(payment.reference_id ?? ''),
    declineCode: typeof code === 'string' ? code : undefined,
    cardLast4: typeof last4 === 'string' ? last4 : undefined,
    cardFingerprint: typeof fingerprint === 'string' ? fingerprint : undefined,
  };
}

/** A payment Square describes: FAILED and CANCELED ones took no money. */
export function outcomeOfPayment(payment: PaymentFacts): SquareOutcome {
  if (payment.status === 'FAILED' || payment.status === 'CANCELED') {
    return { kind: 'declined', code: payment.declineCode ?? (payment.status === 'CANCELED' ? 'PAYMENT_CANCELED' : 'GENERIC_DECLINE'), payment };
  }
  return { kind: 'payment', payment };
}

/**
 * What a non-2xx answer (or none) means. Branches on Square's category and code, never on the HTTP status of a
 * decline (Square's reference does not promise 400 rather than 402) nor on `detail` texts (decision 0008).
 */
export function outcomeOfError(error: { statusCode?: number; errors?: { category: string; code: string }[]; body?: unknown }): SquareOutcome {
  const { statusCode } = error;
  if (statusCode === undefined || statusCode === 408 || statusCode === 429 || statusCode >= 500) {
    return { kind: 'unknown', reason: statusCode === undefined ? 'no answer' : `HTTP ${statusCode}` };
  }
  const errors = error.errors ?? [];
  const decline = errors.find((item) => item.category === 'PAYMENT_METHOD_ERROR' || TOKEN_DECLINES.has(item.code));
  if (decline) {
    const payment = factsFromWire((error.body as { payment?: unknown } | undefined)?.payment);
    return { kind: 'declined', code: decline.code, payment };
  }
  return { kind: 'refused', code: errors[0]?.code ?? `HTTP_${statusCode}` };
}
