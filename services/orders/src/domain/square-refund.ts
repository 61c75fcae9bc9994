import type { Square } from 'square';
import { ValidationError } from '@gv/platform/errors';
import { isUuid, type RefundPaymentRequest } from '@gv/proto';
import type { RefundRow } from '../db/schema.js';

/** Square's limits: an idempotency key of at most 45 characters, a refund reason of at most 192. */
export const REFUND_ID_MAX = 45;
export const REFUND_REASON_MAX = 192;

/** Square's refund notifications: `refund.created`, then `refund.updated` as it settles (COMPLETED) or fails. */
export const REFUND_NOTIFICATIONS: ReadonlySet<string> = new Set(['refund.created', 'refund.updated']);

/** The refund id a notification's `data.object.refund` names, if any. */
export function refundIdFromWire(wire: unknown): string | undefined {
  const id = (wire as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 192 ? id : undefined;
}

/** A refund request as orders keeps it: what redemption recorded, the reason cut to what Square takes. */
export type RefundAsked = Pick<RefundRow, 'refundId' | 'orderId' | 'cardId' | 'businessSlug' | 'paymentId' | 'amountCents' | 'reason'>;

/** How one RefundPayment call ended. */
export type RefundOutcome =
  /** Square took the refund: PENDING until the card network settles it, then COMPLETED. */
  | { kind: 'taken'; squareRefundId: string; status: 'PENDING' | 'COMPLETED' }
  /** Square refused it (an error of the request, or a refund it answered REJECTED or FAILED): no money moves. */
  | { kind: 'refused'; status: 'REJECTED' | 'FAILED'; code: string; message: string; squareRefundId?: string }
  /** No answer (timeout, network, Square unavailable): the refund may exist; the same request sent again tells. */
  | { kind: 'unknown'; reason: string };

/** The request checked (internal callers only: redemption's call and its event); a malformed one is refused as a whole. */
export function parseRefundRequest(request: RefundPaymentRequest): RefundAsked {
  const fields: Record<string, string> = {};
  const { refundId, orderId, cardId, businessSlug, paymentId, amountCents, reason } = (request ?? {}) as Partial<RefundPaymentRequest>;
  if (typeof refundId !== 'string' || refundId.length === 0 || refundId.length > REFUND_ID_MAX) fields.refundId = `A refund id of 1 to ${REFUND_ID_MAX} characters is required.`;
  if (!isUuid(orderId)) fields.orderId = 'An order id is required.';
  if (typeof cardId !== 'string' || cardId.length === 0) fields.cardId = 'A card id is required.';
  if (typeof businessSlug !== 'string' || businessSlug.length === 0) fields.businessSlug = 'A business is required.';
  if (typeof paymentId !== 'string' || paymentId.length === 0) fields.paymentId = 'A payment id is required.';
  if (!Number.isSafeInteger(amountCents) || (amountCents as number) <= 0) fields.amountCents = 'The refund amount must be a whole number of cents, more than 0.';
  if (reason !== undefined && typeof reason !== 'string') fields.reason = 'The reason must be text.';
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return {
    refundId: refundId!,
    orderId: orderId!.toLowerCase(),
    cardId: cardId!,
    businessSlug: businessSlug!,
    paymentId: paymentId!,
    amountCents: amountCents!,
    reason: squareReason(reason ?? ''),
  };
}

/** The reason as Square takes it: trimmed, at most 192 characters, never half a character. */
export function squareReason(reason: string): string {
  let cut = '';
  for (const char of reason.trim()) {
    if (cut.length + char.length > REFUND_REASON_MAX) break;
    cut += char;
  }
  return cut.trimEnd();
}

/** Whether a stored refund is the one asked for (a refund id names one refund: the same order, payment and amount). */
export function isSameRefund(stored: RefundAsked, asked: RefundAsked): boolean {
  return (
    stored.orderId === asked.orderId &&
    stored.cardId === asked.cardId &&
    stored.businessSlug === asked.businessSlug &&
    stored.paymentId === asked.paymentId &&
    stored.amountCents === asked.amountCents
  );
}

/**
 * Built from the stored refund and the currency of the order it refunds alone, so a re-sent request is identical and
 * Square answers the refund it made.
 */
export function refundPaymentBody(refund: RefundAsked, currency: string): Square.RefundPaymentRequest {
  return {
    idempotencyKey: refund.refundId,
    paymentId: refund.paymentId,
    amountMoney: { amount: BigInt(refund.amountCents), currency: currency as Square.Currency },
    ...(refund.reason ? { reason: refund.reason } : {}),
  };
}

/** A refund Square describes in its answer. */
export function outcomeOfRefund(refund: { id?: string; status?: string | null }): RefundOutcome {
  const { id, status } = refund;
  if (!id) return { kind: 'unknown', reason: 'a refund without an id' };
  if (status === 'PENDING' || status === 'COMPLETED') return { kind: 'taken', squareRefundId: id, status };
  if (status === 'REJECTED' || status === 'FAILED') {
    const code = `REFUND_${status}`;
    return { kind: 'refused', status, code, message: refusalMessage(code), squareRefundId: id };
  }
  return { kind: 'unknown', reason: `a refund ${status ?? 'without a status'}` };
}

/**
 * What a non-2xx answer (or none) means. Timeouts, 408, 429 and 5xx are no answer. So is IDEMPOTENCY_KEY_REUSED (and
 * 409): every request of a refund is built from its stored row, so it can only be a repeat Square has not finished
 * answering, never a refusal of the refund. Any other error is Square refusing the refund; branched on codes, never
 * on `detail` texts (decision 0008).
 */
export function outcomeOfRefundError(error: { statusCode?: number; errors?: { category: string; code: string; detail?: string }[] }): RefundOutcome {
  const { statusCode } = error;
  if (statusCode === undefined || statusCode === 408 || statusCode === 409 || statusCode === 429 || statusCode >= 500) {
    return { kind: 'unknown', reason: statusCode === undefined ? 'no answer' : `HTTP ${statusCode}` };
  }
  const [first] = error.errors ?? [];
  const code = first?.code ?? `HTTP_${statusCode}`;
  if (code === 'IDEMPOTENCY_KEY_REUSED') return { kind: 'unknown', reason: code };
  return { kind: 'refused', status: 'REJECTED', code, message: refusalMessage(code, first?.detail) };
}

/** Square's refusals the admin can understand, as a short phrase (redemption says "Square did not accept the refund (…)"). */
const REFUSALS: Record<string, string> = {
  REFUND_AMOUNT_INVALID: 'the amount is more than what is left to refund on the payment',
  PAYMENT_NOT_REFUNDABLE: 'the payment cannot be refunded',
  REFUND_ERROR_PAYMENT_NEEDS_COMPLETION: 'the payment is not completed yet',
  REFUND_ALREADY_PENDING: 'another refund of this payment is still pending',
  INSUFFICIENT_FUNDS: "the business's Square balance cannot cover the refund",
  REFUND_DECLINED: 'the card network declined the refund',
  REFUND_REJECTED: 'the refund was rejected',
  REFUND_FAILED: 'the refund failed at the card network',
  UNAUTHORIZED: "the business's Square credentials were not accepted",
  ACCESS_TOKEN_EXPIRED: "the business's Square access token has expired",
  ACCESS_TOKEN_REVOKED: "the business's Square access token was revoked",
  INSUFFICIENT_SCOPES: "the business's Square access token may not refund payments",
  NOT_FOUND: 'Square does not know the payment',
};

const DETAIL_MAX = 160;

/** The admin's reason for a refusal: ours for the codes we know, else Square's detail, short; else its code. */
export function refusalMessage(code: string, detail?: string): string {
  if (REFUSALS[code]) return REFUSALS[code];
  const said = (detail ?? '').replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  if (!said) return `Square answered ${code}`;
  return said.length > DETAIL_MAX ? `${said.slice(0, DETAIL_MAX - 1).trimEnd()}…` : said;
}
