import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import { businessRecordKey, createdAndUpdatedAt } from '@gv/platform';
import type { AmountMode, BusinessStatus, GiftCardStatus, GiftCardTag, LocationRef, RedemptionWindow, VoucherType } from '@gv/proto';

export const catalog = pgSchema('catalog');

/** Deleted cards keep their row (status 'deleted') so orders and redemptions that name them keep working. */
export const giftCards = catalog.table(
  'gift_cards',
  {
    ...businessRecordKey(),
    name: text('name').notNull(),
    tag: text('tag').$type<GiftCardTag>().notNull(),
    description: text('description').notNull(),
    /** The fixed value; for an "Any amount" card, its lowest amount. */
    amountCents: integer('amount_cents').notNull(),
    /** 'custom': the buyer chooses the amount within min/max (its currency's custom range, currencyLimits); null range for 'fixed'. */
    amountMode: text('amount_mode').$type<AmountMode>().notNull().default('fixed'),
    minAmountCents: integer('min_amount_cents'),
    maxAmountCents: integer('max_amount_cents'),
    discount: integer('discount').notNull(),
    /** Whether its cards may be topped up with more paid value (the owner's choice). */
    reloadable: boolean('reloadable').notNull().default(false),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    imageKey: text('image_key').notNull(),
    /** Widths of the stored sizes of the picture, ascending; the largest is imageKey itself (images/gift-card-images.ts). */
    imageWidths: integer('image_widths')
      .array()
      .notNull()
      .default(sql`'{}'`),
    status: text('status').$type<GiftCardStatus>().notNull().default('active'),
    /** When it may be redeemed, in the business's time zone (decision 0062); null: whenever the counter is open. */
    redemptionWindow: jsonb('redemption_window').$type<RedemptionWindow>(),
    /** The locations it may be spent at, named as when it was last saved (decision 0078); empty: every location. */
    usableAt: jsonb('usable_at')
      .$type<LocationRef[]>()
      .notNull()
      .default(sql`'[]'`),
    /** The location its online sales belong to; null: the business's first location. */
    homeLocationId: text('home_location_id'),
    /**
     * Its VAT treatment where the EU voucher rules apply (decision 0099): a single-purpose voucher's rate in basis points,
     * null for a multi-purpose one. Fixed once it has buyers (updateActiveGiftCard).
     */
    voucherType: text('voucher_type').$type<VoucherType>().notNull().default('multi-purpose'),
    vatRateBp: integer('vat_rate_bp'),
    /** Cards issued from this one, counted from gift-card.issued (events/issued-gift-cards.ts). */
    buyers: integer('buyers').notNull().default(0),
    ...createdAndUpdatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('gift_cards_amount_cents_check', sql`${t.amountCents} > 0`),
    // The range's bounds and step are its business's currency's (currencyLimits), checked by the form's rules.
    check(
      'gift_cards_amount_mode_check',
      sql`(${t.amountMode} = 'fixed' and ${t.minAmountCents} is null and ${t.maxAmountCents} is null)
        or (${t.amountMode} = 'custom' and ${t.minAmountCents} > 0 and ${t.minAmountCents} < ${t.maxAmountCents} and ${t.amountCents} = ${t.minAmountCents})`,
    ),
    check('gift_cards_discount_check', sql`${t.discount} between 0 and 100`),
    // 3000: MAX_VAT_RATE_PERCENT in basis points.
    check(
      'gift_cards_voucher_vat_check',
      sql`(${t.voucherType} = 'multi-purpose' and ${t.vatRateBp} is null) or (${t.voucherType} = 'single-purpose' and ${t.vatRateBp} between 0 and 3000)`,
    ),
    check('gift_cards_status_check', sql`${t.status} in ('active', 'deleted')`),
    index('gift_cards_business_active')
      .on(t.businessSlug, t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    index('gift_cards_public')
      .on(t.expirationDate, t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
  ],
);

export type GiftCardRow = typeof giftCards.$inferSelect;

/** Each business's name, status and currency, mirrored from identity's business.updated, so the storefront of all businesses names each card's. */
export const businessNames = catalog.table('business_names', {
  businessSlug: text('business_slug').primaryKey(),
  name: text('name').notNull(),
  /** A suspended business's cards leave the storefront of all businesses. */
  status: text('status').$type<BusinessStatus>().notNull().default('active'),
  /**
   * Switched to live: a business in test mode is left off the storefront of all businesses (its own page still sells,
   * saying so). Rows from before it was carried were kept listed until their business's next profile.
   */
  live: boolean('live').notNull().default(false),
  /** The ISO 4217 code its card types are priced in: their amounts are minor units of it (business.updated's; absent there: USD). */
  currency: text('currency').notNull().default('USD'),
  /** The event's occurredAt: the latest profile wins. */
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull(),
});
