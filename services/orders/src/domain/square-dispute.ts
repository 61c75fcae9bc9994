import type { Square } from 'square';
import type { EventMap } from '@gv/proto';
import type { DisputeRow, OrderRow } from '../db/schema.js';

/**
 * Square's dispute notifications: `dispute.created`, then `dispute.state.updated` on each change of state (named
 * `dispute.state.changed` in Square's older API versions).
 */
export const DISPUTE_NOTIFICATIONS: ReadonlySet<string> = new Set(['dispute.created', 'dispute.state.updated', 'dispute.state.changed']);

/** What orders keeps of a Square dispute, whichever way it arrived: a notification or Square's answer to RetrieveDispute. */
export interface DisputeFacts {
  id: string;
  /** Square's payment disputed. */
  paymentId: string;
  amountCents: number;
  /** Square's reason, e.g. NO_KNOWLEDGE; '' when it gives none. */
  reason: string;
  /** Square's state, e.g. EVIDENCE_REQUIRED. */
  state: string;
  /** Square's version of the dispute: higher is newer. */
  version: number;
}

/** How one RetrieveDispute call ended. */
export type DisputeOutcome =
  | { kind: 'dispute'; dispute: DisputeFacts }
  /** Square refused to describe it (it does not know the dispute, or the business's credentials): nothing to record. */
  | { kind: 'refused'; code: string }
  /** No answer (timeout, network, Square unavailable): the notification should be sent again. */
  | { kind: 'unknown'; reason: string };

/**
 * Where a dispute stands for the card bought with its payment: `open` while the bank has not decided (the card is held),
 * `won` (WON, or an inquiry closed without a chargeback) or `lost` (LOST, or ACCEPTED by the seller).
 */
export type DisputeStage = 'open' | 'won' | 'lost';

const WON_STATES: ReadonlySet<string> = new Set(['WON', 'INQUIRY_CLOSED']);
const LOST_STATES: ReadonlySet<string> = new Set(['LOST', 'ACCEPTED']);

export function stageOf(state: string): DisputeStage {
  if (WON_STATES.has(state)) return 'won';
  if (LOST_STATES.has(state)) return 'lost';
  return 'open';
}

/** A notification's `data.object.dispute` (Square's examples put it there, not where the SDK's event types say), snake_case; undefined when it is not a dispute. */
export function disputeFromWire(value: unknown): DisputeFacts | undefined {
  const dispute = value as Record<string, any> | null | undefined;
  if (!dispute || typeof dispute !== 'object') return undefined;
  return checked({ ...dispute, paymentId: dispute.disputed_payment?.payment_id, amount: dispute.amount_money?.amount });
}

/** The same from the SDK's camelCase answer. */
export function disputeFromSdk(dispute: Square.Dispute): DisputeFacts | undefined {
  return checked({ ...dispute, paymentId: dispute.disputedPayment?.paymentId, amount: dispute.amountMoney?.amount });
}

/** `id`, `reason`, `state` and `version` are named alike in both forms; the payment and the amount are nested, named in each form's case. */
function checked(fields: Partial<Record<'id' | 'paymentId' | 'amount' | 'reason' | 'state' | 'version', unknown>>): DisputeFacts | undefined {
  const { id, paymentId, amount, reason, state, version } = fields;
  if (typeof id !== 'string' || id === '' || typeof paymentId !== 'string' || paymentId === '' || typeof state !== 'string' || state === '') return undefined;
  const amountCents = typeof amount === 'bigint' ? Number(amount) : amount;
  if (!Number.isSafeInteger(amountCents) || (amountCents as number) < 0 || (amountCents as number) > 2 ** 31 - 1) return undefined;
  // Square always versions a dispute; one without a version is older than any that has one.
  const versioned = version === undefined || version === null ? 0 : version;
  if (!Number.isSafeInteger(versioned) || (versioned as number) < 0 || (versioned as number) > 2 ** 31 - 1) return undefined;
  return { id, paymentId, amountCents: amountCents as number, reason: typeof reason === 'string' ? reason : '', state, version: versioned as number };
}

/** What a non-2xx answer (or none) of RetrieveDispute means: timeouts, 408, 429 and 5xx are no answer; anything else a refusal (branched on codes, decision 0008). */
export function outcomeOfDisputeError(error: { statusCode?: number; errors?: { code: string }[] }): DisputeOutcome {
  const { statusCode } = error;
  if (statusCode === undefined || statusCode === 408 || statusCode === 429 || statusCode >= 500) {
    return { kind: 'unknown', reason: statusCode === undefined ? 'no answer' : `HTTP ${statusCode}` };
  }
  return { kind: 'refused', code: error.errors?.[0]?.code ?? `HTTP_${statusCode}` };
}

type Disputed = Pick<DisputeRow, 'disputeId' | 'orderId' | 'paymentId' | 'businessSlug' | 'amountCents' | 'reason' | 'state'>;

/** The row a description of a dispute of the order's payment makes. */
export function disputeRowOf(order: Pick<OrderRow, 'id' | 'businessSlug'>, dispute: DisputeFacts): Disputed & Pick<DisputeRow, 'version'> {
  const { id: disputeId, paymentId, amountCents, reason, state, version } = dispute;
  return { disputeId, orderId: order.id, businessSlug: order.businessSlug, paymentId, amountCents, reason, state, version };
}

export type DisputeEvent =
  | { type: 'payment.disputed'; payload: EventMap['payment.disputed'] }
  | { type: 'payment.dispute-resolved'; payload: EventMap['payment.dispute-resolved'] };

/**
 * The event a move of the dispute's row from `before` (undefined: never recorded) to `after` records: one when its
 * stage changes. The dispute becomes open (`payment.disputed`), not on every change between open states (evidence
 * required → processing); it is decided (`payment.dispute-resolved`, won or lost). None when the stage stays.
 */
export function disputeEventOf(before: string | undefined, after: Disputed, at: string): DisputeEvent | undefined {
  const stage = stageOf(after.state);
  if (before !== undefined && stageOf(before) === stage) return undefined;
  const { disputeId, orderId, paymentId, businessSlug, state } = after;
  if (stage === 'open') {
    return { type: 'payment.disputed', payload: { v: 1, disputeId, orderId, paymentId, businessSlug, amountCents: after.amountCents, reason: after.reason, state, at } };
  }
  return { type: 'payment.dispute-resolved', payload: { v: 1, disputeId, orderId, paymentId, businessSlug, outcome: stage, state, at } };
}
