/** Square's JSON shapes (snake_case, as on the wire) for the parts the emulator serves. */

export type ErrorCategory =
  | 'API_ERROR'
  | 'AUTHENTICATION_ERROR'
  | 'INVALID_REQUEST_ERROR'
  | 'RATE_LIMIT_ERROR'
  | 'PAYMENT_METHOD_ERROR'
  | 'REFUND_ERROR';

export interface SquareErrorItem {
  category: ErrorCategory;
  code: string;
  detail: string;
  field?: string;
}

export interface Money {
  amount: number;
  currency: string;
}

export interface Card {
  card_brand: string;
  last_4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  card_type?: string;
  prepaid_type?: string;
  bin: string;
}

export interface CardPaymentDetails {
  status: 'AUTHORIZED' | 'CAPTURED' | 'VOIDED' | 'FAILED';
  card: Card;
  entry_method: 'KEYED';
  cvv_status: 'CVV_ACCEPTED' | 'CVV_REJECTED' | 'CVV_NOT_CHECKED';
  avs_status: 'AVS_ACCEPTED' | 'AVS_REJECTED' | 'AVS_NOT_CHECKED';
  statement_description: string;
  card_payment_timeline: { authorized_at?: string; captured_at?: string; voided_at?: string };
  errors?: SquareErrorItem[];
}

export interface WalletDetails {
  status: 'AUTHORIZED' | 'CAPTURED' | 'VOIDED' | 'FAILED';
  brand: 'CASH_APP';
  cash_app_details: { buyer_full_name?: string; buyer_country_code?: string; buyer_cashtag?: string };
}

export type PaymentStatus = 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'FAILED';

export interface Payment {
  id: string;
  created_at: string;
  updated_at: string;
  amount_money: Money;
  tip_money?: Money;
  app_fee_money?: Money;
  total_money: Money;
  approved_money: Money;
  refunded_money?: Money;
  status: PaymentStatus;
  delay_duration?: string;
  delay_action: 'CANCEL';
  delayed_until: string;
  source_type: 'CARD' | 'WALLET';
  card_details?: CardPaymentDetails;
  wallet_details?: WalletDetails;
  location_id: string;
  order_id: string;
  reference_id?: string;
  customer_id?: string;
  refund_ids?: string[];
  risk_evaluation?: { created_at: string; risk_level: 'NORMAL' | 'MODERATE' | 'HIGH' };
  buyer_email_address?: string;
  note?: string;
  receipt_number?: string;
  receipt_url?: string;
  application_details: { square_product: 'ECOMMERCE_API'; application_id: string };
  version_token: string;
}

export interface PaymentRefund {
  id: string;
  status: 'PENDING' | 'COMPLETED' | 'REJECTED' | 'FAILED';
  location_id: string;
  amount_money: Money;
  payment_id: string;
  order_id: string;
  reason?: string;
  created_at: string;
  updated_at: string;
  destination_type: 'CARD' | 'WALLET';
}

export const DISPUTE_STATES = [
  'INQUIRY_EVIDENCE_REQUIRED',
  'INQUIRY_PROCESSING',
  'INQUIRY_CLOSED',
  'EVIDENCE_REQUIRED',
  'PROCESSING',
  'WON',
  'LOST',
  'ACCEPTED',
] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

export const DISPUTE_REASONS = [
  'AMOUNT_DIFFERS',
  'CANCELLED',
  'DUPLICATE',
  'NO_KNOWLEDGE',
  'NOT_AS_DESCRIBED',
  'NOT_RECEIVED',
  'PAID_BY_OTHER_MEANS',
  'CUSTOMER_REQUESTS_CREDIT',
  'EMV_LIABILITY_SHIFT',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** A chargeback a cardholder started with their bank (Disputes API; no evidence, so no `evidence_ids`). */
export interface Dispute {
  id: string;
  amount_money: Money;
  reason: DisputeReason;
  state: DisputeState;
  due_at: string;
  disputed_payment: { payment_id: string };
  card_brand: string;
  created_at: string;
  updated_at: string;
  brand_dispute_id: string;
  reported_at: string;
  version: number;
  location_id: string;
}

export type GiftCardState = 'ACTIVE' | 'DEACTIVATED' | 'BLOCKED' | 'PENDING';
export const GIFT_CARD_STATES: readonly GiftCardState[] = ['ACTIVE', 'DEACTIVATED', 'BLOCKED', 'PENDING'];
export const GIFT_CARD_TYPES = ['DIGITAL', 'PHYSICAL'] as const;

export interface GiftCard {
  id: string;
  type: (typeof GIFT_CARD_TYPES)[number];
  gan_source: 'SQUARE' | 'OTHER';
  state: GiftCardState;
  balance_money: Money;
  gan: string;
  created_at: string;
  customer_ids?: string[];
}

/** The activity types CreateGiftCardActivity accepts (Square makes the others, e.g. REFUND and IMPORT, itself). */
export const GIFT_CARD_ACTIVITY_TYPES = [
  'ACTIVATE',
  'LOAD',
  'REDEEM',
  'CLEAR_BALANCE',
  'DEACTIVATE',
  'ADJUST_INCREMENT',
  'ADJUST_DECREMENT',
] as const;
export type GiftCardActivityType = (typeof GIFT_CARD_ACTIVITY_TYPES)[number];

/** A change to a gift card's balance or state; its `<type>_activity_details` holds what the request gave. */
export type GiftCardActivity = {
  id: string;
  type: GiftCardActivityType;
  location_id: string;
  created_at: string;
  gift_card_id: string;
  gift_card_gan: string;
  gift_card_balance_money: Money;
} & { [T in GiftCardActivityType as `${Lowercase<T>}_activity_details`]?: Record<string, unknown> };

export interface WebhookSubscription {
  id: string;
  name?: string;
  enabled: boolean;
  event_types: string[];
  notification_url: string;
  api_version: string;
  signature_key?: string;
  created_at: string;
  updated_at: string;
}

/** An HTTP answer: status and JSON body. Declines are answers too (400 with errors and the FAILED payment). */
export interface Answer {
  status: number;
  body: unknown;
}

/** Thrown by a handler to answer with Square's `{errors: [...]}`. */
export class SquareFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: SquareErrorItem[],
  ) {
    super(errors.map((e) => `${e.code}: ${e.detail}`).join('; '));
  }

  get answer(): Answer {
    return { status: this.status, body: { errors: this.errors } };
  }
}

export function invalidRequest(code: string, detail: string, field?: string, status = 400): SquareFailure {
  return new SquareFailure(status, [{ category: 'INVALID_REQUEST_ERROR', code, detail, ...(field ? { field } : {}) }]);
}

export function notFound(detail: string): SquareFailure {
  return invalidRequest('NOT_FOUND', detail, undefined, 404);
}

/** The body Square sends with a 5xx or 429, used for injected faults. */
export function faultErrors(status: number): SquareErrorItem[] {
  if (status === 429) return [{ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED', detail: 'Rate limited (injected by the emulator).' }];
  if (status === 503) return [{ category: 'API_ERROR', code: 'SERVICE_UNAVAILABLE', detail: 'Service unavailable (injected by the emulator).' }];
  return [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail: `HTTP ${status} (injected by the emulator).` }];
}
