import { bigint, boolean, date, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CorporateOrderStatus, LedgerDiscrepancy, OrderGift, PaymentAnomaly, PaymentMode, PurchaseType } from '@gv/proto';
import type { OrderStatus } from '../domain/order-states.js';

export const orders = pgSchema('orders');

export type { OrderStatus };

/**
 * A checkout, stored before Square is called. What was sent to Square (key, token, amount, location, this id as
 * reference_id) stays here, so the identical CreatePayment can be sent again to learn the outcome of a lost answer.
 */
export const orderRows = orders.table('orders', {
  id: uuid('id').primaryKey(),
  businessSlug: text('business_slug').notNull(),
  /** As identity named the business at checkout, for the emails; null on orders placed before it was recorded. */
  businessName: text('business_name'),
  /** The gift card law the business sold under at checkout (a GIFT_CARD_LAWS code); null on orders placed before it was recorded. */
  jurisdiction: text('jurisdiction'),
  idempotencyKey: text('idempotency_key').notNull(),
  giftCardId: uuid('gift_card_id').notNull(),
  giftCardName: text('gift_card_name').notNull(),
  faceValueCents: integer('face_value_cents').notNull(),
  expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
  priceCents: integer('price_cents').notNull(),
  purchaseType: text('purchase_type').$type<PurchaseType>().notNull(),
  buyerName: text('buyer_name').notNull(),
  buyerEmail: text('buyer_email').notNull(),
  buyerPhone: text('buyer_phone').notNull(),
  recipientName: text('recipient_name'),
  recipientEmail: text('recipient_email'),
  message: text('message').notNull().default(''),
  /** A gift's cards, one per recipient, with their messages and delivery times; empty for a purchase for oneself. The first is `recipient…` and `message`. */
  gifts: jsonb('gifts').$type<OrderGift[]>().notNull().default([]),
  paymentMode: text('payment_mode').$type<PaymentMode>().notNull(),
  squareLocationId: text('square_location_id').notNull().default(''),
  sourceId: text('source_id').notNull(),
  status: text('status').$type<OrderStatus>().notNull().default('pending'),
  squarePaymentId: text('square_payment_id'),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
  /** A corporate order paid outside the platform (decision 0063); null for a checkout. Its buyer is the company, at the issuing admin's email. */
  corporate: jsonb('corporate').$type<CorporateOrderFacts>(),
});

export interface CorporateOrderFacts {
  company: string;
  named: boolean;
  /** How the company paid (an invoice number); the order's idempotency key is made of it. */
  paymentReference: string;
  /**
   * Absent on batches issued before confirmation was asked (decision 0071): confirmed. The order is `held` (no payment,
   * no event) until it is confirmed within the day's cap or approved by the super admin.
   */
  status?: CorporateOrderStatus;
  confirmedBy?: string;
  confirmedAt?: string;
  approvedBy?: string;
}

/**
 * The daily cap on value paid outside the platform the super admin set for a business (decision 0071); a business
 * without a row has DEFAULT_DAILY_OUTSIDE_CAP_CENTS.
 */
export const outsidePaymentCaps = orders.table('outside_payment_caps', {
  businessSlug: text('business_slug').primaryKey(),
  dailyCapCents: integer('daily_cap_cents').notNull(),
  setBy: text('set_by').notNull(),
  setAt: timestamp('set_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Value paid outside the platform a business confirmed within its cap, per UTC day: one counter row, moved only by a guarded upsert. */
export const outsidePaymentDays = orders.table('outside_payment_days', {
  businessSlug: text('business_slug').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  usedCents: bigint('used_cents', { mode: 'number' }).notNull(),
});

/** The source type of a payment made outside the platform (a corporate order's invoice): recorded here, never asked of Square. */
export const EXTERNAL_SOURCE = 'EXTERNAL';

/** A Square payment as Square last described it; one per order, since an order sends one idempotency key. */
export const paymentRows = orders.table('payments', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  businessSlug: text('business_slug').notNull(),
  status: text('status').notNull(),
  sourceType: text('source_type').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  receiptNumber: text('receipt_number').notNull(),
  receiptUrl: text('receipt_url').notNull(),
  /** The last 4 digits of the card paid with (Square's card_details.card.last_4); null: not a card. */
  cardLast4: text('card_last4'),
  squareUpdatedAt: text('square_updated_at').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** A payment Square described that contradicted its order and so settled nothing, for the super admin (one row per order, payment and kind). */
export const paymentAnomalyRows = orders.table('payment_anomalies', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<PaymentAnomaly['kind']>().notNull(),
  detail: text('detail').notNull(),
  businessSlug: text('business_slug').notNull(),
  orderId: uuid('order_id').notNull(),
  squarePaymentId: text('square_payment_id').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }),
  currency: text('currency'),
  orderAmountCents: integer('order_amount_cents').notNull(),
  detectedAt: timestamp('detected_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** A run of the ledger audit: whether the books agreed, and the discrepancies it found (at most the first thousand). */
export const ledgerAuditRows = orders.table('ledger_audits', {
  ranAt: timestamp('ran_at', { withTimezone: true, mode: 'string' }).primaryKey(),
  ok: boolean('ok').notNull(),
  discrepancyCount: integer('discrepancy_count').notNull(),
  discrepancies: jsonb('discrepancies').$type<LedgerDiscrepancy[]>().notNull(),
});

/** Square's refund statuses, and `requested` while Square has not answered (or its answer was lost). */
export type RefundStatus = 'requested' | 'PENDING' | 'COMPLETED' | 'REJECTED' | 'FAILED';

/**
 * A refund of part of an order's payment, one per refund id (redemption's, and Square's idempotency key). What is sent
 * to Square (key, payment, amount, reason) stays here, so the identical RefundPayment can be sent again to learn the
 * outcome of a lost answer; its moves out of `requested` are guarded updates, each with its event.
 */
export const refundRows = orders.table('refunds', {
  refundId: text('refund_id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  cardId: text('card_id').notNull(),
  businessSlug: text('business_slug').notNull(),
  /** Square's payment refunded: the order's, checked when the refund was requested. */
  paymentId: text('payment_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** As sent to Square (at most 192 characters). */
  reason: text('reason').notNull(),
  squareRefundId: text('square_refund_id'),
  status: text('status').$type<RefundStatus>().notNull(),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  /** Times the sender took it up; the next one waits longer. */
  attempts: integer('attempts').notNull(),
  /** When the sender sends a refund still `requested` (again). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * A chargeback of an order's payment, as Square last described it (RetrieveDispute, asked when a signed notification
 * names it). `version` is Square's: a description replaces the row only when it is newer, and only a move of the row
 * records an event (`payment.disputed`, `payment.dispute-resolved`).
 */
export const disputeRows = orders.table('disputes', {
  disputeId: text('dispute_id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  businessSlug: text('business_slug').notNull(),
  /** Square's payment disputed: the order's. */
  paymentId: text('payment_id').notNull(),
  /** The disputed amount, which may be less than the payment's. */
  amountCents: integer('amount_cents').notNull(),
  /** Square's reason, e.g. NO_KNOWLEDGE. */
  reason: text('reason').notNull(),
  /** Square's state, e.g. EVIDENCE_REQUIRED, WON, LOST. */
  state: text('state').notNull(),
  version: integer('version').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export type OrderRow = typeof orderRows.$inferSelect;
export type PaymentRow = typeof paymentRows.$inferSelect;
export type RefundRow = typeof refundRows.$inferSelect;
export type DisputeRow = typeof disputeRows.$inferSelect;
/** A payment as Square describes it, before it is recorded. */
export type PaymentDescription = Omit<PaymentRow, 'recordedAt' | 'cardLast4'> & { cardLast4?: string | null };
