import { randomBytes } from 'node:crypto';
import { FieldCheck } from './field-check.js';
import { disputeEvent, squareId, type Merchant, type Notify } from './merchant.js';
import { pageOf } from './pagination.js';
import type { EmulatorState, StoredDispute } from './state.js';
import {
  DISPUTE_REASONS,
  DISPUTE_STATES,
  invalidRequest,
  notFound,
  type Answer,
  type Dispute,
  type DisputeReason,
  type DisputeState,
} from './wire.js';

const DAY_MS = 24 * 3600 * 1000;
// As in Square's examples: reported at midnight UTC, due 14 days later.
const DAYS_TO_RESPOND = 14;
// Square documents no page size for ListDisputes, nor a `limit`.
const PAGE_SIZE = 100;
/** The seller has yet to answer: AcceptDispute still applies. */
const AWAITING_SELLER: readonly DisputeState[] = ['INQUIRY_EVIDENCE_REQUIRED', 'EVIDENCE_REQUIRED'];
/** The bank has yet to decide. */
const UNDECIDED: readonly DisputeState[] = [...AWAITING_SELLER, 'INQUIRY_PROCESSING', 'PROCESSING'];
const OUTCOMES = ['WON', 'LOST'] as const;

export interface DisputeRequest {
  /** In cents; default: the payment's total. */
  amount?: number;
  /** Default NO_KNOWLEDGE, Square's reason when the cardholder does not recognize the charge (a stolen card). */
  reason?: DisputeReason;
}

/**
 * Square's Disputes API (ListDisputes, RetrieveDispute, AcceptDispute; no evidence), scoped to the merchant of the
 * access token; and, for tests, the cardholder's bank, which opens a dispute on a payment and decides it.
 * Every change of state is announced by `dispute.state.updated`.
 */
export class DisputesApi {
  constructor(private readonly state: EmulatorState, private readonly notify: Notify) {}

  /** ListDisputes: all states unless `states` is given (repeated or comma-separated), newest first (Square documents no order). */
  list(merchant: Merchant, query: URLSearchParams): Answer {
    const states = query.getAll('states').flatMap((value) => value.split(',').filter((s) => s !== ''));
    const unknown = states.find((s) => !DISPUTE_STATES.includes(s as DisputeState));
    if (unknown !== undefined) throw invalidRequest('INVALID_ENUM_VALUE', `Expected one of ${DISPUTE_STATES.join(', ')}, got ${unknown}.`, 'states');
    const matches = [...this.state.disputes.values()]
      .filter(({ merchantId }) => merchantId === merchant.id)
      .map(({ dispute }) => dispute)
      .filter((d) => states.length === 0 || states.includes(d.state))
      .filter((d) => !query.has('location_id') || d.location_id === query.get('location_id'));
    matches.sort((a, b) => a.created_at.localeCompare(b.created_at));
    matches.reverse();
    const { page, cursor } = pageOf(matches, query, { defaultLimit: PAGE_SIZE, maxLimit: PAGE_SIZE });
    return { status: 200, body: page.length === 0 ? {} : { disputes: page, ...(cursor ? { cursor } : {}) } };
  }

  get(merchant: Merchant, disputeId: string): Answer {
    return { status: 200, body: { dispute: this.find(merchant, disputeId).dispute } };
  }

  /** AcceptDispute: the seller gives the money back to the cardholder. Accepting again answers the accepted dispute. */
  accept(merchant: Merchant, disputeId: string): Answer {
    const stored = this.find(merchant, disputeId);
    if (stored.dispute.state === 'ACCEPTED') return { status: 200, body: { dispute: stored.dispute } };
    if (!AWAITING_SELLER.includes(stored.dispute.state)) {
      throw invalidRequest('BAD_REQUEST', `Dispute ${disputeId} is ${stored.dispute.state} and can no longer be accepted.`);
    }
    return { status: 200, body: { dispute: this.changeState(stored, 'ACCEPTED') } };
  }

  /** The cardholder's bank disputes a COMPLETED card payment: EVIDENCE_REQUIRED, announced by `dispute.created`. */
  open(paymentId: string, { amount, reason = 'NO_KNOWLEDGE' }: DisputeRequest = {}): Dispute {
    const stored = this.state.payments.get(paymentId);
    if (!stored) throw notFound(`Could not find payment with id: ${paymentId}`);
    const { payment } = stored;
    // Square documents disputes as chargebacks a cardholder asks of their card-issuing bank: card payments only.
    if (payment.status !== 'COMPLETED' || !payment.card_details) {
      const detail = `Payment ${paymentId} is a ${payment.status} ${payment.source_type} payment: only a COMPLETED card payment can be disputed.`;
      throw invalidRequest('BAD_REQUEST', detail, 'payment_id');
    }
    const total = payment.total_money.amount;
    const disputed = amount ?? total;
    if (!Number.isSafeInteger(disputed) || disputed < 1 || disputed > total) {
      throw invalidRequest('INVALID_VALUE', `The disputed amount must be from 1 to the payment's total, ${total}.`, 'amount_money.amount');
    }
    const now = new Date();
    const reportedAt = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const dispute: Dispute = {
      id: squareId(21),
      amount_money: { amount: disputed, currency: payment.total_money.currency },
      reason,
      state: 'EVIDENCE_REQUIRED',
      due_at: new Date(reportedAt + DAYS_TO_RESPOND * DAY_MS).toISOString(),
      disputed_payment: { payment_id: payment.id },
      card_brand: payment.card_details.card.card_brand,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      brand_dispute_id: randomBytes(16).toString('base64url'),
      reported_at: new Date(reportedAt).toISOString(),
      version: 1,
      location_id: payment.location_id,
    };
    this.state.saveDispute({ merchantId: stored.merchantId, dispute });
    this.notify(stored.merchantId, 'dispute.created', disputeEvent(dispute), dispute.location_id);
    return dispute;
  }

  /** The bank decides: for the seller (WON) or for the cardholder (LOST). */
  resolve(disputeId: string, outcome: (typeof OUTCOMES)[number]): Dispute {
    const stored = this.state.disputes.get(disputeId);
    if (!stored) throw notFound(`Could not find dispute with id: ${disputeId}`);
    if (!UNDECIDED.includes(stored.dispute.state)) throw invalidRequest('BAD_REQUEST', `Dispute ${disputeId} is already ${stored.dispute.state}.`);
    return this.changeState(stored, outcome);
  }

  /** `POST /emulator/disputes` with `{payment_id, amount_money?, reason?}`. */
  openRequested(body: Record<string, unknown>): Answer {
    const check = new FieldCheck(body);
    const paymentId = check.string('payment_id', { required: true, max: 192 });
    const currency = this.state.payments.get(paymentId ?? '')?.payment.total_money.currency ?? 'USD';
    const amount = check.money('amount_money', currency);
    const reason = check.oneOf('reason', DISPUTE_REASONS);
    check.done();
    return { status: 200, body: { dispute: this.open(paymentId!, { amount: amount?.amount, reason }) } };
  }

  /** `POST /emulator/disputes/{dispute_id}/resolve` with `{state: 'WON' | 'LOST'}`. */
  resolveRequested(disputeId: string, body: Record<string, unknown>): Answer {
    const check = new FieldCheck(body);
    const outcome = check.oneOf('state', OUTCOMES, { required: true });
    check.done();
    return { status: 200, body: { dispute: this.resolve(disputeId, outcome!) } };
  }

  private find(merchant: Merchant, disputeId: string): StoredDispute {
    const stored = this.state.disputes.get(disputeId);
    if (!stored || stored.merchantId !== merchant.id) throw notFound(`Could not find dispute with id: ${disputeId}`);
    return stored;
  }

  private changeState(stored: StoredDispute, state: DisputeState): Dispute {
    const dispute: Dispute = { ...stored.dispute, state, updated_at: new Date().toISOString(), version: stored.dispute.version + 1 };
    this.state.saveDispute({ ...stored, dispute });
    this.notify(stored.merchantId, 'dispute.state.updated', disputeEvent(dispute), dispute.location_id);
    return dispute;
  }
}
