/**
 * The super admin's directory of businesses: the list and a business's detail (figures from the analytics projections,
 * account and status from identity), and suspending or reinstating a business. Amounts in dollars.
 */
import type { BusinessStatus } from './business-status.js';
import type { Address, Unchecked } from './identity.js';
import type { StaffMember } from './team.js';
import type { SuperAdminRequest } from './registration.js';

/** Businesses per page of the directory. */
export const BUSINESS_DIRECTORY_PAGE_SIZE = 20;

/** A business's live figures (test activity never counts), each the glossary's (proto/src/glossary.ts). */
export interface BusinessFigures {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  cardsSold: number;
  /** Paid value sold: what buyers paid, before refunds. */
  grossSales: number;
  /** Face value sold: what buyers paid plus the bonus value given with the cards (the discount and any promotion). */
  faceValueSold: number;
  /** Outstanding: what the books owe on its cards at the end of today (value past its last day left out). */
  outstanding: number;
  /** Its latest sale or redemption (ISO time); null before the first. */
  lastActivity: string | null;
}

/** One row of GET /api/superadmin/businesses. */
export interface BusinessDirectoryEntry extends BusinessFigures {
  businessSlug: string;
  restaurantName: string;
  status: BusinessStatus;
}

/** How many people (invited or active) and open locations a business has. */
export interface TeamSize {
  staffCount: number;
  locationCount: number;
}

/** GET /api/superadmin/businesses: by slug, BUSINESS_DIRECTORY_PAGE_SIZE a page; `nextCursor` is the next page's `cursor`, null on the last. */
export interface BusinessDirectoryPage<Entry extends BusinessDirectoryEntry = BusinessDirectoryEntry> {
  businesses: Entry[];
  nextCursor: string | null;
}

/** GET /api/superadmin/businesses: the directory's entries with their team sizes. */
export type TeamDirectoryPage = BusinessDirectoryPage<BusinessDirectoryEntry & TeamSize>;

/** Identity's team sizes of the businesses on a page of the directory. */
export interface TeamSizesRequest {
  businessSlugs: string[];
}

export interface TeamSizes {
  sizes: Record<string, TeamSize>;
}

/** The super admin ends one person's sessions for a business. */
export interface EndStaffSessionsRequest extends SuperAdminRequest {
  businessSlug: string;
  staffId: string;
}

/** `search`: part of a name or slug, any case; `cursor`: the page before's nextCursor. */
export interface BusinessDirectoryRequest {
  search?: unknown;
  cursor?: unknown;
}

export interface BusinessFiguresRequest {
  businessSlug: string;
}

/** The detail's figures: the list's, and what was refunded. */
export interface BusinessDetailFigures extends BusinessFigures {
  refunded: number;
}

/** A business as identity keeps it: profile, admins, and its status with who set it, when and why. */
export interface BusinessAccount {
  businessSlug: string;
  restaurantName: string;
  status: BusinessStatus;
  /** The super admin's notes of the last change ('' without). */
  statusNotes: string;
  /** When the status was last set (ISO time); null: never since the business was created. */
  statusChangedAt: string | null;
  /** The email of the super admin who last set it; null: never set. */
  statusChangedBy: string | null;
  /** Suspended with its redemptions paused too: its cards can't be redeemed until it is reinstated. */
  redemptionsPaused: boolean;
  profile: {
    /** Where replies to its emails go: its own contact email, else its first admin's. */
    contactEmail: string;
    address: Address;
    timeZone: string;
    /** Live (real payments), else test mode. */
    live: boolean;
  };
  /** The team (invited and active), owners first; no passwords or sessions. */
  admins: StaffMember[];
}

/** GET /api/superadmin/businesses/{businessSlug}, and the answer of a status change. */
export type BusinessDetail = BusinessAccount & BusinessDetailFigures;

/** PUT /api/superadmin/businesses/{businessSlug}/status */
export interface BusinessStatusForm {
  status: BusinessStatus;
  notes: string;
  /** With a suspension: `false` pauses its redemptions too (left out: its cards stay redeemable). */
  allowRedemptions?: boolean;
}

export type BusinessAccountRequest = SuperAdminRequest & { businessSlug?: string };
export type SetBusinessStatusRequest = BusinessAccountRequest & Unchecked<BusinessStatusForm>;
