import type { EventMap } from './events.js';
/** Checkout contracts (docs/money-path.md): payment config, create-payment, purchase. Money in dollars unless a name ends in `Cents`. */
import type { ClientInfo, Unchecked } from './identity.js';
import type { PurchasePromotion } from './promotions.js';
import { toMajorUnits } from './money.js';
import { defineCatalog } from './locale.js';
import purchaseTexts from './messages/purchase.json' with { type: 'json' };

export type PurchaseType = 'self' | 'gift';

export interface SelfInfo {
  name: string;
  email: string;
  phone: string;
}

export interface GiftInfo {
  recipientName: string;
  recipientEmail: string;
  /** Optional personal message. */
  message?: string;
  senderName: string;
  senderEmail: string;
  senderPhone: string;
  /** When the recipient's email goes out: ISO 8601 with offset ('2026-03-09T09:00:00-04:00'); absent or past: at once (decision 0061). */
  deliverAt?: string;
  /** The IANA zone the time was chosen in, where the buyer's confirmation states it; absent: the business's. */
  deliverTimeZone?: string;
}

/** One recipient of a gift order with several: a card each, with its own message and delivery time. */
export type GiftRecipient = Pick<GiftInfo, 'recipientName' | 'recipientEmail' | 'message' | 'deliverAt' | 'deliverTimeZone'>;

/** The buyer of a gift order with `recipients`: giftInfo then carries only them. */
export type GiftSender = Pick<GiftInfo, 'senderName' | 'senderEmail' | 'senderPhone'>;

/** `test`: the business has no Square credentials; the gateway's stand-in script makes Square's sandbox test nonces. */
export type PaymentMode = 'test' | 'sandbox' | 'production';

/** Whether a payment in this mode took real money: test and Square sandbox payments did not, so their cards are test cards. */
export function paidRealMoney(mode: PaymentMode): boolean {
  return mode === 'production';
}

/** Square's sandbox application ids; their payments take no money. */
export function isSquareSandboxApplicationId(applicationId: string): boolean {
  return applicationId.startsWith('sandbox-');
}

/** Why Square sandbox credentials cannot take a business live (unless the operator allows it for staging: ALLOW_SANDBOX_LIVE). */
export const SANDBOX_CREDENTIALS_REASON = 'these are Square sandbox credentials; use your production credentials to go live.';

/** GET /api/v1/payments/config?businessSlug= */
export interface PaymentsConfig {
  mode: PaymentMode;
  applicationId: string;
  locationId: string;
  /** The Web Payments SDK script: Square's CDN, or /square-test-sdk.js in test mode. */
  scriptUrl: string;
  /** The business's IANA zone, where the dialog offers a gift's delivery time first (decision 0061). */
  timeZone?: string;
}

/** POST /api/payments/create-payment. The server charges the card's sale price; a client `amount` is ignored. */
export interface CreatePaymentRequest {
  /** The Web Payments SDK token (a nonce such as cnon:card-nonce-ok in test mode). */
  sourceId: string;
  /** One per checkout attempt; also Square's idempotency key. */
  idempotencyKey: string;
  businessSlug: string;
  /** The gift card id. */
  id: string;
  purchaseType: PurchaseType;
  selfInfo?: SelfInfo;
  /** The gift's recipient and buyer; with `recipients`, the buyer only. */
  giftInfo?: GiftInfo | GiftSender;
  /** A gift to several people in one payment: one card each; the charge is the sum of their sale prices. */
  recipients?: GiftRecipient[];
  /** Dollars, for an "Any amount" card: the value chosen for each card (the server prices it); a fixed card ignores it. A reload's value. */
  amount?: number;
  /** A reload: the code of the card to top up (then `id`, `purchaseType` and gifts are not sent; `selfInfo` is the payer). */
  reloadOf?: string;
  /** Where the buyer lives, asked where unclaimed-property law needs it (decision 0095): a US state or DC, or a two-letter country. */
  billingState?: string;
  /** The language the buyer chose on the storefront (LOCALES); kept with the order: its emails and the holder page speak it. Absent: the business's. */
  locale?: string;
}

/** A Square payment as the dialog reads it. */
export interface PaymentView {
  id: string;
  status: string;
  sourceType: string;
  amountMoney: { amount: number; currency: string };
  receiptNumber: string;
  receiptUrl: string;
  updatedAt: string;
}

export interface CreatePaymentResponse {
  success: true;
  orderId: string;
  payment: PaymentView;
}

/** 402 answer of create-payment: Square's code (GENERIC_DECLINE, CVV_FAILURE…) and the card's reason in words. */
export interface PaymentDeclined {
  success: false;
  code: string;
  message: string;
}

/** Spec §3 Purchase form, filled from the payment response. */
export interface PaymentDetails {
  transactionId: string;
  paymentMethod: string;
  paymentamount: number;
  currency: string;
  status: string;
  receiptNumber: string;
  receiptUrl: string;
  paymentdAt: string;
}

/** The paymentDetails the purchase dialog sends with the purchase, from create-payment's payment (amount in major units of its currency). */
export function paymentDetailsOf(payment: PaymentView): PaymentDetails {
  return {
    transactionId: payment.id,
    paymentMethod: payment.sourceType,
    paymentamount: toMajorUnits(payment.amountMoney.amount, payment.amountMoney.currency),
    currency: payment.amountMoney.currency,
    status: payment.status,
    receiptNumber: payment.receiptNumber,
    receiptUrl: payment.receiptUrl,
    paymentdAt: payment.updatedAt,
  };
}

/** PUT /api/v1/admin/purchase: the spec's purchase form plus the order it completes. */
export interface PurchaseForm {
  /** The gift card id; a reload sends `reloadOf` instead. */
  id?: string;
  purchaseType: PurchaseType;
  selfInfo?: SelfInfo;
  giftInfo?: GiftInfo | GiftSender;
  recipients?: GiftRecipient[];
  paymentDetails?: PaymentDetails;
  orderId?: string;
  /** Dollars, for an "Any amount" card: must be the amount the checkout chose; a fixed card ignores it. */
  amount?: number;
  /** A reload's card code, as its checkout sent it (then `id` is not needed). */
  reloadOf?: string;
  /** The language the buyer chose on the storefront (LOCALES), as create-payment took it. */
  locale?: string;
}

/** One card of a purchase: its code, to whom and when its email goes out. */
export interface PurchasedCard {
  uniqueCode: string;
  remainingBalance: number;
  saveUrl: string;
  recipientName?: string;
  recipientEmail?: string;
  /** As the checkout gave it; absent when sent at once. */
  deliverAt?: string;
}

export interface PurchaseCompleted {
  success: true;
  purchase: {
    orderId: string;
    uniqueCode: string;
    remainingBalance: number;
    /** The holder page of the issued card. */
    saveUrl: string;
    /** Absent when the wallet service cannot make them (the holder page offers them too). */
    googleWalletUrl?: string;
    appleWalletUrl?: string;
    /** The wallet links are test passes, signed by local keys. */
    testPass?: true;
    /** The first gift's delivery time as the checkout's giftInfo (or first recipient) gave it; absent when none was given. */
    deliverAt?: string;
    /** Every card of the order, in the order of its recipients (one for a purchase without `recipients`). */
    cards: PurchasedCard[];
    /** The promotion its cards were issued under; absent: none ran. */
    promotion?: PurchasePromotion;
  };
}

/** The purchase dialog's messages (spec §5, §8) beside the shared field messages. */
export const purchaseMessages = defineCatalog('purchase', purchaseTexts);

/** The server's words (English). */
export const PURCHASE_MESSAGES = purchaseMessages.messages.en;

/** Request-reply patterns of the orders service (the gateway's checkout routes). */
export const OrdersRpc = {
  paymentsConfig: 'orders.payments-config',
  createPayment: 'orders.create-payment',
  completePurchase: 'orders.complete-purchase',
  squareWebhook: 'orders.square-webhook',
  paymentAnomalies: 'orders.payment-anomalies',
  verifySquareCredentials: 'orders.verify-square-credentials',
  ledgerAudit: 'orders.ledger-audit',
  refundPayment: 'orders.refund-payment',
  subscribeGiftCardEvents: 'orders.square-gift-cards.subscribe',
  unsubscribeGiftCardEvents: 'orders.square-gift-cards.unsubscribe',
  registerGiftCard: 'orders.square-gift-cards.register',
  redeemAtSquare: 'orders.square-gift-cards.redeem',
  mirrorAtSquare: 'orders.square-gift-cards.mirror',
} as const;

/**
 * Refund part of an order's payment at Square, as redemption recorded it (`gift-card.refunded`, without its `v`).
 * Idempotent on refundId, which is also Square's idempotency key: asked again, by the admin's call or by the event,
 * it answers the first outcome and Square holds one refund.
 */
export type RefundPaymentRequest = Omit<EventMap['gift-card.refunded'], 'v'>;

/** Square took the refund: PENDING until the card network settles it, then COMPLETED. */
export interface PaymentRefunded {
  refundId: string;
  squareRefundId: string;
  status: 'PENDING' | 'COMPLETED';
}

/** One fact the books do not agree on, found by the ledger audit. */
export type LedgerDiscrepancy =
  | { kind: 'balance-not-ledger-sum'; cardId: string; orderId: string; balanceCents: number; ledgerSumCents: number }
  | { kind: 'payment-without-card'; paymentId: string; orderId: string }
  | { kind: 'card-without-payment'; cardId: string; orderId: string; paymentId: string }
  | { kind: 'card-of-another-payment'; cardId: string; orderId: string; cardPaymentId: string; paymentId: string }
  | { kind: 'order-state-not-payment'; orderId: string; orderStatus: string; paymentId: string | null; paymentStatus: string | null }
  /** Square describes the payment otherwise than orders recorded it; squareStatus null when Square did not answer (reason). */
  | { kind: 'payment-status-not-square'; orderId: string; paymentId: string; recordedStatus: string; squareStatus: string | null; reason: string | null }
  /** A card registered at the Square Point of Sale whose balance there is not the ledger's; squareBalanceCents null when Square did not answer (reason). */
  | { kind: 'square-balance-not-ledger'; cardId: string; businessSlug: string; squareGiftCardId: string; ledgerBalanceCents: number; squareBalanceCents: number | null; reason: string | null };

/** One line per discrepancy, for people reading the audit (`balance-not-ledger-sum: cardId=… balanceCents=3000 …`). */
export function describeLedgerDiscrepancy(discrepancy: LedgerDiscrepancy): string {
  const { kind, ...facts } = discrepancy;
  return `${kind}: ${Object.entries(facts).map(([key, value]) => `${key}=${value}`).join(' ')}`;
}

/**
 * The latest ledger audit (GET /api/superadmin/ledger-audit): when it ran, whether everything agreed, the
 * discrepancies (at most the first thousand) and how many there were. `ranAt` is null before the first run.
 */
export interface LedgerAuditResult {
  ranAt: string | null;
  ok: boolean;
  discrepancies: LedgerDiscrepancy[];
  count: number;
}

/** Identity asks orders (the one service that calls Square) whether Square confirms a business's credentials. */
export interface SquareCredentialsCheck {
  applicationId: string;
  locationId: string;
  /** Sealed with the 'secrets-at-rest' key, as stored. */
  sealedAccessToken: string;
  /**
   * Whose credentials, and the currency its cards are priced in now: a location in another currency is refused once
   * the business has sold a live card (its currency is then fixed), and otherwise becomes the business's currency.
   * Absent (a check outside Settings): the location may take any currency Square takes.
   */
  business?: { businessSlug: string; currency: string };
}

/** The owner turns on "Cards work at my Square Point of Sale": the platform subscribes to the business's gift card events. */
export interface GiftCardEventsSubscribe extends SquareCredentialsCheck {
  businessSlug: string;
}

/** Square's subscription, and its signature key sealed with the 'secrets-at-rest' key. */
export interface GiftCardEventsSubscribed {
  subscriptionId: string;
  sealedSignatureKey: string;
}

export interface GiftCardEventsUnsubscribe extends SquareCredentialsCheck {
  subscriptionId: string;
}

/**
 * Register an issued card at the business's Square Point of Sale: CreateGiftCard with its own GAN, then ACTIVATE for
 * `amountCents`; both with idempotency keys from `cardId`, so asking again registers it once.
 */
export interface GiftCardRegistration {
  businessSlug: string;
  cardId: string;
  gan: string;
  amountCents: number;
  /**
   * The card's earlier gift card at Square, when it is registered anew under a new GAN (a recipient change, or a
   * reactivation: DEACTIVATE cannot be undone there). It is deactivated first; the new card's keys come from its GAN.
   */
  previousSquareGiftCardId?: string;
}

export interface GiftCardRegistered {
  squareGiftCardId: string;
}

/**
 * A counter redemption of a registered card, asked of Square first: a REDEEM activity whose idempotency key comes
 * from `idempotencyKey` (the redemption's own), so asking again takes the amount once. The business's credentials
 * come with it, read before the redemption's transaction, so answering needs no database.
 */
export interface SquareRedemption extends SquareCredentialsCheck {
  squareGiftCardId: string;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * A ledger change of a registered card, mirrored as a gift card activity keyed by `idempotencyKey` (from the ledger
 * row or card action that made it): value added or taken off, or the card deactivated. A card Square already holds
 * DEACTIVATED takes nothing more and needs nothing more (it is registered anew if it comes back).
 */
export interface SquareMirror {
  businessSlug: string;
  squareGiftCardId: string;
  type: 'ADJUST_INCREMENT' | 'ADJUST_DECREMENT' | 'DEACTIVATE';
  /** For an ADJUST_*: more than zero. */
  amountCents?: number;
  idempotencyKey: string;
}

/** The activity Square made (null: none was needed), and the card's balance at Square after it. */
export interface SquareMirrored {
  squareActivityId: string | null;
  balanceCents: number;
}

/** Square COMPLETED the redemption: its activity. */
export interface SquareRedeemed {
  squareActivityId: string;
}

/** Square confirmed the location is the token's and active; a refusal is an error with the reason. */
export interface SquareCredentialsVerified {
  verified: true;
  locationName: string;
  /** The ISO 4217 code the location takes payments in: from now on the business's currency. */
  currency: string;
}

export interface PaymentsConfigRequest {
  businessSlug?: string;
}

export type CreatePaymentRpcRequest = Unchecked<CreatePaymentRequest> & ClientInfo;

export type CompletePurchaseRequest = Unchecked<PurchaseForm> & {
  /** Where the holder page lives (PUBLIC_URL, or the gateway's own address): saveUrl is built on it. */
  publicBaseUrl: string;
};

/** POST /api/payments/square-webhook/{businessSlug}, as the gateway received it: the signature covers the exact bytes. */
export interface SquareWebhookRequest {
  businessSlug: string;
  /** The URL Square posted to, which the signature covers with the body. */
  notificationUrl: string;
  /** The x-square-hmacsha256-signature header. */
  signature?: string;
  rawBody: string;
}

export interface SquareWebhookReceived {
  received: true;
}

/**
 * A payment Square described that contradicts its order, so it settled nothing: another amount or currency than the
 * order's price, another order's reference, a second payment for an order that has one, or a payment Square does not know.
 */
export interface PaymentAnomaly {
  kind: 'amount-mismatch' | 'reference-mismatch' | 'second-payment' | 'unknown-payment';
  detail: string;
  businessSlug: string;
  orderId: string;
  squarePaymentId: string;
  /** What Square says the payment is for (null when Square does not know it). */
  amountCents: number | null;
  currency: string | null;
  /** The order's price, in USD. */
  orderAmountCents: number;
  detectedAt: string;
}

/** GET /api/superadmin/payment-anomalies: the latest anomalies, newest first. */
export interface PaymentAnomalyList {
  anomalies: PaymentAnomaly[];
}

/** Spec §5: a purchase phone is valid written as (XXX) XXX-XXXX or as 10 to 11 digits. */
export function isPurchasePhone(value: string): boolean {
  const trimmed = value.trim();
  return /^\(\d{3}\) \d{3}-\d{4}$/.test(trimmed) || /^\d{10,11}$/.test(trimmed);
}
