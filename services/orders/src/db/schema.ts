import { bigint, boolean, date, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LedgerDiscrepancy, PaymentAnomaly, PaymentMode, PurchaseType } from '@gv/proto';
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
});

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

export type OrderRow = typeof orderRows.$inferSelect;
export type PaymentRow = typeof paymentRows.$inferSelect;
/** A payment as Square describes it, before it is recorded. */
export type PaymentDescription = Omit<PaymentRow, 'recordedAt'>;
