import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessRecordKey, businessSlugColumn } from '@gv/platform';
import type { AuditAction, AuditActor, AuditDetails, BookKind, BusinessStatus, BuyerCardStatus, JournalAccounts, UnclaimedPropertyHolder, VoucherType } from '@gv/proto';
import type { ClosedMonthFigures } from '../domain/month-close.js';

export const analytics = pgSchema('analytics');

/** One row per registration request: the projection the super admin stats count. */
export const registrationStatuses = analytics.table('registration_statuses', {
  requestId: uuid('request_id').primaryKey(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
  version: integer('version').notNull().default(0),
});

/**
 * Each business's time zone and currency, mirrored from identity's business.updated (no row: UTC, USD). A setting, not a figure:
 * kept by the live consumer and read by a rebuild as it stands, so a rebuild counts every day in the current zone
 * even after the event that set it has left the bus.
 */
export const businessTimeZones = analytics.table('business_time_zones', {
  businessSlug: text('business_slug').primaryKey(),
  timeZone: text('time_zone').notNull(),
  /** Live (else in test mode): which figures the dashboard and orders views show by default. */
  live: boolean('live').notNull().default(false),
  /** The ISO 4217 code its amounts are in (absent from the event: USD): its figures are minor units of it. */
  currency: text('currency').notNull().default('USD'),
  /** When the event that set it happened: an older event arriving late changes nothing. */
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** A day's figures of a business, its live or its test activity. */
const dailyColumns = () => ({
  businessSlug: businessSlugColumn(),
  day: date('day', { mode: 'string' }).notNull(),
  /** Cards issued that day for orders paid through the platform (the glossary's cards sold). */
  cardsSold: integer('cards_sold').notNull().default(0),
  /** Orders paid through the platform that day whose cards were issued (a reload is none). */
  orders: integer('orders').notNull().default(0),
  /** What buyers paid that day for the cards sold (the glossary's paid value sold; reloads apart, in loaded_cents). */
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  /** What buyers paid that day for reloads (decision 0086): revenue, but no order and no card sold. */
  loadedCents: bigint('loaded_cents', { mode: 'number' }).notNull().default(0),
  redeemedCents: bigint('redeemed_cents', { mode: 'number' }).notNull().default(0),
  /** Refunded that day (revenue_cents is what buyers paid that day, before refunds). */
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  /** Cashed out that day (not in redeemed_cents: the glossary keeps them apart). */
  cashedOutCents: bigint('cashed_out_cents', { mode: 'number' }).notNull().default(0),
  /** Corporate orders issued that day, paid outside the platform (decision 0071): not in cards_sold or revenue_cents. */
  outsideCents: bigint('outside_cents', { mode: 'number' }).notNull().default(0),
  /** Test-mode figures have rows of their own. */
  test: boolean('test').notNull().default(false),
});

/**
 * The dashboard and orders projections, fed only by events. A set of tables per name prefix: the live set has
 * none; `rebuild` fills a `rebuild_` set from the event stream and swaps it in (rebuild/rebuild-projection.ts).
 * Every handler is idempotent on a business key (order id, card id, ledger id), so replaying an
 * event into a set that already holds it changes nothing.
 */
export function projectionTables(prefix = '') {
  return {
    /** The catalog's cards as the orders view lists them; deleted ones keep their row for their buyers. */
    giftCards: analytics.table(
      `${prefix}gift_cards`,
      {
        ...businessRecordKey(),
        name: text('name').notNull(),
        tag: text('tag').notNull(),
        description: text('description').notNull(),
        image: text('image').notNull(),
        /** Where its online sales belong (the catalog's home location); null: the business's first location. */
        homeLocationId: text('home_location_id'),
        /**
         * Its VAT treatment (decision 0099): a single-purpose voucher's rate in basis points, else null. Fixed once its
         * cards are sold, so the books read their VAT from it (db/month-end-repository.ts).
         */
        voucherType: text('voucher_type').$type<VoucherType>().notNull().default('multi-purpose'),
        vatRateBp: integer('vat_rate_bp'),
        deleted: boolean('deleted').notNull().default(false),
        createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
        /** When the event that wrote this row happened: an older event arriving late changes nothing. */
        changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull(),
      },
      (t) => [index(`${prefix}gift_cards_business`).on(t.businessSlug, t.createdAt.desc().nullsFirst())],
    ),
    /** One row per completed payment: counted once per order whatever repeats. */
    sales: analytics.table(`${prefix}sales`, {
      orderId: text('order_id').primaryKey(),
      businessSlug: businessSlugColumn(),
      amountCents: integer('amount_cents').notNull(),
      day: date('day', { mode: 'string' }).notNull(),
      /** Test-mode activity (a test payment, a test card): kept apart from live figures. */
      test: boolean('test').notNull().default(false),
      /** A corporate order paid outside the platform (decision 0071): counted apart, never as card sales. */
      outside: boolean('outside').notNull().default(false),
      /** A reload's payment (decision 0086): counted as loaded, neither an order nor a card sold. */
      reload: boolean('reload').notNull().default(false),
      /** Where it was sold: the corporate order's location, else its card type's home; '': the business's first location. */
      locationId: text('location_id').notNull().default(''),
    }),
    /** One row per issued card: the orders views' buyer, without the code (redemption keeps it). */
    buyers: analytics.table(
      `${prefix}buyers`,
      {
        cardId: uuid('card_id').primaryKey(),
        businessSlug: businessSlugColumn(),
        giftCardId: text('gift_card_id').notNull(),
        giftCardName: text('gift_card_name').notNull(),
        purchaseType: text('purchase_type').$type<'self' | 'gift'>().notNull(),
        buyerName: text('buyer_name').notNull(),
        buyerEmail: text('buyer_email').notNull(),
        /** As given at checkout; null for a card projected before it was carried. */
        buyerPhone: text('buyer_phone'),
        recipientName: text('recipient_name'),
        recipientEmail: text('recipient_email'),
        faceValueCents: integer('face_value_cents').notNull(),
        priceCents: integer('price_cents').notNull(),
        purchasedAt: timestamp('purchased_at', { withTimezone: true, mode: 'string' }).notNull(),
        /** Null for a card projected before order ids were (until a rebuild). */
        orderId: text('order_id'),
        /** A corporate card's company (decision 0071): its buyer on the customers page; null for any other card. */
        company: text('company'),
        /** Test-mode activity (a test payment, a test card): kept apart from live figures. */
        test: boolean('test').notNull().default(false),
        /** Whether the card can be spent, from redemption's events (see BuyerCardStatus). */
        status: text('status').$type<BuyerCardStatus>().notNull().default('active'),
        /** The card's balance and its paid and bonus value: set by each ledger event, moved by refunds (events/card-changes.ts). */
        balanceCents: integer('balance_cents').notNull().default(0),
        paidCents: integer('paid_cents').notNull().default(0),
        bonusCents: integer('bonus_cents').notNull().default(0),
        /** The ledger row the balance was last set from: an older one arriving late changes nothing. */
        ledgerId: bigint('ledger_id', { mode: 'number' }),
        /** Valid through this day; null for a card projected before the books knew it (until a rebuild). */
        expirationDate: date('expiration_date', { mode: 'string' }),
        /**
         * Its paid value is spendable through this day under the law it was sold under (CardTerms); null: it never
         * expires. The card's own date (expirationDate) is its bonus value's.
         */
        paidExpiresOn: date('paid_expires_on', { mode: 'string' }),
        /** The day of its sale in the business's time zone (as its move of the books). */
        saleDay: date('sale_day', { mode: 'string' }),
        /** Its first redemption that stands (not reversed); null while it has none. */
        firstRedeemedAt: timestamp('first_redeemed_at', { withTimezone: true, mode: 'string' }),
        /** A scheduled gift's time as the buyer gave it (ISO 8601 with offset) and the zone to state it in; null: emailed at purchase. */
        deliverAt: text('deliver_at'),
        deliverTimeZone: text('deliver_time_zone'),
        /** When a scheduled gift's email went out; null while it waits. */
        deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
        /**
         * Where it was sold (identity's location id): its card type's home location. Null: the business's first
         * location (a card type without one, or a card projected before locations were carried). Every move of the
         * books of the card copies it (db/ledger-move-repository.ts).
         */
        soldAtLocationId: text('sold_at_location_id'),
        /** Where the buyer said they live (a US state or DC, or a country; decision 0095); null: not given, the business's state counts. */
        billingState: text('billing_state'),
        /**
         * The day of its last move of the books that is not an expiry (an expiry is not the holder's activity), kept
         * as each move is counted (db/ledger-move-repository.ts); null: none yet. When it went quiet, for the
         * unclaimed-property report (decision 0095).
         */
        lastActiveOn: date('last_active_on', { mode: 'string' }),
      },
      (t) => [
        index(`${prefix}buyers_business`).on(t.businessSlug, t.purchasedAt.desc().nullsFirst()),
        index(`${prefix}buyers_gift_card`).on(t.giftCardId, t.purchasedAt.desc().nullsFirst()),
        index(`${prefix}buyers_business_buyer_email`).on(t.businessSlug, t.test, sql`lower(${t.buyerEmail})`),
        index(`${prefix}buyers_business_recipient_email`).on(t.businessSlug, t.test, sql`lower(${t.recipientEmail})`),
        // Who bought the card as the customers rows key them: a corporate card's company, else the buyer's email.,
        index(`${prefix}buyers_business_buyer_key`).on(
          t.businessSlug,
          t.test,
          sql`coalesce('company:' || lower(${t.company}), lower(${t.buyerEmail}))`,
        ),
        index(`${prefix}buyers_sale_day`).on(t.businessSlug, t.test, t.saleDay),
      ],
    ),
    /** One row per redemption (its ledger row in redemption). */
    redemptions: analytics.table(
      `${prefix}redemptions`,
      {
        ledgerId: bigint('ledger_id', { mode: 'number' }).primaryKey(),
        cardId: uuid('card_id').notNull(),
        businessSlug: businessSlugColumn(),
        amountCents: integer('amount_cents').notNull(),
        balanceAfterCents: integer('balance_after_cents').notNull(),
        redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'string' }).notNull(),
        day: date('day', { mode: 'string' }).notNull(),
        /** Test-mode activity (a test payment, a test card): kept apart from live figures. */
        test: boolean('test').notNull().default(false),
        /** Credited back by a reversal (gift-card.adjusted with reversedLedgerId): it no longer counts as redeemed. */
        reversed: boolean('reversed').notNull().default(false),
        /** The counter's location; null for a redemption of an older event (the business's first location). A reversal counts here too. */
        locationId: text('location_id'),
      },
      (t) => [
        index(`${prefix}redemptions_card`).on(t.cardId, t.redeemedAt),
        index(`${prefix}redemptions_business`).on(t.businessSlug, t.test, t.redeemedAt),
      ],
    ),
    /** One row per refund of a card's paid value (gift-card.refunded), counted on its day; `failed` once Square refused it. */
    refunds: analytics.table(`${prefix}refunds`, {
      refundId: text('refund_id').primaryKey(),
      cardId: uuid('card_id').notNull(),
      businessSlug: businessSlugColumn(),
      amountCents: integer('amount_cents').notNull(),
      /** The bonus value the refund took off the card with the last of its paid value (put back if Square refuses). */
      forfeitedBonusCents: integer('forfeited_bonus_cents').notNull().default(0),
      day: date('day', { mode: 'string' }).notNull(),
      failed: boolean('failed').notNull().default(false),
      /** Test-mode activity (a test payment, a test card): kept apart from live figures. */
      test: boolean('test').notNull().default(false),
      /** Where it counts: where its card was sold ('': the business's first location, or not recorded). */
      locationId: text('location_id').notNull().default(''),
      /** The order whose payment it gave back: the card's purchase or a reload (null: not recorded, read as the purchase). */
      orderId: text('order_id'),
    }),
    /**
     * One row per change of a card that is not a redemption or a refund (an adjustment, a void, a reactivation, a
     * dispute's hold, release or loss, a refund Square refused), keyed by what it is: so each changes the card once.
     */
    cardChanges: analytics.table(`${prefix}card_changes`, {
      changeKey: text('change_key').primaryKey(),
      cardId: uuid('card_id').notNull(),
      businessSlug: businessSlugColumn(),
      /** Test-mode activity (a test payment, a test card): kept apart from live figures. */
      test: boolean('test').notNull().default(false),
    }),
    /** Every business provisioned on the platform (the super admin's count and directory). */
    businesses: analytics.table(`${prefix}businesses`, {
      businessSlug: text('business_slug').primaryKey(),
      /** Its name, from its provisioning and each business.updated; null for one projected before names were (until a rebuild). */
      name: text('name'),
      status: text('status').$type<BusinessStatus>().notNull().default('active'),
      /** When the business.updated that set name and status happened: an older one arriving late changes nothing. */
      changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }),
    }),
    /**
     * The books: every change of what a business owes on its cards, on its day in the business's time zone, keyed by
     * what it is (a card issued, a ledger row, a refund, its put-back, a lost dispute). Signed as the liability moves:
     * a sale adds, a redemption or refund takes off; each counts under its figure of the glossary (LedgerMoveKind), a
     * reversal as a negative redemption on its own day.
     */
    ledgerMoves: analytics.table(
      `${prefix}ledger_moves`,
      {
        moveKey: text('move_key').primaryKey(),
        cardId: uuid('card_id').notNull(),
        businessSlug: businessSlugColumn(),
        day: date('day', { mode: 'string' }).notNull(),
        kind: text('kind').$type<LedgerMoveKind>().notNull(),
        paidCents: integer('paid_cents').notNull(),
        bonusCents: integer('bonus_cents').notNull(),
        test: boolean('test').notNull().default(false),
        /** Added into ledger_days (when the batch that wrote it ends). */
        counted: boolean('counted').notNull().default(false),
        /**
         * Where it happened: a redemption's or cash-out's counter (a reversal: its redemption's), a sale's sold-at
         * location. Null: nowhere recorded (other moves, older events), which the location report counts at the
         * business's first location.
         */
        locationId: text('location_id'),
        /** Where its card was sold (the card's buyers row), for every move of the card: set when it is counted. */
        soldAtLocationId: text('sold_at_location_id'),
      },
      (t) => [
        index(`${prefix}ledger_moves_business_day`).on(t.businessSlug, t.test, t.day, t.moveKey),
        index(`${prefix}ledger_moves_uncounted`)
          .on(t.moveKey)
          .where(sql`not ${t.counted}`),
        // A card's moves (whether it was reloaded: db/buyer-repository.ts).
        index(`${prefix}ledger_moves_card_day`).on(t.cardId, t.day),
      ],
    ),
    /**
     * The books summed per day, kind of move, card type, the last valid days of bonus value (the card's date) and
     * paid value (the law's), and where the moves happened and their cards were sold: what the reports read, so that a
     * report reads a few thousand rows, not every move (db/ledger-move-repository.ts). A move of a card the projection
     * does not hold counts under card type '' and last days 9999-12-31 (never past), as does paid value that never
     * expires; a location not recorded is ''.
     */
    ledgerDays: analytics.table(
      `${prefix}ledger_days`,
      {
        businessSlug: businessSlugColumn(),
        test: boolean('test').notNull(),
        day: date('day', { mode: 'string' }).notNull(),
        kind: text('kind').$type<LedgerMoveKind>().notNull(),
        giftCardId: text('gift_card_id').notNull(),
        giftCardName: text('gift_card_name').notNull(),
        expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
        paidExpiresOn: date('paid_expires_on', { mode: 'string' }).notNull(),
        locationId: text('location_id').notNull().default(''),
        soldAtLocationId: text('sold_at_location_id').notNull().default(''),
        moves: integer('moves').notNull(),
        paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
        bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull(),
      },
      (t) => [
        primaryKey({
          name: `${prefix}ledger_days_pkey`,
          columns: [t.businessSlug, t.test, t.day, t.kind, t.giftCardId, t.giftCardName, t.expirationDate, t.paidExpiresOn, t.locationId, t.soldAtLocationId],
        }),
      ],
    ),
    /**
     * Per sale day: the cards sold that day that were redeemed since, and the days from sale to first redemption
     * summed (db/first-redemption-repository.ts), for the activity report's average.
     */
    firstRedemptions: analytics.table(
      `${prefix}first_redemptions`,
      {
        businessSlug: businessSlugColumn(),
        test: boolean('test').notNull(),
        saleDay: date('sale_day', { mode: 'string' }).notNull(),
        cards: integer('cards').notNull(),
        days: doublePrecision('days').notNull(),
      },
      (t) => [primaryKey({ name: `${prefix}first_redemptions_pkey`, columns: [t.businessSlug, t.test, t.saleDay] })],
    ),
    /**
     * /customers: one row per person of a business by email (in lower case) across its buyers and gift recipients,
     * written again from the cards whenever one of theirs changes (db/customer-repository.ts).
     */
    customers: analytics.table(
      `${prefix}customers`,
      {
        businessSlug: businessSlugColumn(),
        test: boolean('test').notNull(),
        email: text('email').notNull(),
        name: text('name').notNull(),
        phone: text('phone').notNull(),
        cardsBought: integer('cards_bought').notNull(),
        cardsReceived: integer('cards_received').notNull(),
        spentCents: bigint('spent_cents', { mode: 'number' }).notNull(),
        balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
        lastActivity: timestamp('last_activity', { withTimezone: true, mode: 'string' }).notNull(),
        /** The email and the name in lower case, searched for a part of either. */
        searchText: text('search_text').notNull(),
      },
      (t) => [
        primaryKey({ name: `${prefix}customers_pkey`, columns: [t.businessSlug, t.test, t.email] }),
        index(`${prefix}customers_by_name`).on(t.businessSlug, t.test, sql`lower(${t.name})`, t.email),
        index(`${prefix}customers_by_spent`).on(t.businessSlug, t.test, t.spentCents, t.email),
        index(`${prefix}customers_by_balance`).on(t.businessSlug, t.test, t.balanceCents, t.email),
        index(`${prefix}customers_by_last_activity`).on(t.businessSlug, t.test, t.lastActivity, t.email),
        // customers_search (a trigram index on search_text) is made where the engine has pg_trgm: drizzle/0001_customers_search.sql.
      ],
    ),
    /** Per business and calendar day (the business's time zone): what the dashboard charts and totals add up. */
    daily: analytics.table(`${prefix}daily`, dailyColumns(), (t) => [primaryKey({ name: `${prefix}daily_pkey`, columns: [t.businessSlug, t.day, t.test] })]),
    /**
     * The same figures per location where they happened: sales and refunds where the card was sold, redemptions and
     * cash-outs at their counter; '': not recorded (older events), counted at the business's first location. A table
     * of its own beside `daily`, so that a release without it keeps writing `daily` during a rolling upgrade.
     */
    locationDaily: analytics.table(
      `${prefix}location_daily`,
      { ...dailyColumns(), locationId: text('location_id').notNull() },
      (t) => [primaryKey({ name: `${prefix}location_daily_pkey`, columns: [t.businessSlug, t.day, t.test, t.locationId] })],
    ),
  };
}

export type ProjectionTables = ReturnType<typeof projectionTables>;

/**
 * One kind per figure of the glossary a move counts in (proto/src/glossary.ts, decision 0074). Moves projected before
 * a kind was kept apart count as before until `npm run rebuild`: adjustments up as redeemed (before `credited`),
 * cash-outs and adjustments down as redeemed, corporate cards as sold, forfeited bonus value as refunded.
 */
export type LedgerMoveKind = BookKind;

/** The live projection. */
export const projection = projectionTables();

/** The live projection's tables one by one, as drizzle-kit finds the tables to generate migrations for. */
export const {
  giftCards,
  sales,
  buyers,
  redemptions,
  refunds,
  cardChanges,
  businesses,
  ledgerMoves,
  ledgerDays,
  firstRedemptions,
  customers,
  daily,
  locationDaily,
} = projection;

/** The projection's table names, for creating, locking and swapping a set. */
export const PROJECTION_TABLE_NAMES = [
  'gift_cards',
  'sales',
  'buyers',
  'redemptions',
  'refunds',
  'card_changes',
  'ledger_moves',
  'ledger_days',
  'first_redemptions',
  'customers',
  'daily',
  'location_daily',
  'businesses',
] as const;

/**
 * The audit trail (/reports/audit): one row per event that records who did what, inserted once (keyed by the event's
 * id) and never changed, but for a privacy erasure replacing the customer's name and email (kept in columns of their
 * own for it; free text never holds them). Not part of the projection a rebuild replaces: events that have left the
 * bus would leave the trail with it.
 */
export const auditEntries = analytics.table(
  'audit_entries',
  {
    eventId: text('event_id').primaryKey(),
    businessSlug: businessSlugColumn(),
    /** About a test card (kept apart as test activity is); sign-ins, settings and the catalog are not. */
    test: boolean('test').notNull().default(false),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    actor: text('actor').$type<AuditActor>().notNull(),
    /** The admin who acted; null when none did. */
    adminId: text('admin_id'),
    action: text('action').$type<AuditAction>().notNull(),
    subject: text('subject').notNull(),
    /** The issued card acted on. */
    cardId: text('card_id'),
    details: jsonb('details').$type<StoredAuditDetails>().notNull(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
  },
  (t) => [
    index('audit_entries_business').on(t.businessSlug, t.test, t.at.desc().nullsFirst(), t.eventId.desc().nullsFirst()),
    index('audit_entries_person').on(t.businessSlug, t.adminId, t.at.desc().nullsFirst(), t.eventId.desc().nullsFirst()),
    index('audit_entries_action').on(t.businessSlug, t.action, t.at.desc().nullsFirst(), t.eventId.desc().nullsFirst()),
  ],
);

/** An entry's details as stored: money in cents; the card is the row's own column. */
export type StoredAuditDetails = Omit<AuditDetails, 'cardId' | 'amount' | 'balanceAfter'> & { amountCents?: number; balanceAfterCents?: number };

/** Every business's admins as provisioned: the audit trail's people. */
export const auditPeople = analytics.table(
  'audit_people',
  {
    adminId: text('admin_id').primaryKey(),
    businessSlug: businessSlugColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
  },
  (t) => [index('audit_people_business').on(t.businessSlug)],
);

/** Each business's month-end settings (decision 0089): its own breakage rate and its chart of accounts for the journal. */
export const monthEndSettings = analytics.table('month_end_settings', {
  businessSlug: text('business_slug').primaryKey(),
  /** The owner's expected breakage rate in basis points, used while the history is too short; null: none set. */
  breakageRateBp: integer('breakage_rate_bp'),
  accounts: jsonb('accounts').$type<JournalAccounts>().notNull(),
  /** The business as holder of unclaimed property, for the states' holder reports (decision 0095); null: not set. */
  holder: jsonb('holder').$type<UnclaimedPropertyHolder>(),
});

/**
 * A closed month of a business's books (its live or its test activity): the figures as they stood when it closed,
 * locked; a change dated in it that arrives later counts in the next month (domain/month-close.ts).
 */
export const closedMonths = analytics.table(
  'closed_months',
  {
    businessSlug: businessSlugColumn(),
    test: boolean('test').notNull(),
    month: text('month').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** The admin who closed it. */
    closedBy: text('closed_by').notNull(),
    figures: jsonb('figures').$type<ClosedMonthFigures>().notNull(),
  },
  (t) => [primaryKey({ name: 'closed_months_pkey', columns: [t.businessSlug, t.test, t.month] })],
);
