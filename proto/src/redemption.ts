/** The redemption service's request-reply messages: issued gift cards and their balances. Money in integer cents. */
import type { EventMap } from './events.js';

/** Request-reply patterns of the redemption service. */
export const RedemptionRpc = {
  issueForOrder: 'redemption.issue-for-order',
} as const;

/**
 * Issue the card of a paid order: the `payment.completed` payload (its `v` may be left out).
 * Idempotent on orderId: asking again answers the card issued the first time.
 */
export type IssueForOrderRequest = Omit<EventMap['payment.completed'], 'v'> & { v?: 1 };

export type IssuedGiftCardStatus = 'active' | 'deactivated';

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
}
