/**
 * The analytics service's request-reply messages: the admin dashboard's figures and the orders views,
 * answered from projections of events. Money in integer cents; the gateway turns it into dollars.
 */
import type { IssuedGiftCardStatus, RedeemBuyer } from './redemption.js';
import type { Location } from './team.js';
import { defineCatalog, translate } from './locale.js';
import ordersTexts from './messages/orders.json' with { type: 'json' };
import reportTexts from './messages/reports.json' with { type: 'json' };

/** Request-reply patterns of the analytics service. */
export const AnalyticsRpc = {
  totals: 'analytics.dashboard.totals',
  daily: 'analytics.dashboard.daily',
  giftCardOrders: 'analytics.orders.gift-cards',
  giftCardBuyers: 'analytics.orders.gift-card-buyers',
  buyers: 'analytics.orders.buyers',
  platformTotals: 'analytics.platform-totals',
  superAdminStats: 'analytics.super-admin-stats',
  liability: 'analytics.reports.liability',
  locations: 'analytics.reports.locations',
  exportPage: 'analytics.reports.export-page',
  salesActivity: 'analytics.reports.activity',
  customers: 'analytics.customers',
  auditTrail: 'analytics.reports.audit-trail',
  businessDirectory: 'analytics.business-directory.page',
  businessFigures: 'analytics.business-directory.figures',
} as const;

/** The "Show test data" switch of the dashboard and orders views: `?testData=true` (or 1). */
export function wantsTestData(query: unknown): boolean {
  return query === 'true' || query === '1';
}

/**
 * How long analytics answers from a business's snapshot without a change of its own (decision 0058): what another
 * replica's consumer or a rebuild commits shows within it.
 */
export const SNAPSHOT_TTL_MS = 1_000;

/** Days the dashboard's charts cover, ending today (spec §9). */
export const DASHBOARD_DAYS = 30;
/** Buyers per page of the customer table (spec §9). */
export const BUYERS_PAGE_SIZE = 10;

/** Every dashboard and orders request names the business from the admin's session, never from the client. */
export interface BusinessScope {
  businessSlug: string;
  /** The "Show test data" switch: a live business's test activity instead of its live figures (a business in test mode shows its test activity anyway). */
  testData?: boolean;
  /** Asked with an API key: its mode's activity alone (a live key never sees test cards), whatever mode the business is in now. */
  keyMode?: 'test' | 'live';
  /** Transactions (ids, in decimal) the answer must reflect: changes of the business the caller heard announced. */
  mustSee?: string[];
  /** Only what happened at this location; absent: the whole business. */
  at?: AtLocation;
}

/**
 * One of the business's locations, as figures are narrowed to it (decision 0078). What was recorded nowhere (older
 * events) counts at the first location, as the location report counts it.
 */
export interface AtLocation {
  locationId: string;
  /** The business's first location. */
  first: boolean;
}

/** Whether figures recorded at `locationId` ('' or null: nowhere) count at `at`. */
export const countsAt = (at: AtLocation, locationId: string | null): boolean => (locationId ? locationId === at.locationId : at.first);

/** What analytics announces to every process that listens (fire and forget: a listener not connected misses it). */
export const AnalyticsNotice = {
  businessesChanged: 'analytics.notice.businesses-changed',
} as const;

/** Analytics committed transaction `xid`, which changed these businesses' figures (decision 0070). */
export interface BusinessesChanged {
  businessSlugs: string[];
  xid: string;
}

/** A business's figures over a span (all time, or one day); each is the glossary's (proto/src/glossary.ts). */
export interface FigureSums {
  /** Cards sold: cards, not orders (an order may buy several). */
  cardsSold: number;
  /** What buyers paid for cards and reloads, less what was refunded to them (net revenue; below zero on a day with refunds only). */
  revenueCents: number;
  /** What was refunded to buyers (gift-card.refunded, less refunds Square refused). */
  refundedCents: number;
  /** Redeemed: value spent at the counter, less reversals. */
  redeemedCents: number;
  /** Cashed out: value the holder took in cash (not redeemed). */
  cashedOutCents: number;
  /** Corporate orders' value, paid outside the platform (decision 0071): never in cardsSold or revenueCents. */
  paidOutsideCents: number;
}

export interface BusinessTotals extends FigureSums {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  /** The figures are the business's test activity: it is in test mode, or the admin asked for test data. */
  testData: boolean;
}

/** One calendar day (YYYY-MM-DD) of a business, zero when nothing happened. */
export interface DailyFigures extends FigureSums {
  date: string;
}

export interface DailyFiguresList {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  /** DASHBOARD_DAYS days, oldest first, ending today in the business's time zone. */
  days: DailyFigures[];
  /** The figures are the business's test activity: it is in test mode, or the admin asked for test data. */
  testData: boolean;
}

/** Spec §3 "Orders gift card summary". */
export interface GiftCardOrderSummary {
  id: string;
  name: string;
  tag: string;
  description: string;
  image: string;
  totalBuyers: number;
}

export interface GiftCardOrdersRequest extends BusinessScope {
  search?: string;
}

export interface GiftCardOrderList {
  giftCards: GiftCardOrderSummary[];
  /** The figures are the business's test activity: it is in test mode, or the admin asked for test data. */
  testData: boolean;
}

export interface RedemptionEntry {
  /** The REDEEM ledger row's id (what `reverse-redemption` names it by). */
  ledgerId: number;
  redeemedCents: number;
  remainingCents: number;
  redeemedAt: string;
  /** Credited back to the card by a reversal: not counted as used. */
  reversed: boolean;
}

/**
 * A sold card's state as the orders views show it, from redemption's events: `void` (voided by an admin), `on_hold`
 * (its payment is disputed), `refunded` (no paid value left after a refund, or a lost dispute), else `active`.
 */
export type BuyerCardStatus = Extract<IssuedGiftCardStatus, 'active' | 'void' | 'on_hold' | 'refunded'>;
export const BUYER_CARD_STATUSES: readonly BuyerCardStatus[] = ['active', 'void', 'on_hold', 'refunded'];

/**
 * How a card came to be, as the orders table filters it: bought for oneself, bought as a gift, issued on a corporate
 * order, or topped up since (a reloaded card is also one of the others).
 */
export type OrderType = 'self' | 'gift' | 'corporate' | 'reload';
export const ORDER_TYPES: readonly OrderType[] = ['self', 'gift', 'corporate', 'reload'];

/** One issued card as the orders views show it; the code is not here (redemption keeps it). */
export interface BuyerProjection {
  cardId: string;
  /** The order the card was bought in; null for a card projected before orders were recorded. */
  orderId: string | null;
  giftCardId: string;
  giftCardName: string;
  purchaseType: 'self' | 'gift';
  buyer: { name: string; email: string };
  recipient: { name: string; email: string } | null;
  /** A corporate card's company; null for any other card. */
  company: string | null;
  /** Topped up at least once since it was bought. */
  reloaded: boolean;
  faceValueCents: number;
  priceCents: number;
  /** Bought in test mode: a test card with no value. */
  testCard: boolean;
  status: BuyerCardStatus;
  /** The card's balance: after its redemptions, adjustments, reversals and refunds. */
  remainingCents: number;
  /** Redeemed, less reversed redemptions. */
  usedCents: number;
  purchasedAt: string;
  /** Oldest first. */
  redemptions: RedemptionEntry[];
  /** A scheduled gift's email (decision 0061): when it goes out, or went out; absent for a card emailed at purchase. */
  delivery?: GiftDeliveryState;
}

/**
 * When a scheduled gift's email goes out, as the orders views show it: `scheduledFor` (ISO 8601 with the offset the
 * buyer gave) in the IANA `scheduledTimeZone` to state it in, and `sentAt` once it went out.
 */
export interface GiftDeliveryState {
  scheduledFor: string;
  scheduledTimeZone: string;
  sentAt?: string;
}

export interface BuyersRequest extends BusinessScope {
  /** Part of a buyer's or recipient's name or email, of a company or of an order number. */
  search?: string;
  page?: number | string;
  /** Only cards sold at this location (decision 0078); `first`: it is the business's first, where cards sold nowhere recorded count. */
  soldAt?: AtLocation;
  /** The card whose code the search is (found by redemption: codes never reach analytics); it matches too. */
  codeCardId?: string;
  /** The orders table's filters as the admin gave them, checked by analytics (400 for a value they do not know). */
  filters?: OrderFiltersQuery;
}

/** The orders table's filters: a BuyerCardStatus, an OrderType, and the first and last day (YYYY-MM-DD, the business's time zone) of the sale. */
export type OrderFiltersQuery = Partial<Record<'status' | 'type' | 'from' | 'to', unknown>>;

export interface GiftCardBuyersRequest extends BuyersRequest {
  giftCardId: string;
}

export interface BuyerPage {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  buyers: BuyerProjection[];
  /** Cards bought (one row each). */
  total: number;
  /** People among them: distinct buyer emails. */
  customers: number;
  page: number;
  totalPages: number;
  hasMore: boolean;
  /** The figures are the business's test activity: it is in test mode, or the admin asked for test data. */
  testData: boolean;
}

export interface GiftCardBuyerPage extends BuyerPage {
  giftCard: GiftCardOrderSummary;
}

/** The super admin's platform figures: counts across the platform, money per currency (amounts of two currencies never add up). */
export interface PlatformTotals {
  businesses: number;
  cardsSold: number;
  /** One entry per currency the platform's businesses sell in, by ISO 4217 code. */
  byCurrency: PlatformMoneyTotals[];
}

/** The platform's money in one currency, in its minor units. */
export interface PlatformMoneyTotals {
  currency: string;
  /** Paid value sold: what buyers paid, before refunds. */
  paidValueSoldCents: number;
  refundedCents: number;
  /** Paid value sold and loaded, less refunded. */
  revenueCents: number;
  /** Corporate orders' value, paid outside the platform (not in cardsSold or revenueCents). */
  paidOutsideCents: number;
  /** Outstanding: what the books owe at the end of each business's today. */
  outstandingCents: number;
}

/**
 * Spec §3 "Buyer/purchase record", as GET /api/v1/admin/giftcards/{id}/buyers and /buyers answer it (dollars):
 * the counter's buyer (redemption's scan answers the same fields) with the card's ids, type and face value.
 */
export interface BuyerRecord extends RedeemBuyer {
  /** The issued card's id. */
  id: string;
  buyerName: string;
  giftCardId: string;
  purchaseType: 'self' | 'gift';
  faceValue: number;
  /** The price the buyer paid, in dollars. */
  amountPaid: number;
  /** The order the card was bought in; null for a card projected before orders were recorded. */
  orderId: string | null;
  /** Not in the spec: whether the card can be spent (active), or is voided, on hold (disputed) or refunded. */
  status: BuyerCardStatus;
  /** Not in the spec: a scheduled gift's delivery (decision 0061), absent for a card emailed at purchase. */
  delivery?: GiftDeliveryState;
  /** Not in the spec: a corporate card's company; null for any other card. */
  company: string | null;
  /** Not in the spec: topped up at least once since it was bought. */
  reloaded: boolean;
}

/** GET /api/v1/admin/total-sold */
export interface TotalSoldAnswer {
  totalSold: number;
  /** Not in the spec: the figure is the business's test activity (see BusinessTotals.testData). */
  testData: boolean;
}

/** GET /api/v1/admin/total-revenue: dollars. */
export interface TotalRevenueAnswer {
  /** What buyers paid, less refunds. */
  totalRevenue: number;
  /** Not in the spec: what was refunded to buyers (refunds Square refused are not counted). */
  totalRefunds: number;
  /** Not in the spec: "Paid outside the platform", corporate orders' value (decision 0071), never in totalRevenue. */
  paidOutside: number;
  testData: boolean;
}

/** GET /api/v1/admin/total-redemption: dollars. */
export interface TotalRedemptionAnswer {
  /** The glossary's redeemed: spent at the counter, less reversals. */
  totalRedemption: number;
  /** Not in the spec: the glossary's cashed out, value that left cards in cash (never in totalRedemption). */
  cashedOut: number;
  testData: boolean;
}

/** GET /api/v1/admin/sales-data answers DASHBOARD_DAYS of these, oldest first. */
export interface SalesDay {
  date: string;
  sales: number;
}

/** GET /api/v1/admin/revenue-by-date: dollars per day (net of that day's refunds), keys oldest first. */
export interface RevenueByDateAnswer {
  revenueByDate: Record<string, number>;
  testData: boolean;
}

/** GET /api/v1/admin/buyers */
export interface BuyerRecordPage extends Omit<BuyerPage, 'buyers'> {
  buyers: BuyerRecord[];
}

/** GET /api/v1/admin/giftcards/{id}/buyers */
export interface GiftCardBuyerRecordPage extends BuyerRecordPage {
  giftCard: GiftCardOrderSummary;
}

/** The messages of the orders views. */
export const ordersMessages = defineCatalog('orders', ordersTexts);

export const ORDERS_MESSAGES = {
  ...ordersMessages.messages.en,
  statusUnknown: translate(ordersMessages, 'en', 'statusUnknown', { choices: BUYER_CARD_STATUSES.join(', ') }),
  typeUnknown: translate(ordersMessages, 'en', 'typeUnknown', { choices: ORDER_TYPES.join(', ') }),
} as const;

/** A report's date range as the admin gave it (`YYYY-MM-DD`, in the business's time zone, both days included). */
export type ReportRangeRequest = BusinessScope & { from?: unknown; to?: unknown };

/** Value on cards, in dollars, split into what buyers paid and the bonus value of the discount. */
export interface ValueSplit {
  paid: number;
  bonus: number;
  total: number;
}

/**
 * What the business owes on its cards at the end of `to`, and the movement over the range that explains it, each line
 * a figure of the glossary (proto/src/glossary.ts; `sold` is the face value sold): closing = opening + sold +
 * issuedOutside + credited − debited − redeemed − cashedOut − refunded − forfeited − expired − escheated, to the cent, and
 * closing = outstanding.total. Value left on cards past their last day is breakage, kept apart from the liability.
 */
export interface LiabilityReport {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  from: string;
  to: string;
  outstanding: ValueSplit;
  movement: {
    opening: number;
    sold: number;
    issuedOutside: number;
    /** Paid value added by reloads. */
    loaded: number;
    credited: number;
    debited: number;
    redeemed: number;
    cashedOut: number;
    refunded: number;
    forfeited: number;
    expired: number;
    /** Reported to states as unclaimed property (decision 0095). */
    escheated: number;
    closing: number;
  };
  breakage: ValueSplit;
  /** The outstanding value per card type (catalog card), largest first. */
  byCard: (ValueSplit & { giftCardId: string; giftCardName: string })[];
  testData: boolean;
}

/** What the reports refuse, in each language; the server answers in English (REPORT_MESSAGES). */
export const reportMessages = defineCatalog('reports', reportTexts);

export const REPORT_MESSAGES = reportMessages.messages.en;

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** A range and how to group its days: by day, ISO week (from Monday) or month. */
export type SalesActivityRequest = ReportRangeRequest & { interval?: unknown };

/** Sales, redemptions and refunds over a range, per period (dollars), with what they say about the cards sold in it. */
export interface SalesActivity {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  from: string;
  to: string;
  interval: ReportInterval;
  /**
   * Every period of the range, oldest first; `start` is its first day (clipped to the range). Each figure is the
   * glossary's (proto/src/glossary.ts): `sales` is the paid value sold, `loaded` what reloads added (never sales or
   * orders), `paidOutside` corporate orders' value (never sales).
   */
  periods: {
    start: string;
    orders: number;
    cardsSold: number;
    sales: number;
    loaded: number;
    redeemed: number;
    cashedOut: number;
    refunded: number;
    paidOutside: number;
  }[];
  /** Value redeemed over face value sold in the range, 0 to 1 (null when nothing was sold). */
  redemptionRate: number | null;
  /** Of the cards sold in the range and redeemed since, the average days from the sale to the first redemption (null: none). */
  averageDaysToFirstRedemption: number | null;
  /** The card types that sold most in the range, by value. */
  topCards: { giftCardName: string; cardsSold: number; sales: number }[];
  testData: boolean;
}

/** The CSV exports of the reports page: the orders (cards sold), the ledger's moves, the liability statement and the settlement between locations, over a range. */
export const EXPORT_KINDS = ['orders', 'ledger', 'customers', 'liability', 'locations'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** One page of an export, after the row `after` names (absent: the first page); `locations` for the locations export. */
export type ExportPageRequest = ReportRangeRequest & { kind?: unknown; after?: string; locations?: ReportLocation[] };

/** A location as the location report names it: every one of the business, archived ones included, in the order they were added. */
export type ReportLocation = Pick<Location, 'id' | 'name' | 'archived'>;

/**
 * The range and the business's locations from identity (the gateway asks): the first one is where a move of the books
 * that recorded no location counts (older events, a card type without a home location).
 */
export type LocationReportRequest = ReportRangeRequest & { locations: ReportLocation[] };

/**
 * GET /api/v1/admin/reports/locations, in dollars; each figure is the glossary's (proto/src/glossary.ts) over the same
 * books as the liability report, so Σ redeemed = its redeemed, Σ sold = its sold and Σ outstandingSoldHere = its closing.
 */
export interface LocationReport {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  /** Every open location, and an archived one with figures, in the order they were added. */
  locations: {
    locationId: string;
    name: string;
    /** Face value sold there in the range (a card's sale belongs to its card type's home location). */
    sold: number;
    /** Redeemed at its counter in the range, less reversals of redemptions made there. */
    redeemed: number;
    /** What is still owed at the end of the range on the cards sold there. */
    outstandingSoldHere: number;
  }[];
  /** Value of cards sold at one location and redeemed at another in the range, per pair; amount = paid + bonus. */
  settlement: { soldAt: string; redeemedAt: string; amount: number; paid: number; bonus: number }[];
  /** Transfers that settle the paid value of `settlement` after offsetting: `from` owes `to` (location ids). */
  net: { from: string; to: string; amount: number }[];
}

/**
 * A page of an export, as CSV text (csvLine): amounts with the currency's decimals, dates ISO text, formulas
 * neutralised. The gateway streams the pages as they come, without reading them; `after` is null on the last page.
 */
export interface ExportPage {
  /** The line that names the columns. */
  header: string;
  /** This page's lines, each ended by CRLF (empty when the export has none). */
  lines: string;
  after: string | null;
}

/**
 * How /customers is ordered: by email or name (A to Z), or by what they spent, what they hold, or their last activity
 * (highest or latest first).
 */
export const CUSTOMER_SORTS = ['email', 'name', 'spent', 'balance', 'lastActivity'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** /customers: people by email across the business's buyers and gift recipients, a page after `cursor` (the last page's nextCursor). */
export type CustomersRequest = BusinessScope & { search?: unknown; sort?: unknown; cursor?: unknown };

/** One person by email: what they bought and received, spent, and hold. Money in dollars. */
export interface Customer {
  name: string;
  email: string;
  /** As given at their latest checkout; '' for someone who only received gifts. */
  phone: string;
  cardsBought: number;
  cardsReceived: number;
  totalSpent: number;
  /** What is left on the cards they hold (bought for themselves, or received). */
  outstandingBalance: number;
  lastActivity: string;
}

export interface CustomerPage {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  customers: Customer[];
  /** The cursor of the next page; null on the last. */
  nextCursor: string | null;
}
