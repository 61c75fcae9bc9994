/**
 * /reports/audit: who did what and when in a business, newest first, from analytics' append-only projection of the
 * events that record it (sign-ins, settings, the catalog, customers' data exported or erased, the super admin's actions
 * on the business, and every money action on an issued card).
 */
import type { BusinessScope } from './analytics.js';
import { defineCatalog } from './locale.js';
import auditTexts from './messages/auditTrail.json' with { type: 'json' };

/** What an entry records, in the order the filter lists them. */
export const AUDIT_ACTIONS = [
  'signed-in',
  'settings-changed',
  'payment-settings-changed',
  'test-data-deleted',
  'customer-exported',
  'customer-erased',
  'registration-approved',
  'registration-rejected',
  'registration-reopened',
  'business-suspended',
  'business-reactivated',
  'redemptions-paused',
  'redemptions-resumed',
  'gift-card-created',
  'gift-card-updated',
  'gift-card-deleted',
  'redeemed',
  'cashed-out',
  'escheated',
  'redemption-reversed',
  'adjusted',
  'refunded',
  'refund-failed',
  'voided',
  'reactivated',
  'recipient-changed',
  'email-resent',
  'dispute-opened',
  'dispute-won',
  'dispute-lost',
  'corporate-order-confirmed',
  'corporate-order-approved',
  'promotion-bonus',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who acted: one of the business's admins, the card's holder, the platform itself (Square's answers, disputes) or the
 * super admin (registrations and the business's status; shown as "Platform", never by name), or an integrator's API
 * key (details.apiKey names it).
 */
export type AuditActor = 'admin' | 'holder' | 'system' | 'super-admin' | 'api-key';

/** Entries a page holds. */
export const AUDIT_PAGE_SIZE = 50;

/** One of the business's admins. */
export interface AuditPerson {
  id: string;
  name: string;
  email: string;
}

/** What an entry adds to its action and subject; money in dollars. */
export interface AuditDetails {
  /** The issued card acted on. */
  cardId?: string;
  /** Signed for an adjustment or reversal (+: value added to the card); else the value moved. */
  amount?: number;
  balanceAfter?: number;
  /** As the admin (or Square) gave it. */
  reason?: string;
  /** Settings or a gift card's form fields, by their form names (never their values). */
  changedFields?: string[];
  /** A card email sent again: asked by an admin, by the holder from the holder page, or by "Lost your card?". */
  requestedBy?: 'admin' | 'holder' | 'lost-card';
  /** A corporate order (value paid outside the platform, decision 0071): the company, its payment reference, how many cards. */
  company?: string;
  paymentReference?: string;
  cardCount?: number;
  /** A confirmed corporate order: issued within the day's cap, or waiting for the super admin's approval. */
  outcome?: 'issued' | 'awaiting-approval';
  /** The promotion that gave a card its bonus value. */
  promotion?: string;
  /** The name of the API key that acted. */
  apiKey?: string;
}

export interface AuditEntry {
  /** The id of the event it records. */
  id: string;
  at: string;
  /** The admin who acted; null when none did (or the admin is not known). */
  person: AuditPerson | null;
  actor: AuditActor;
  action: AuditAction;
  /** What was acted on: a gift card's name, "Settings", …; '' for a sign-in. */
  subject: string;
  /** The card's holder, for an entry about an issued card (null fields once a privacy erasure removed them). */
  customer: { name: string | null; email: string | null } | null;
  details: AuditDetails;
}

/** GET /api/v1/admin/reports/audit: filters as the admin gave them; `cursor` is the page before's nextCursor. */
export type AuditTrailRequest = BusinessScope & { person?: unknown; action?: unknown; from?: unknown; to?: unknown; cursor?: unknown };

export interface AuditTrailPage {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  /** Newest first, AUDIT_PAGE_SIZE at most. */
  entries: AuditEntry[];
  /** The business's admins, for the person filter. */
  people: AuditPerson[];
  /** Every action, for the action filter. */
  actions: AuditAction[];
  nextCursor: string | null;
  /** Entries about test cards are shown instead of live ones (see BusinessScope.testData); sign-ins, settings and the catalog show either way. */
  testData: boolean;
}

/** What the audit trail refuses, in each language; the server answers in English (AUDIT_MESSAGES). */
export const auditMessages = defineCatalog('auditTrail', auditTexts);

export const AUDIT_MESSAGES = auditMessages.messages.en;
