import type { BusinessStatus } from './business-status.js';

/** What a person may do in a business (decision 0077): each role may do everything the one after it may. */
export const STAFF_ROLES = ['owner', 'manager', 'clerk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who is calling, as resolved by identity from a session cookie or a super admin token. */
export interface AdminPrincipal {
  role: 'Admin';
  /** The person; the same person may be staff of several businesses. */
  adminId: string;
  /** The business this session acts for. */
  businessSlug: string;
  email: string;
  /** The person's place in this business's team: what they may do (decision 0077). */
  staffId: string;
  staffRole: StaffRole;
  /** The locations a clerk works at; empty: every location of the business. */
  locationIds: string[];
  /** The business's name and status as the session was resolved: a suspended business moves no money (decision 0052). */
  businessName?: string;
  businessStatus?: BusinessStatus;
  /** The ISO 4217 code the business's cards are priced in, as the session was resolved: amounts the admin types are in it. */
  currency?: string;
  /**
   * The super admin requires two-step sign-in of every owner and this admin has not turned it on: until they do, the
   * gateway answers every admin call but their own profile and the two-step setup with 403 (decision 0072).
   */
  twoStepSetupRequired?: true;
}

export interface SuperAdminPrincipal {
  role: 'SuperAdmin';
  superAdminId: string;
  email: string;
}

export const SESSION_COOKIE = 'gv_session';
export const CSRF_COOKIE = 'gv_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** An integrator's API key as the events and the audit trail name it (decision 0091). */
export interface ApiKeyActor {
  id: string;
  name: string;
}
