import type { BusinessStatus } from './business-status.js';

/** Who is calling, as resolved by identity from a session cookie or a super admin token. */
export interface AdminPrincipal {
  role: 'Admin';
  adminId: string;
  businessSlug: string;
  email: string;
  /** The business's name and status as the session was resolved: a suspended business moves no money (decision 0052). */
  businessName?: string;
  businessStatus?: BusinessStatus;
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
