import { createHash, randomBytes } from 'node:crypto';
import { SQUARE_COUNTRIES } from './square-countries.js';
import type { Dispute, GiftCard, GiftCardActivity, Payment, PaymentRefund } from './wire.js';

/** The seller an access token acts for. Each token is its own merchant, so one business never sees another's payments. */
export interface Merchant {
  id: string;
  locationId: string;
  /** What its main location takes payments in. */
  currency: string;
}

/** A token ending in `:<currency>` (`test-mode:harbor-grill:JPY`) is a merchant whose main location takes that currency. */
const CURRENCY_SUFFIX = new RegExp(`:(${[...new Set(Object.values(SQUARE_COUNTRIES))].join('|')})$`);

/**
 * Merchant and main location ids derived from the token, stable across restarts (Square ids are upper-case base32);
 * the main location is in the US unless the token names another currency (CURRENCY_SUFFIX).
 */
export function merchantFor(token: string): Merchant {
  const digest = createHash('sha256').update(token).digest();
  const base32 = (bytes: Buffer) => [...bytes].map((b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[b % 32]).join('');
  const currency = CURRENCY_SUFFIX.exec(token)?.[1] ?? 'USD';
  return { id: `M${base32(digest.subarray(0, 12))}`, locationId: `L${base32(digest.subarray(12, 24))}`, currency };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An opaque id shaped like Square's (payment and order ids are 29 alphanumerics). */
export function squareId(length = 29): string {
  return [...randomBytes(length)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

export type NotificationData =
  | { type: 'payment'; id: string; object: { payment: Payment } }
  | { type: 'refund'; id: string; object: { refund: PaymentRefund } }
  | { type: 'dispute'; id: string; object: { dispute: Dispute } }
  | { type: 'gift_card'; id: string; object: { gift_card: GiftCard } }
  | { type: 'gift_card_activity'; id: string; object: { gift_card_activity: GiftCardActivity } };

/**
 * Hands an event (e.g. `payment.updated`) to the webhook subscribers of a merchant. `locationId` goes in the envelope
 * for the events whose documented notifications carry one (the dispute events).
 */
export type Notify = (merchantId: string, eventType: string, data: NotificationData, locationId?: string) => void;

// No copies needed: a notification body is serialized as soon as it is handed over.
export function paymentEvent(payment: Payment): NotificationData {
  return { type: 'payment', id: payment.id, object: { payment } };
}

export function refundEvent(refund: PaymentRefund): NotificationData {
  return { type: 'refund', id: refund.id, object: { refund } };
}

export function disputeEvent(dispute: Dispute): NotificationData {
  return { type: 'dispute', id: dispute.id, object: { dispute } };
}

export function giftCardEvent(giftCard: GiftCard): NotificationData {
  return { type: 'gift_card', id: giftCard.id, object: { gift_card: giftCard } };
}

export function giftCardActivityEvent(activity: GiftCardActivity): NotificationData {
  return { type: 'gift_card_activity', id: activity.id, object: { gift_card_activity: activity } };
}
