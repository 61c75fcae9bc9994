/** Checkout contracts (MONEY-PATH.md, issue 9): payment config, create-payment, purchase. Money in dollars unless a name ends in `Cents`. */
import type { ClientInfo, Unchecked } from './identity.js';

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
}

/** `test`: the business has no Square credentials; the gateway's stand-in script makes Square's sandbox test nonces. */
export type PaymentMode = 'test' | 'sandbox' | 'production';

/** GET /api/v1/payments/config?businessSlug= */
export interface PaymentsConfig {
  mode: PaymentMode;
  applicationId: string;
  locationId: string;
  /** The Web Payments SDK script: Square's CDN, or /square-test-sdk.js in test mode. */
  scriptUrl: string;
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
  giftInfo?: GiftInfo;
  amount?: number;
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

/** The paymentDetails the purchase dialog sends with the purchase, from create-payment's payment (amount in dollars). */
export function paymentDetailsOf(payment: PaymentView): PaymentDetails {
  return {
    transactionId: payment.id,
    paymentMethod: payment.sourceType,
    paymentamount: payment.amountMoney.amount / 100,
    currency: payment.amountMoney.currency,
    status: payment.status,
    receiptNumber: payment.receiptNumber,
    receiptUrl: payment.receiptUrl,
    paymentdAt: payment.updatedAt,
  };
}

/** PUT /api/v1/admin/purchase: the spec's purchase form plus the order it completes. */
export interface PurchaseForm {
  id: string;
  purchaseType: PurchaseType;
  selfInfo?: SelfInfo;
  giftInfo?: GiftInfo;
  paymentDetails?: PaymentDetails;
  orderId?: string;
}

export interface PurchaseCompleted {
  success: true;
  purchase: {
    orderId: string;
    uniqueCode: string;
    remainingBalance: number;
    /** The holder page of the issued card. */
    saveUrl: string;
    /** Present only when wallet passes are configured. */
    googleWalletUrl?: string;
    appleWalletUrl?: string;
  };
}

/** The purchase dialog's messages (spec §5, §8) beside the shared field messages. */
export const PURCHASE_MESSAGES = {
  selectType: 'Please select a purchase type',
  phone: 'Please enter a valid phone number',
  paymentDetails: 'Please fill in all payment details',
  cashAppFailed: 'Cash App Pay payment failed. Try another method.',
  cardNotFound: 'Gift card not found.',
  cardExpired: 'This gift card has expired.',
} as const;

/** Request-reply patterns of the orders service (the gateway's checkout routes). */
export const OrdersRpc = {
  paymentsConfig: 'orders.payments-config',
  createPayment: 'orders.create-payment',
  completePurchase: 'orders.complete-purchase',
  squareWebhook: 'orders.square-webhook',
} as const;

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

/** Spec §5: a purchase phone is valid written as (XXX) XXX-XXXX or as 10 to 11 digits. */
export function isPurchasePhone(value: string): boolean {
  const trimmed = value.trim();
  return /^\(\d{3}\) \d{3}-\d{4}$/.test(trimmed) || /^\d{10,11}$/.test(trimmed);
}
