/** Registration requests and the super admin's messages. */
import type { SuperAdminPrincipal } from './auth.js';
import type { Address, ClientInfo, Unchecked } from './identity.js';
import type { RegistrationStatus } from './events.js';

/** The landing page's registration-interest form (spec §3 "Registration interest"). */
export interface RegistrationInterestInput {
  businessName: string;
  businessType: string;
  contactName: string;
  email: string;
  phone?: string;
  website?: string;
  notes?: string;
}

export type RegistrationInterestRequest = Partial<RegistrationInterestInput> & ClientInfo;

/** POST /api/v1/admin/registration-interest */
export interface RegistrationInterestSubmitted {
  success: true;
  id: string;
  status: 'pending';
  message: string;
}

export interface SuperAdminStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

/** GET /api/superadmin/stats */
export interface SuperAdminStatsAnswer {
  success: true;
  stats: SuperAdminStats;
  /** The platform's figures from the analytics projections; dollars. */
  platform: PlatformFigures;
}

/** Each figure the glossary's (proto/src/glossary.ts): counts across the platform, money per currency. */
export interface PlatformFigures {
  businesses: number;
  cardsSold: number;
  /** By ISO 4217 code, in each currency's major units: amounts of two currencies never add up. */
  byCurrency: PlatformMoney[];
}

/** The platform's money in one currency, in its major units. */
export interface PlatformMoney {
  currency: string;
  /** Paid value sold, before refunds. */
  paidValueSold: number;
  refunded: number;
  /** Paid value sold less refunded. */
  totalRevenue: number;
  /** "Paid outside the platform": corporate orders' value (decision 0071), never in cardsSold or totalRevenue. */
  paidOutside: number;
  /** Outstanding: what the books owe on issued cards at the end of today. */
  outstandingBalance: number;
}

/** POST /api/superadmin/login */
export interface SuperAdminSignedIn {
  success: true;
  token: string;
  role: 'SuperAdmin';
  message: string;
}

/** Identity's answer to a super admin sign-in; the gateway turns `deviceToken` into the known-device cookie. */
export interface SuperAdminSessionOpened extends SuperAdminSignedIn {
  deviceToken: string;
}

/** The super admin's session token (from its HttpOnly cookie). */
export interface SuperAdminTokenRequest {
  token?: string;
}

export type RegistrationSource = 'interest' | 'self-registration' | 'super-admin';

/** A registration request as the super admin dashboard lists it (spec §3 "Registration request"). */
export interface RegistrationRequestView {
  _id: string;
  source: RegistrationSource;
  name: string;
  email: string;
  restaurantName: string;
  phone: string;
  businessType: string;
  website: string;
  status: RegistrationStatus;
  createdAt: string;
  restaurantAddress: Address;
  /** The review notes, or the applicant's notes while there are none. */
  notes: string;
  applicantNotes: string;
  reviewNotes: string;
}

/** GET /api/superadmin/registration-requests, newest first. */
export interface RegistrationRequestList {
  success: true;
  requests: RegistrationRequestView[];
}

/** A use case of the super admin; `superAdmin` comes from the session, never from the client. */
export interface SuperAdminRequest {
  superAdmin: SuperAdminPrincipal;
}

/** PUT /api/superadmin/registration-requests/:id/status */
export interface RegistrationStatusForm {
  status: RegistrationStatus;
  notes: string;
}

export type UpdateRegistrationStatusRequest = SuperAdminRequest & Unchecked<RegistrationStatusForm> & { id?: string };

export interface RegistrationStatusUpdated {
  success: true;
  message: string;
  request: RegistrationRequestView;
}

/** The super admin's "create business admin" form; without a password the admin is emailed a set-password link. */
export interface CreateBusinessAdminForm {
  name: string;
  email: string;
  restaurantName: string;
  phone: string;
  businessSlug?: string;
  password?: string;
}

export type CreateBusinessAdminRequest = SuperAdminRequest & Unchecked<CreateBusinessAdminForm>;

export interface BusinessAdminCreated {
  success: true;
  message: string;
  admin: { _id: string; name: string; email: string; restaurantName: string; businessSlug: string };
}
