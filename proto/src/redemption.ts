/** The redemption service's request-reply messages: issued gift cards and their balances. Money in integer cents. */
import type { AdminPrincipal } from './auth.js';
import type { EventMap } from './events.js';
import type { Unchecked } from './identity.js';

/** Request-reply patterns of the redemption service. */
export const RedemptionRpc = {
  issueForOrder: 'redemption.issue-for-order',
  cardCodes: 'redemption.card-codes',
  scan: 'redemption.scan',
  sendRedeemOtp: 'redemption.send-redeem-otp',
  verifyRedeemOtp: 'redemption.verify-redeem-otp',
  redeem: 'redemption.redeem',
  auditCards: 'redemption.audit-cards',
  ordersAwaitingIssue: 'redemption.orders-awaiting-issue',
} as const;

/** A card as the ledger audit sees it: the balance it states, what its ledger rows add up to, and what paid for it. */
export interface AuditedCard {
  cardId: string;
  orderId: string;
  paymentId: string;
  balanceCents: number;
  ledgerSumCents: number;
}

/** The next page of cards in order id byte order, after `afterOrderId` ('' for the first). */
export interface AuditCardsRequest {
  afterOrderId: string;
  limit: number;
}

export interface AuditCardsPage {
  cards: AuditedCard[];
}

/** Paid orders to check for a deferred issue still due (their card is not made yet, which is no discrepancy). */
export interface OrderIdList {
  orderIds: string[];
}

/**
 * Issue the card of a paid order: the `payment.completed` payload (its `v` may be left out).
 * Idempotent on orderId: asking again answers the card issued the first time.
 */
export type IssueForOrderRequest = Omit<EventMap['payment.completed'], 'v'> & { v?: 1 };

export type IssuedGiftCardStatus = 'active' | 'deactivated';

/** How a test card (bought while its business was in test mode) is marked wherever it is shown: email, holder page, wallet passes. */
export const TEST_CARD_MARK = 'TEST — no value';
/** What the counter sees for a test card: it must not be accepted as payment. */
export const TEST_CARD_AT_COUNTER = 'Test card — no value';

export interface IssuedGiftCard {
  cardId: string;
  orderId: string;
  /** 26 characters of Crockford base32 (128 random bits): a bearer secret, shown as text and QR. */
  uniqueCode: string;
  businessSlug: string;
  giftCardId: string;
  giftCardName: string;
  faceValueCents: number;
  /** The ACTIVATE buckets: the price paid, and face value − price. */
  paidValueCents: number;
  bonusValueCents: number;
  remainingBalanceCents: number;
  /** YYYY-MM-DD, valid through this day. */
  expirationDate: string;
  status: IssuedGiftCardStatus;
  /** The recipient of a gift, else the buyer: the one-time code to spend it goes to this email. */
  holder: { name: string; email: string };
  issuedAt: string;
  /** Bought in test mode: a test card with no value. */
  testCard: boolean;
}

/** The counter's messages (spec §5 Redeem, §8 Redeem popups) beside the service's own refusals. */
export const REDEEM_MESSAGES = {
  cardNotFound: 'Gift card not found.',
  amountBeforeOtp: 'Enter a valid redeem amount before sending OTP.',
  amountExceedsBalance: 'Redeem amount exceeds the available balance.',
  invalidCodeOrAmount: 'Invalid QR code or redeem amount.',
  otpSent: 'OTP has been sent successfully',
  otpVerified: 'OTP verified successfully.',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpExpired: 'This OTP has expired or was already used. Please send a new OTP.',
  otpLocked: 'Too many wrong OTPs. Please send a new OTP.',
  notAuthorized: "Confirm this amount with the OTP sent to the holder's email before redeeming.",
  redeemed: 'Gift Card Redeemed Successfully',
  cardExpired: 'This gift card has expired and cannot be redeemed.',
  cardDeactivated: 'This gift card has been deactivated and cannot be redeemed.',
  invalidQr: 'Invalid QR Code. Please scan again.',
  invalidQrData: 'Invalid QR code data.',
  noBuyer: 'No buyer found for the scanned QR code.',
  emailMissing: 'Buyer or recipient email is missing. Cannot send OTP.',
  otpMissing: 'OTP is missing.',
  verifyEmailMissing: 'Email is missing. Cannot verify OTP.',
  sendOtpFailed: 'Failed to send OTP.',
  redeemFailed: 'Failed to process redemption.',
} as const;

/** The card's code in a scanned QR: the holder page link `${PUBLIC_URL}/card/{code}` (last path segment) or the bare code; null when neither. */
export function giftCardCodeFromScan(scanned: string): string | null {
  let text = scanned.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      text = decodeURIComponent(new URL(text).pathname.split('/').filter(Boolean).at(-1) ?? '');
    } catch {
      return null;
    }
  }
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  return /^[0-9A-HJKMNP-TV-Z]{26}$/.test(code) ? code : null;
}

/** Who redeems: the admin from the session, and a key of that session (authorizations are bound to it). */
export interface CounterRequest {
  admin: AdminPrincipal;
  /** A one-way key of the admin's session cookie (never the cookie itself). */
  sessionKey: string;
  ip?: string;
}

export interface ScanGiftCardRequest extends CounterRequest {
  code?: string;
}

/** GET /api/v1/admin/scan-giftcard/{code} → the gift card with its buyer (spec §3 "Buyer/purchase record"). Money in dollars. */
export interface ScannedGiftCard {
  giftCard: ScannedCardFacts;
  buyers: RedeemBuyer[];
}

export interface ScannedCardFacts {
  /** The catalog gift card it was sold as. */
  _id: string;
  giftCardName: string;
  /** Face value. */
  amount: number;
  /** YYYY-MM-DD, valid through this day. */
  expirationDate: string;
  expired: boolean;
  businessSlug: string;
  status: IssuedGiftCardStatus;
  /** Bought in test mode: a test card with no value. */
  testCard: boolean;
  /** As the catalog shows the card now; absent once the business has deleted it. */
  giftCardTag?: string;
  icon?: string;
  description?: string;
  /** Percent off, 0-100. */
  discount?: number;
  giftCardImg?: string;
}

export interface RedemptionHistoryEntry {
  redeemedAmount: number;
  remainingAmount: number;
  redemptionDate: string;
}

export interface RedeemBuyer {
  name: string;
  email: string;
  giftCardName: string;
  purchaseDate: string;
  remainingBalance: number;
  usedAmount: number;
  qrCode: { uniqueCode: string };
  /** Bought in test mode: a test card with no value. */
  testCard: boolean;
  selfInfo: { name: string; email: string } | null;
  giftInfo: { recipientName: string; recipientEmail: string } | null;
  redemptionHistory: RedemptionHistoryEntry[];
}

export type SendRedeemOtpRequest = CounterRequest & Unchecked<{ email: string; redeemAmount: number | string; qrUniqueCode: string }>;
export type VerifyRedeemOtpRequest = CounterRequest & Unchecked<{ email: string; qrUniqueCode: string; otp: string }>;
export type RedeemRequest = CounterRequest & Unchecked<{ qrCode: string; amount: number | string }>;

export interface GiftCardRedeemed {
  success: true;
  message: string;
  buyer: RedeemBuyer;
}

/** The codes of some of a business's issued cards (the orders views show them); another business's cards are left out. */
export interface CardCodesRequest {
  businessSlug: string;
  cardIds: string[];
}

export interface CardCodes {
  /** Card id → code. */
  codes: Record<string, string>;
}
