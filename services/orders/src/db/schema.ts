import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, jsonb, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businessRecordKey, businessSlugColumn, createdAndUpdatedAt, dailyTotalTable } from '@gv/platform';
import type { CorporateOrderStatus, LedgerDiscrepancy, OrderGift, PaymentAnomaly, PaymentMode, PurchaseType, VoucherVat } from '@gv/proto';
import type { OrderStatus } from '../domain/order-states.js';

export const orders = pgSchema('orders');

export type { OrderStatus };

/**
 * A checkout, stored before Square is called. What was sent to Square (key, token, amount, location, this id as
 * reference_id) stays here, so the identical CreatePayment can be sent again to learn the outcome of a lost answer.
 */
export const orderRows = orders.table(
  'orders',
  {
    ...businessRecordKey(),
    /** As identity named the business at checkout, for the emails; null on orders placed before it was recorded. */
    businessName: text('business_name'),
    /** The gift card law the business sold under at checkout (a GIFT_CARD_LAWS code); null on orders placed before it was recorded. */
    jurisdiction: text('jurisdiction'),
    /** Where the buyer said they live (a US state or DC, or a country; decision 0095); null: not given. */
    billingState: text('billing_state'),
    /** The language of the order's emails and its cards' holder pages: the buyer's pick at checkout, else the business's. */
    locale: text('locale').notNull().default('en'),
    idempotencyKey: text('idempotency_key').notNull(),
    giftCardId: uuid('gift_card_id').notNull(),
    giftCardName: text('gift_card_name').notNull(),
    faceValueCents: integer('face_value_cents').notNull(),
    /** The buyer chose the face value (an "Any amount" card); a purchase naming another amount is refused. */
    amountChosen: boolean('amount_chosen').notNull().default(false),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The ISO 4217 code the business priced and charged the order in; its amounts are minor units of it. */
    currency: text('currency').notNull().default('USD'),
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
    ...createdAndUpdatedAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
    /** A corporate order paid outside the platform (decision 0063); null for a checkout. Its buyer is the company, at the issuing admin's email. */
    corporate: jsonb('corporate').$type<CorporateOrderFacts>(),
    /** A reload (decision 0086): the issued card its payment tops up instead of issuing one; null for a purchase. */
    reloadCardId: uuid('reload_card_id'),
    /**
     * A checkout's payment is authorized, then completed or cancelled by what the card may still buy today (decision
     * 0096): `undecided` until its card is counted, once. Null: charged with autocomplete (corporate orders, and
     * checkouts placed before delayed capture), so a re-sent CreatePayment stays identical.
     */
    capture: text('capture').$type<CaptureDecision>(),
    /** Square's fingerprint of the card that paid, as counted against the day's limit; null: not counted (no card, test mode, or not yet). */
    cardFingerprint: text('card_fingerprint'),
    /**
     * The card type's VAT treatment at checkout when the law sold under applies the EU voucher rules (decision 0099);
     * a reload's is its card's type's. Null: no such law (or an order placed before it was recorded).
     */
    voucherVat: jsonb('voucher_vat').$type<VoucherVat>(),
  },
  (t) => [
    unique('orders_square_payment_id_key').on(t.squarePaymentId),
    unique('orders_business_slug_idempotency_key_key').on(t.businessSlug, t.idempotencyKey),
    check('orders_face_value_cents_check', sql`${t.faceValueCents} > 0`),
    check('orders_price_cents_check', sql`${t.priceCents} > 0`),
    check('orders_purchase_type_check', sql`${t.purchaseType} in ('self', 'gift')`),
    check('orders_payment_mode_check', sql`${t.paymentMode} in ('test', 'sandbox', 'production')`),
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'held')`),
    check('orders_capture_check', sql`${t.capture} in ('undecided', 'complete', 'cancel')`),
    index('orders_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('orders_held_corporate')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    index('orders_corporate')
      .on(t.businessSlug, t.createdAt)
      .where(sql`${t.corporate} is not null`),
  ],
);

/** Whether an authorized payment is to be completed or cancelled; `undecided` until its card is counted. */
export type CaptureDecision = 'undecided' | 'complete' | 'cancel';

export interface CorporateOrderFacts {
  company: string;
  named: boolean;
  /** How the company paid (an invoice number); the order's idempotency key is made of it. */
  paymentReference: string;
  /** Where its sales belong (decision 0078); absent: the card type's home location. */
  locationId?: string;
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
 * without a row has the corporate daily cap of its currency (currencyLimits).
 */
export const outsidePaymentCaps = orders.table(
  'outside_payment_caps',
  {
    businessSlug: text('business_slug').primaryKey(),
    dailyCapCents: integer('daily_cap_cents').notNull(),
    setBy: text('set_by').notNull(),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [check('outside_payment_caps_daily_cap_cents_check', sql`${t.dailyCapCents} >= 0`)],
);

/** Value paid outside the platform a business confirmed within its cap, per UTC day: one counter row, moved only by a guarded upsert. */
export const outsidePaymentDays = dailyTotalTable(
  orders,
  'outside_payment_days',
  { businessSlug: businessSlugColumn() },
  { field: 'usedCents', column: 'used_cents', neverNegative: true },
);

/**
 * What was bought per UTC day against a daily limit (decision 0086): value loaded on one card, value bought by one buyer.
 * One counter row per key and day, moved only by a guarded upsert.
 */
export const buyingDays = dailyTotalTable(
  orders,
  'buying_days',
  { limitKey: text('limit_key').notNull() },
  { field: 'usedCents', column: 'used_cents', neverNegative: true },
);

/** The source type of a payment made outside the platform (a corporate order's invoice): recorded here, never asked of Square. */
export const EXTERNAL_SOURCE = 'EXTERNAL';

/** A Square payment as Square last described it; one per order, since an order sends one idempotency key. */
export const paymentRows = orders.table(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    businessSlug: businessSlugColumn(),
    status: text('status').notNull(),
    sourceType: text('source_type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    receiptNumber: text('receipt_number').notNull().default(''),
    receiptUrl: text('receipt_url').notNull().default(''),
    /** The last 4 digits of the card paid with (Square's card_details.card.last_4); null: not a card. */
    cardLast4: text('card_last4'),
    squareUpdatedAt: text('square_updated_at').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_order_id_key').on(t.orderId),
    foreignKey({ name: 'payments_order_id_fkey', columns: [t.orderId], foreignColumns: [orderRows.id] }),
  ],
);

/** A payment Square described that contradicted its order and so settled nothing, for the super admin (one row per order, payment and kind). */
export const paymentAnomalyRows = orders.table(
  'payment_anomalies',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<PaymentAnomaly['kind']>().notNull(),
    detail: text('detail').notNull(),
    businessSlug: businessSlugColumn(),
    orderId: uuid('order_id').notNull(),
    squarePaymentId: text('square_payment_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    currency: text('currency'),
    orderAmountCents: integer('order_amount_cents').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_anomalies_order_id_square_payment_id_kind_key').on(t.orderId, t.squarePaymentId, t.kind),
    foreignKey({ name: 'payment_anomalies_order_id_fkey', columns: [t.orderId], foreignColumns: [orderRows.id] }),
    index('payment_anomalies_newest').on(t.detectedAt.desc().nullsFirst()),
  ],
);

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
export const refundRows = orders.table(
  'refunds',
  {
    refundId: text('refund_id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    cardId: text('card_id').notNull(),
    businessSlug: businessSlugColumn(),
    /** Square's payment refunded: the order's, checked when the refund was requested. */
    paymentId: text('payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** As sent to Square (at most 192 characters). */
    reason: text('reason').notNull().default(''),
    squareRefundId: text('square_refund_id'),
    status: text('status').$type<RefundStatus>().notNull().default('requested'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** Times the sender took it up; the next one waits longer. */
    attempts: integer('attempts').notNull().default(0),
    /** When the sender sends a refund still `requested` (again). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    ...createdAndUpdatedAt(),
  },
  (t) => [
    foreignKey({ name: 'refunds_order_id_fkey', columns: [t.orderId], foreignColumns: [orderRows.id] }),
    check('refunds_refund_id_check', sql`char_length(${t.refundId}) between 1 and 45`),
    check('refunds_amount_cents_check', sql`${t.amountCents} > 0`),
    check('refunds_status_check', sql`${t.status} in ('requested', 'PENDING', 'COMPLETED', 'REJECTED', 'FAILED')`),
    index('refunds_of_order').on(t.orderId),
    index('refunds_requested')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'requested'`),
  ],
);

/**
 * A chargeback of an order's payment, as Square last described it (RetrieveDispute, asked when a signed notification
 * names it). `version` is Square's: a description replaces the row only when it is newer, and only a move of the row
 * records an event (`payment.disputed`, `payment.dispute-resolved`).
 */
export const disputeRows = orders.table(
  'disputes',
  {
    disputeId: text('dispute_id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    businessSlug: businessSlugColumn(),
    /** Square's payment disputed: the order's. */
    paymentId: text('payment_id').notNull(),
    /** The disputed amount, which may be less than the payment's. */
    amountCents: integer('amount_cents').notNull(),
    /** Square's reason, e.g. NO_KNOWLEDGE. */
    reason: text('reason').notNull().default(''),
    /** Square's state, e.g. EVIDENCE_REQUIRED, WON, LOST. */
    state: text('state').notNull(),
    version: integer('version').notNull(),
    ...createdAndUpdatedAt(),
  },
  (t) => [
    foreignKey({ name: 'disputes_order_id_fkey', columns: [t.orderId], foreignColumns: [orderRows.id] }),
    index('disputes_of_order').on(t.orderId),
  ],
);

export type OrderRow = typeof orderRows.$inferSelect;
export type PaymentRow = typeof paymentRows.$inferSelect;
export type RefundRow = typeof refundRows.$inferSelect;
export type DisputeRow = typeof disputeRows.$inferSelect;
/** A payment as Square describes it, before it is recorded. */
export type PaymentDescription = Omit<PaymentRow, 'recordedAt' | 'cardLast4'> & { cardLast4?: string | null };
