/** The identity service's request-reply messages and the answers the web app reads (businesses, admins, sessions). */
import type { AdminPrincipal } from './auth.js';

export interface Address {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** A command that succeeded, with the message the UI shows. */
export interface Acknowledged {
  success: true;
  message: string;
}

/** The signed-in admin as the web app sees it (spec §3 "User (admin)"); the Square access token only masked. */
export interface AdminUser {
  _id: string;
  role: 'Admin';
  name: string;
  email: string;
  phone: string;
  restaurantName: string;
  businessSlug: string;
  logoUrl: string | null;
  restaurantAddress: Address;
  squareApplicationId: string;
  squareLocationId: string;
  /** Masked, e.g. '••••1234'; '' when none is set. */
  squareAccessToken: string;
  hasSquareAccessToken: boolean;
}

/** A new admin session: the secret id goes into an HttpOnly cookie, never to page scripts. */
export interface AdminSession {
  sessionId: string;
  maxAgeSeconds: number;
}

/** Caller details the gateway adds for rate limits. */
export interface ClientInfo {
  ip?: string;
}

/** Sign-in of an admin or the super admin. Fields come from a client: the service checks them. */
export interface SignInRequest extends ClientInfo {
  email?: string;
  password?: string;
}

/** Identity's answer to an admin sign-in or registration; the gateway turns `session` into cookies. */
export interface AdminSessionOpened {
  success: true;
  message: string;
  session: AdminSession;
  user: AdminUser;
}

/** What the web app gets after an admin signs in or registers (POST /api/v1/admin/login, PUT /api/v1/admin/register). */
export interface AdminSignedIn {
  success: true;
  message: string;
  /** The session's CSRF token (also in the readable CSRF cookie); it grants nothing without the HttpOnly session cookie. */
  token: string;
  user: AdminUser;
}

export interface RegistrationOtpRequest extends ClientInfo {
  email?: string;
}

export interface VerifyRegistrationOtpRequest extends ClientInfo {
  email?: string;
  otp?: string;
}

/** Registration step 3 (spec §3 "Register"). */
export interface RegisterRequest {
  name?: string;
  password?: string;
  phone?: string;
  email?: string;
  otp?: string;
  restaurantName?: string;
  restaurantAddress?: Partial<Address>;
}

export interface SessionRequest {
  sessionId?: string;
}

/** A use case of the signed-in admin; `admin` comes from the session, never from the client. */
export interface AdminRequest {
  admin: AdminPrincipal;
}

/** GET /api/v1/admin/me */
export interface CurrentAdminAnswer {
  success: true;
  user: AdminUser;
}

export interface ChangePasswordRequest extends AdminRequest {
  /** The session making the change stays signed in; the admin's others are revoked. */
  sessionId?: string;
  currentPassword?: string;
  newPassword?: string;
}

export interface SetPasswordRequest {
  token?: string;
  password?: string;
}

/** Business settings (spec §3 "Settings"); a field left out keeps its value, a masked access token means "unchanged". */
export interface SettingsForm {
  restaurantName?: string;
  squareApplicationId?: string;
  squareLocationId?: string;
  squareAccessToken?: string;
}

export type UpdateSettingsRequest = AdminRequest & SettingsForm;

export interface SettingsSaved {
  success: true;
  message: string;
  user: AdminUser;
}

export interface UploadLogoRequest extends AdminRequest {
  /** Blob key of the upload the gateway staged. */
  uploadKey: string;
}

export interface LogoUploaded {
  success: true;
  message: string;
  logoUrl: string;
}

export interface QrPosterRequest extends AdminRequest {
  /** Origin the QR code points to (PUBLIC_URL). */
  publicBaseUrl: string;
}

export interface QrPoster {
  /** 1200x1600 SVG document. */
  svg: string;
}

export interface PublicBusinessRequest {
  businessSlug?: string;
}

/** A business as its public page shows it (spec §3 "Business (public)"). */
export interface PublicBusiness {
  businessSlug: string;
  name: string;
  logoUrl: string | null;
  address: Pick<Address, 'street' | 'city' | 'state'>;
}

/** GET /api/v1/admin/business/:businessSlug */
export interface PublicBusinessAnswer {
  success: true;
  business: PublicBusiness;
}

/** Request-reply liveness (GET /api/ping). */
export interface Pong {
  pong: true;
  service: string;
}
