/** A business's team (staff with roles) and its places (locations): what the admin API and the identity service exchange. */
import { STAFF_ROLES, type AdminPrincipal, type StaffRole } from './auth.js';
import type { Acknowledged, Address, AdminRequest, AdminSessionOpened } from './identity.js';
import { defineCatalog, translate } from './locale.js';
import teamTexts from './messages/team.json' with { type: 'json' };

export type StaffStatus = 'invited' | 'active' | 'removed';

export const MAX_STAFF = 200;
export const MAX_LOCATIONS = 100;
export const INVITATION_DAYS = 7;

/** Whether `role` may make a call open to `least` and the roles above it. */
export function roleReaches(role: StaffRole, least: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) <= STAFF_ROLES.indexOf(least);
}

/** What the team and its locations say, in each language; the server answers in English (TEAM_MESSAGES). */
export const teamMessages = defineCatalog('team', teamTexts);

export const forbiddenRoleMessage = (role: StaffRole) => translate(teamMessages, 'en', 'forbiddenRole', { role });

const { forbiddenRole: _forbiddenRole, ...teamEnglish } = teamMessages.messages.en;

export const TEAM_MESSAGES = {
  ...teamEnglish,
  tooManyStaff: translate(teamMessages, 'en', 'tooManyStaff', { max: MAX_STAFF }),
  tooManyLocations: translate(teamMessages, 'en', 'tooManyLocations', { max: MAX_LOCATIONS }),
};

/** GET /api/v1/admin/staff */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  /** The locations a clerk works at; empty: every location. */
  locationIds: string[];
  lastSignInAt: string | null;
}

export interface StaffList {
  staff: StaffMember[];
}

/** POST /api/v1/admin/staff/invitations */
export interface InviteStaffForm {
  name: string;
  email: string;
  role: StaffRole;
  locationIds?: string[];
}

/** PUT /api/v1/admin/staff/{id} */
export interface UpdateStaffForm {
  role?: StaffRole;
  locationIds?: string[];
}

/** POST /api/v1/admin/accept-invitation: a new person names themself and chooses a password; a signed-in one sends the token alone. */
export interface AcceptInvitationForm {
  token: string;
  name?: string;
  password?: string;
}

/** POST /api/v1/admin/locations, PUT /api/v1/admin/locations/{id} */
export interface LocationForm {
  name: string;
  address?: string;
  timeZone?: string;
}

export interface InviteStaffRequest {
  admin: AdminPrincipal;
  name?: unknown;
  email?: unknown;
  role?: unknown;
  locationIds?: unknown;
}

export interface UpdateStaffRequest {
  admin: AdminPrincipal;
  id: string;
  role?: unknown;
  locationIds?: unknown;
}

export interface StaffMemberRequest {
  admin: AdminPrincipal;
  id: string;
}

/** POST /api/v1/admin/accept-invitation; `sessionId` is the caller's own session, when signed in. */
export interface AcceptInvitationRequest {
  token?: unknown;
  name?: unknown;
  password?: unknown;
  sessionId?: string;
  ip?: string;
}

/** A place of a business where cards are sold and spent. */
export interface Location {
  id: string;
  name: string;
  address: string;
  timeZone: string;
  archived: boolean;
}

export interface LocationList {
  locations: Location[];
}

export interface SaveLocationRequest {
  admin: AdminPrincipal;
  id?: string;
  name?: unknown;
  address?: unknown;
  timeZone?: unknown;
}

export interface LocationRequest {
  admin: AdminPrincipal;
  id: string;
}

export interface Created {
  id: string;
}

/** The first location of a business, made from its address. */
export function addressLine(address: Address): string {
  return [address.street, address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** Request-reply patterns of the team and its places (served by identity). */
export const TeamRpc = {
  listStaff: 'identity.staff.list',
  invite: 'identity.staff.invite',
  updateStaff: 'identity.staff.update',
  removeStaff: 'identity.staff.remove',
  acceptInvitation: 'identity.staff.accept-invitation',
  listLocations: 'identity.locations.list',
  createLocation: 'identity.locations.create',
  updateLocation: 'identity.locations.update',
  archiveLocation: 'identity.locations.archive',
  teamSizes: 'identity.staff.team-sizes',
  endStaffSessions: 'identity.staff.end-sessions',
} as const;

/**
 * Identity's notices, so that processes stop answering from memory at once: sessions or API keys that ended (every
 * gateway), a business whose settings, mode or status changed (its payment credentials, kept where Square is called).
 */
export const IdentityNotice = {
  sessionsEnded: 'identity.notice.sessions-ended',
  apiKeyRevoked: 'identity.notice.api-key-revoked',
  businessChanged: 'identity.notice.business-changed',
} as const;

/** The business a notice is about. */
export interface SessionsEnded {
  businessSlug: string;
}

export interface TeamRpcMap {
  [TeamRpc.listStaff]: { request: AdminRequest; response: StaffList };
  [TeamRpc.invite]: { request: InviteStaffRequest; response: Created };
  [TeamRpc.updateStaff]: { request: UpdateStaffRequest; response: Acknowledged };
  [TeamRpc.removeStaff]: { request: StaffMemberRequest; response: Acknowledged };
  [TeamRpc.acceptInvitation]: { request: AcceptInvitationRequest; response: AdminSessionOpened };
  [TeamRpc.listLocations]: { request: AdminRequest; response: LocationList };
  [TeamRpc.createLocation]: { request: SaveLocationRequest; response: Created };
  [TeamRpc.updateLocation]: { request: SaveLocationRequest & LocationRequest; response: Acknowledged };
  [TeamRpc.archiveLocation]: { request: LocationRequest; response: Acknowledged };
}
