import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessRecordKey, businessSlugColumn, createdAtColumn, dailyTotalTable } from '@gv/platform';
import type { CounterPurpose, IssuedGiftCardStatus, PurchaseType, RedemptionWindow } from '@gv/proto';

export const redemption = pgSchema('redemption');

/**
 * One issued gift card per paid order, with a snapshot of the catalog card it was sold as.
 * The balance columns always equal the latest ledger row's "after" values (a constraint
 * trigger checks it at commit): change them only together with a ledger row. The code, a bearer secret, is not
 * stored as such: the card is found by its keyed hash and shown again from its sealed copy (redemption-keys.ts).
 */
export const issuedCards = redemption.table(
  'issued_cards',
  {
    id: uuid('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique('issued_cards_code_hash_key'),
    codeSealed: text('code_sealed').notNull(),
    /** Unique with `line`: an order's cards, one per recipient of a gift (decision 0061). */
    orderId: text('order_id').notNull(),
    /** The card's place among its order's recipients, from 0. */
    line: integer('line').notNull().default(0),
    paymentId: text('payment_id').notNull(),
    /** The last 4 digits of the card the buyer paid with, where a refund goes; null: not a card, or sold before it was recorded. */
    paymentCardLast4: text('payment_card_last4'),
    businessSlug: businessSlugColumn(),
    businessName: text('business_name'),
    giftCardId: text('gift_card_id').notNull(),
    giftCardName: text('gift_card_name').notNull(),
    faceValueCents: integer('face_value_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The ISO 4217 code its amounts are in: the currency its order was paid in (JPY has no minor unit: ¥5,000 is 5000). */
    currency: text('currency').notNull().default('USD'),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    purchaseType: text('purchase_type').$type<PurchaseType>().notNull(),
    holderName: text('holder_name').notNull(),
    holderEmail: text('holder_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    paidBalanceCents: integer('paid_balance_cents').notNull(),
    bonusBalanceCents: integer('bonus_balance_cents').notNull(),
    status: text('status').$type<IssuedGiftCardStatus>().notNull(),
    /** Bought in test mode (the business was not live): a test card with no value, for life. */
    testCard: boolean('test_card').notNull().default(false),
    /** The gift card law it was sold under (a GIFT_CARD_LAWS code), and what that law gave it for life (CardTerms). */
    jurisdiction: text('jurisdiction').notNull().default('US'),
    /** Paid value is spendable through this day (never before expirationDate, which bonus value follows); null: forever. */
    paidExpiresOn: date('paid_expires_on', { mode: 'string' }),
    /** A balance under this is paid out in cash when the holder asks; null: no cash-out. */
    cashOutBelowCents: integer('cash_out_below_cents'),
    createdAt: createdAtColumn(),
    /** A scheduled gift: when its email goes out, as the buyer gave it (ISO 8601 with offset); null: sent with the issue. */
    deliverAt: text('deliver_at'),
    /** The IANA zone the buyer chose the time in (null: the time's own offset). */
    deliverTimeZone: text('deliver_time_zone'),
    /** One more at each change the buyer makes; only the delivery job of the current one sends. */
    deliveryVersion: integer('delivery_version').notNull().default(0),
    /** The keyed hash of the buyer's current change link token, replaced at each change (the link then shows the gift as sent once it is). */
    deliveryTokenHash: text('delivery_token_hash'),
    /** When a scheduled gift's email was released to its recipient. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
    /** A phone (E.164) the holder confirmed on the holder page for codes by text (decision 0073); null: none (a buyer's own card may use buyerPhone). */
    holderPhone: text('holder_phone'),
    /** The holder's PIN, as an argon2id hash only; null: none. */
    pinHash: text('pin_hash'),
    /** An unnamed corporate card's PIN, printed on its sheet: sealed like the code so the sheet can be printed again; null once the holder sets their own. */
    pinSealed: text('pin_sealed'),
    /** Where it was sold: its card type's home location at issue (decision 0078); null: the card type named none. */
    soldAtLocationId: text('sold_at_location_id'),
    /** The bonus value a promotion added at issue (part of the ACTIVATE row's bonus bucket); 0: none. */
    promotionBonusCents: integer('promotion_bonus_cents').notNull().default(0),
    /** Its number at the business's Square Point of Sale (a custom GAN), given once its business had the switch on; null: none. */
    posGan: text('pos_gan'),
    /** Square's id of the card once CreateGiftCard and ACTIVATE succeeded; until then the holder page says "Works at the counter soon". */
    posSquareId: text('pos_square_id'),
    /** Where the buyer said they live (a US state or DC, or a country; decision 0095); null: not given, the business's state counts. */
    billingState: text('billing_state'),
    /** The language of its emails and holder page: the one the buyer chose at checkout (LOCALES). */
    locale: text('locale').notNull().default('en'),
    /** The state its paid value was reported to as unclaimed property, and the day of the report it was in; null: never reported. */
    escheatedTo: text('escheated_to'),
    escheatedOn: date('escheated_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('issued_cards_order_line').on(t.orderId, t.line),
    uniqueIndex('issued_cards_pos_gan').on(t.posGan),
    check('issued_cards_face_value_cents_check', sql`${t.faceValueCents} > 0`),
    check('issued_cards_purchase_type_check', sql`${t.purchaseType} in ('self', 'gift')`),
    check('issued_cards_balance_cents_check', sql`${t.balanceCents} >= 0`),
    check('issued_cards_paid_balance_cents_check', sql`${t.paidBalanceCents} >= 0`),
    check('issued_cards_bonus_balance_cents_check', sql`${t.bonusBalanceCents} >= 0`),
    check('issued_cards_status_check', sql`${t.status} in ('active', 'refunded', 'void', 'on_hold', 'replaced')`),
    check('issued_cards_check', sql`${t.priceCents} between 0 and ${t.faceValueCents}`),
    check('issued_cards_check1', sql`${t.balanceCents} = ${t.paidBalanceCents} + ${t.bonusBalanceCents}`),
    check('issued_cards_cash_out_below_cents_check', sql`${t.cashOutBelowCents} > 0`),
    check('issued_cards_paid_expires_after_card', sql`${t.paidExpiresOn} >= ${t.expirationDate}`),
    index('issued_cards_business').on(t.businessSlug, t.createdAt.desc().nullsFirst()),
    index('issued_cards_scheduled')
      .on(t.businessSlug)
      .where(sql`${t.deliverAt} is not null`),
    index('issued_cards_bonus_to_expire')
      .on(t.expirationDate)
      .where(sql`${t.bonusBalanceCents} > 0`),
  ],
);

export type IssuedCardRow = typeof issuedCards.$inferSelect;

/** A card with its code in the clear, as a use case holds it: scanned, typed, just made or opened from its sealed copy. */
export type IssuedCard = IssuedCardRow & { code: string };

/** Paid orders from payment.completed, each issued at due_at unless the buyer's browser had its card issued first. */
export const deferredIssues = redemption.table(
  'deferred_issues',
  {
    orderId: text('order_id').primaryKey(),
    request: jsonb('request').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('deferred_issues_due').on(t.dueAt)],
);

/**
 * EXPIRE: bonus value past the card's date leaves it; CASH_OUT: the holder took what was left in cash, as the card's law allows;
 * LOAD: a reload's payment added paid value; POS_REDEEM: spent at the business's Square Point of Sale (one per Square activity);
 * ESCHEAT: the paid value reported to a state as unclaimed property, with the bonus value left (decision 0095).
 */
export type LedgerKind = 'ACTIVATE' | 'REDEEM' | 'ADJUST_INCREMENT' | 'ADJUST_DECREMENT' | 'REFUND' | 'DEACTIVATE' | 'EXPIRE' | 'CASH_OUT' | 'LOAD' | 'POS_REDEEM' | 'ESCHEAT';

/**
 * Append-only (a trigger refuses update and delete): every change of a card's balance,
 * as a signed amount split into paid and bonus value, with the balances after it.
 */
export const ledger = redemption.table(
  'ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: uuid('card_id').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
    bonusCents: integer('bonus_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    paidAfterCents: integer('paid_after_cents').notNull(),
    bonusAfterCents: integer('bonus_after_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_idempotency_key_key'),
    /** Who or what caused it, e.g. `payment:<Square payment id>`. */
    actor: text('actor').notNull(),
    /** A row of a test card (see issuedCards.testCard). */
    testCard: boolean('test_card').notNull().default(false),
    createdAt: createdAtColumn(),
    /** The counter's location of a REDEEM or CASH_OUT row (decision 0078); null: not made at a counter, or before locations. */
    locationId: text('location_id'),
    /** The Square gift card activity this row is (a redemption at the Square terminal, or the counter's asked of Square first); null: none. */
    squareActivityId: text('square_activity_id').unique('ledger_square_activity_id_key'),
    /** The order whose payment a REFUND row gave back (the purchase's or a reload's); null on other rows, and on refunds written before it was kept, which gave back the purchase or the reload their event named. */
    refundedOrderId: text('refunded_order_id'),
  },
  (t) => [
    foreignKey({ name: 'ledger_card_id_fkey', columns: [t.cardId], foreignColumns: [issuedCards.id] }),
    check(
      'ledger_kind_check',
      sql`${t.kind} in ('ACTIVATE', 'REDEEM', 'ADJUST_INCREMENT', 'ADJUST_DECREMENT', 'REFUND', 'DEACTIVATE', 'EXPIRE', 'CASH_OUT', 'LOAD', 'POS_REDEEM', 'ESCHEAT')`,
    ),
    check('ledger_balance_after_cents_check', sql`${t.balanceAfterCents} >= 0`),
    check('ledger_paid_after_cents_check', sql`${t.paidAfterCents} >= 0`),
    check('ledger_bonus_after_cents_check', sql`${t.bonusAfterCents} >= 0`),
    check('ledger_check', sql`${t.amountCents} = ${t.paidCents} + ${t.bonusCents}`),
    check('ledger_check1', sql`${t.balanceAfterCents} = ${t.paidAfterCents} + ${t.bonusAfterCents}`),
    index('ledger_card').on(t.cardId, t.id),
  ],
);

export type LedgerRow = typeof ledger.$inferSelect;

/**
 * A verified redeem OTP: lets the admin session that verified it redeem this amount of this card once, until
 * it expires. Consumed (used_at set) in the redemption's own transaction, so it is spent exactly when the money is.
 */
export const redeemAuthorizations = redemption.table(
  'redeem_authorizations',
  {
    id: uuid('id').primaryKey(),
    cardId: uuid('card_id').notNull(),
    businessSlug: businessSlugColumn(),
    sessionKey: text('session_key').notNull(),
    adminId: text('admin_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** What the holder confirmed: spending the amount, or taking it in cash. */
    purpose: text('purpose').$type<CounterPurpose>().notNull().default('redeem'),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    foreignKey({ name: 'redeem_authorizations_card_id_fkey', columns: [t.cardId], foreignColumns: [issuedCards.id] }),
    check('redeem_authorizations_amount_cents_check', sql`${t.amountCents} > 0`),
    check('redeem_authorizations_purpose_check', sql`${t.purpose} in ('redeem', 'cash-out')`),
    // Not deduplicated: a posting list of used authorizations can't be marked dead entry by entry, so every take
    // would visit each used one's row again.
    index('redeem_authorizations_unused')
      .on(t.cardId, t.sessionKey, t.amountCents)
      .with({ deduplicate_items: false })
      .where(sql`${t.usedAt} is null`),
  ],
);

/** `refund-failed`: Square refused a refund and its value went back on the card. */
export type CardAction =
  | 'void'
  | 'reactivate'
  | 'adjust'
  | 'reverse-redemption'
  | 'refund'
  | 'refund-failed'
  | 'dispute-hold'
  | 'dispute-won'
  | 'dispute-lost'
  | 'replace-recipient'
  | 'cash-out'
  | 'escheat';

/** Append-only (a trigger refuses update and delete): who did what to a card, when and why; its ledger row when money moved. */
export const cardActions = redemption.table(
  'card_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: uuid('card_id').notNull(),
    businessSlug: businessSlugColumn(),
    action: text('action').$type<CardAction>().notNull(),
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    /** `admin:<id>`. */
    actor: text('actor').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    foreignKey({ name: 'card_actions_card_id_fkey', columns: [t.cardId], foreignColumns: [issuedCards.id] }),
    foreignKey({ name: 'card_actions_ledger_id_fkey', columns: [t.ledgerId], foreignColumns: [ledger.id] }),
    index('card_actions_card').on(t.cardId, t.id),
  ],
);

/**
 * A code the card no longer answers to: the gift was given a new recipient and a new code. Kept (hashed, and sealed
 * for key rotation) so the old code says the card moved instead of naming no card.
 */
export const retiredCodes = redemption.table(
  'retired_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    cardId: uuid('card_id').notNull(),
    codeSealed: text('code_sealed').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [foreignKey({ name: 'retired_codes_card_id_fkey', columns: [t.cardId], foreignColumns: [issuedCards.id] })],
);

/**
 * A business's redemptions as identity last said (business.updated): paused while it is suspended with them paused;
 * test cards refused once it is live.
 */
export const pausedBusinesses = redemption.table('paused_businesses', {
  businessSlug: text('business_slug').primaryKey(),
  businessName: text('business_name').notNull(),
  paused: boolean('paused').notNull(),
  live: boolean('live').notNull().default(false),
  /** The business's IANA time zone: redemption windows are kept in it (decision 0062). */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The owner's switch: cards issued while it is on are registered at the business's Square Point of Sale. */
  squareGiftCardSync: boolean('square_gift_card_sync').notNull().default(false),
  /** When the event that set it happened: an older event arriving late changes nothing. */
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** Value each business credited to its cards in a UTC day (adjustments up): the daily credit cap is taken here (decision 0071). */
export const creditDays = dailyTotalTable(
  redemption,
  'credit_days',
  { businessSlug: businessSlugColumn() },
  { field: 'creditedCents', column: 'credited_cents', neverNegative: false },
);

/**
 * Each card type's redemption window (null: whenever the counter is open) and locations (decision 0078) as catalog last
 * said (gift-card.created/updated).
 */
export const cardTypeWindows = redemption.table('card_type_windows', {
  giftCardId: text('gift_card_id').primaryKey(),
  businessSlug: businessSlugColumn(),
  redemptionWindow: jsonb('redemption_window').$type<RedemptionWindow>(),
  /** The locations it may be spent at; empty: every location. */
  locationIds: text('location_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** Where its online sales belong, which its cards record at issue; null: none named. */
  homeLocationId: text('home_location_id'),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * A business's promotions: while one runs, each card issued of its card types takes its bonus out of the budget by
 * one guarded update (spent + bonus <= budget), so concurrent issues can never overrun it.
 */
export const promotions = redemption.table(
  'promotions',
  {
    ...businessRecordKey(),
    name: text('name').notNull(),
    giftCardIds: text('gift_card_ids').array().notNull(),
    /** The bonus: a whole percent of the price paid, or a fixed amount; exactly one is set. */
    bonusPercent: integer('bonus_percent'),
    bonusCents: integer('bonus_cents'),
    /** Only cards paid at least this much qualify; null: any. */
    minPaidCents: integer('min_paid_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** Ending it early moves this to the moment it ended. */
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
    budgetCents: integer('budget_cents').notNull(),
    spentCents: integer('spent_cents').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('promotions_business').on(t.businessSlug, t.startsAt),
    check('promotions_one_bonus', sql`(${t.bonusPercent} is null) <> (${t.bonusCents} is null)`),
    check('promotions_bonus_percent', sql`${t.bonusPercent} between 1 and 100`),
    check('promotions_bonus_cents', sql`${t.bonusCents} > 0`),
    check('promotions_dates', sql`${t.endsAt} > ${t.startsAt}`),
    check('promotions_budget', sql`${t.spentCents} between 0 and ${t.budgetCents}`),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;

/**
 * Each card issued under a promotion, keyed like the card by its order and line, so a repeated issue reuses its
 * outcome; `bonus_cents` 0: the budget had run out. It is the record naming the promotion that gave a card its bonus.
 */
export const promotionCards = redemption.table(
  'promotion_cards',
  {
    orderId: text('order_id').notNull(),
    line: integer('line').notNull(),
    promotionId: uuid('promotion_id').notNull(),
    bonusCents: integer('bonus_cents').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ name: 'promotion_cards_pkey', columns: [t.orderId, t.line] }),
    foreignKey({ name: 'promotion_cards_promotion_id_fkey', columns: [t.promotionId], foreignColumns: [promotions.id] }),
    index('promotion_cards_promotion').on(t.promotionId),
    check('promotion_cards_bonus_cents', sql`${t.bonusCents} >= 0`),
  ],
);

/**
 * What each API key redeemed in a UTC day, less what was reversed (decision 0091): taken by a guarded upsert in the
 * redemption's transaction, so concurrent redemptions never pass the key's daily limit together.
 */
export const apiKeyDays = dailyTotalTable(
  redemption,
  'api_key_days',
  { keyId: uuid('key_id').notNull() },
  { field: 'cents', column: 'cents', neverNegative: true },
);
