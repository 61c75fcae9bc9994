/** A business's team (staff with roles) and its places (locations): what the admin API and the identity service exchange. */
import { STAFF_ROLES, type AdminPrincipal, type StaffRole } from './auth.js';
import type { Acknowledged, Address, AdminRequest, AdminSessionOpened } from './identity.js';
import { defineCatalog, translate } from './locale.js';

export type StaffStatus = 'invited' | 'active' | 'removed';

export const MAX_STAFF = 200;
export const MAX_LOCATIONS = 100;
export const INVITATION_DAYS = 7;

/** Whether `role` may make a call open to `least` and the roles above it. */
export function roleReaches(role: StaffRole, least: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) <= STAFF_ROLES.indexOf(least);
}

/** What the team and its locations say, in each language; the server answers in English (TEAM_MESSAGES). */
export const teamMessages = defineCatalog('team', {
  en: {
    forbiddenRole: 'Your role ({role}) cannot do this. Ask the owner.',
    invited: 'Invitation sent',
    joined: 'Welcome to the team',
    updated: 'Saved',
    removed: 'Removed from the team',
    lastOwner: 'A business keeps at least one owner.',
    alreadyOnTeam: 'This person is already on the team',
    invitationUsed: 'This invitation link has been used or has expired. Ask for a new one.',
    signInToJoin: 'Sign in with this email to join.',
    role: 'Choose owner, manager or clerk',
    location: 'Unknown location',
    tooManyStaff: 'A business has at most {max} staff',
    tooManyLocations: 'A business has at most {max} locations',
    lastLocation: 'A business keeps at least one location.',
    notOnATeam: 'This account is no longer part of a business. Ask an owner to invite you again.',
  },
  es: {
    forbiddenRole:
      'Tu rol ({role, select, owner {propietario} manager {gerente} clerk {dependiente} other {{role}}}) no puede hacer esto. Pídeselo al propietario.',
    invited: 'Invitación enviada',
    joined: 'Te damos la bienvenida al equipo',
    updated: 'Guardado',
    removed: 'Eliminado del equipo',
    lastOwner: 'Un negocio debe tener al menos un propietario.',
    alreadyOnTeam: 'Esta persona ya forma parte del equipo',
    invitationUsed: 'Este enlace de invitación ya se usó o ha caducado. Pide uno nuevo.',
    signInToJoin: 'Inicia sesión con este correo para unirte.',
    role: 'Elige propietario, gerente o dependiente',
    location: 'Ubicación desconocida',
    tooManyStaff: 'Un negocio puede tener como máximo {max} miembros en su equipo',
    tooManyLocations: 'Un negocio puede tener como máximo {max} ubicaciones',
    lastLocation: 'Un negocio debe tener al menos una ubicación.',
    notOnATeam: 'Esta cuenta ya no forma parte de ningún negocio. Pide a un propietario que te vuelva a invitar.',
  },
  fr: {
    forbiddenRole:
      'Votre rôle ({role, select, owner {propriétaire} manager {responsable} clerk {employé} other {{role}}}) ne permet pas de faire cela. Demandez au propriétaire.',
    invited: 'Invitation envoyée',
    joined: "Bienvenue dans l'équipe",
    updated: 'Enregistré',
    removed: "Retiré de l'équipe",
    lastOwner: 'Une entreprise garde au moins un propriétaire.',
    alreadyOnTeam: "Cette personne fait déjà partie de l'équipe",
    invitationUsed: "Ce lien d'invitation a déjà été utilisé ou a expiré. Demandez-en un nouveau.",
    signInToJoin: 'Connectez-vous avec cette adresse e-mail pour rejoindre l’équipe.',
    role: 'Choisissez propriétaire, responsable ou employé',
    location: 'Établissement inconnu',
    tooManyStaff: 'Une entreprise compte au plus {max} membres du personnel',
    tooManyLocations: 'Une entreprise compte au plus {max} établissements',
    lastLocation: 'Une entreprise garde au moins un établissement.',
    notOnATeam: "Ce compte ne fait plus partie d'une entreprise. Demandez à un propriétaire de vous inviter à nouveau.",
  },
});

export const forbiddenRoleMessage = (role: StaffRole) => translate(teamMessages, 'en', 'forbiddenRole', { role });

const { forbiddenRole: _forbiddenRole, ...teamTexts } = teamMessages.messages.en;

export const TEAM_MESSAGES = {
  ...teamTexts,
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

/** Identity's notices: sessions or API keys that ended, so every gateway stops answering them from memory at once. */
export const IdentityNotice = {
  sessionsEnded: 'identity.notice.sessions-ended',
  apiKeyRevoked: 'identity.notice.api-key-revoked',
} as const;

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
