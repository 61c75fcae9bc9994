/** The identity service's request-reply messages and the answers the web app reads (businesses, admins, sessions). */
import type { Locale } from './locale.js';
import type { AdminPrincipal, StaffRole } from './auth.js';
import type { BusinessStatus } from './business-status.js';

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
  /** Masked like the access token; '' when none is set. */
  squareWebhookSignatureKey: string;
  /** The IANA zone the dashboard counts the business's days in ('UTC' unless chosen). */
  timeZone: string;
  /** Where buyers' and holders' replies to the business's emails go: the one set in Settings, else this admin's email. */
  contactEmail: string;
  /** The gift card law its cards are sold under (a GIFT_CARD_LAWS code: 'US' unless chosen). */
  jurisdiction: string;
  /**
   * The ISO 4217 code its cards are priced in (SQUARE_CURRENCIES): chosen at registration, then its Square location's
   * once credentials are verified; fixed once a live card is sold. Every amount in this business's answers is in it.
   */
  currency: string;
  /** The business's default language (LOCALES): its admin app, public pages and emails speak it unless a visitor picks another. */
  locale: Locale;
  /** True until the business switches to live: its checkouts are test payments and its cards test cards. */
  testMode: boolean;
  /** When Square last confirmed the saved credentials (ISO time); null without verified credentials. */
  squareVerifiedAt: string | null;
  /** When the business switched to live (ISO time); null in test mode. */
  liveAt: string | null;
  /** Whether cards issued now are registered at the business's Square Point of Sale (the owner's switch). */
  squareGiftCardSync: boolean;
  /** The websites (origins such as https://example.com) that may show the business's "Buy a gift card" button's checkout in a frame. */
  embedOrigins: string[];
  /** 'suspended' while the super admin has stopped its selling (the admin app says so). */
  businessStatus: BusinessStatus;
  /** While suspended: why, in the super admin's words, and since when (ISO time; null if not recorded). */
  suspension?: { reason: string; since: string | null };
  /** Whether this admin signs in with a code of an authenticator app after the password. */
  twoStepEnabled: boolean;
  /** The super admin requires two-step sign-in of every owner and this admin has not turned it on yet. */
  twoStepSetupRequired: boolean;
}

/** The signed-in person and what they may do in the business their session acts for (GET /api/v1/admin/me and every sign-in). */
export interface SignedInAdmin {
  user: AdminUser;
  role: StaffRole;
  locationIds: string[];
}

/** A new admin session: the secret id goes into an HttpOnly cookie, never to page scripts. */
export interface AdminSession {
  sessionId: string;
  maxAgeSeconds: number;
}

/**
 * A form as a service receives it from a client through the gateway: any
 * field may be missing (or, at run time, of another type); the service checks.
 */
export type Unchecked<T> = { [K in keyof T]?: T[K] extends object ? Unchecked<T[K]> : T[K] };

/** Caller details the gateway adds for rate limits. */
export interface ClientInfo {
  ip?: string;
}

/** Sign-in of an admin (POST /api/v1/admin/login) or the super admin (POST /api/superadmin/login). */
export interface Credentials {
  email: string;
  password: string;
}

export type SignInRequest = Unchecked<Credentials> &
  ClientInfo & {
    /** The realm's known-device cookie, when the browser has one (see KNOWN_DEVICE_COOKIE). */
    deviceToken?: string;
  };

/** Identity's answer to an admin sign-in or registration; the gateway turns `session` into cookies. */
export interface AdminSessionOpened extends SignedInAdmin {
  success: true;
  message: string;
  session: AdminSession;
  /** After a sign-in with the password: the known-device token the gateway sets as a cookie. */
  deviceToken?: string;
}

/** What the web app gets after an admin signs in or registers (POST /api/v1/admin/login, PUT /api/v1/admin/register). */
export interface AdminSignedIn extends SignedInAdmin {
  success: true;
  message: string;
  /** The session's CSRF token (also in the readable CSRF cookie); it grants nothing without the HttpOnly session cookie. */
  token: string;
}

/** Registration step 1 (POST /api/v1/admin/send-otp). */
export interface RegistrationOtpForm {
  email: string;
}

/** Registration step 2 (POST /api/v1/admin/verify-otp). */
export interface VerifyRegistrationOtpForm {
  email: string;
  otp: string;
}

/** Registration step 3 (PUT /api/v1/admin/register, spec §3 "Register"). */
export interface RegistrationForm {
  name: string;
  password: string;
  phone: string;
  email: string;
  otp: string;
  restaurantName: string;
  restaurantAddress: Address;
  /** Not in the spec: the ISO 4217 code its cards are priced in, one Square takes (SQUARE_CURRENCIES); left out: USD. */
  currency?: string;
}

export type RegistrationOtpRequest = Unchecked<RegistrationOtpForm> & ClientInfo;
export type VerifyRegistrationOtpRequest = Unchecked<VerifyRegistrationOtpForm> & ClientInfo;
export type RegisterRequest = Unchecked<RegistrationForm>;

export interface SessionRequest {
  sessionId?: string;
}

/** A use case of the signed-in admin; `admin` comes from the session, never from the client. */
export interface AdminRequest {
  admin: AdminPrincipal;
}

/** GET /api/v1/admin/me */
export interface CurrentAdminAnswer extends SignedInAdmin {
  success: true;
}

/** PUT /api/v1/admin/change-password */
export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
}

export type ChangePasswordRequest = AdminRequest &
  Unchecked<ChangePasswordForm> & {
    /** The session making the change stays signed in; the admin's others are revoked. */
    sessionId?: string;
  };

/** PUT /api/v1/admin/set-password: the invited admin's one-time link token and new password. */
export interface SetPasswordForm {
  token: string;
  password: string;
}

export type SetPasswordRequest = Unchecked<SetPasswordForm>;

/** PUT /api/v1/admin/settings (spec §3 "Settings"); a field left out keeps its value, a masked access token means "unchanged". */
export interface SettingsForm {
  restaurantName?: string;
  /** Read-only: sent by the spec's client, ignored by the server. */
  businessSlug?: string;
  squareApplicationId?: string;
  squareLocationId?: string;
  squareAccessToken?: string;
  /** The signature key of the business's Square webhook subscription; masked like the access token. */
  squareWebhookSignatureKey?: string;
  /** Not in the spec: the business's IANA time zone ('America/New_York'); spec clients leave it out and keep the current one. */
  timeZone?: string;
  /** Not in the spec: the address replies to the business's emails go to; '' goes back to the admin's email, left out keeps it. */
  contactEmail?: string;
  /** Not in the spec: the gift card law new cards are sold under (a GIFT_CARD_LAWS code such as 'US' or 'US-CA'); left out keeps it. */
  jurisdiction?: string;
  /** Not in the spec: the owner's switch "Cards work at my Square Point of Sale" (only while live with verified credentials). */
  squareGiftCardSync?: boolean;
  /** Not in the spec: the websites that may frame the checkout of the "Buy a gift card" button (at most 20 origins); left out keeps them. */
  embedOrigins?: string[];
  /** The business's default language (LOCALES: en, es or fr): its admin app, public pages and emails; left out keeps it. */
  locale?: string;
}

export type UpdateSettingsRequest = AdminRequest & Omit<SettingsForm, 'businessSlug'>;

/** POST /api/v1/admin/go-live and /api/v1/admin/go-test: the business's payment mode switch. */
export interface SwitchModeRequest extends AdminRequest {
  live: boolean;
}

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

/** For the gateway: the websites that may frame a business's checkout (/embed/{businessSlug}); 404 for an unknown business. */
export interface EmbedOrigins {
  origins: string[];
}

/** For the orders service only: a business's Square settings, secrets still sealed (opened only in the process that calls Square). */
export interface PaymentCredentialsRequest {
  businessSlug?: string;
}

export interface PaymentCredentials {
  businessSlug: string;
  businessName: string;
  applicationId: string;
  locationId: string;
  /** Sealed with the 'secrets-at-rest' key; null when the business has none (it then pays in test mode). */
  sealedAccessToken: string | null;
  sealedWebhookSignatureKey: string | null;
  /** The owner's switch: cards are registered at the business's Square Point of Sale, and terminal redemptions come by webhook. */
  squareGiftCardSync: boolean;
  /** The signature key of the platform's gift card webhook subscription (sealed); null while the switch is off. */
  sealedGiftCardSignatureKey: string | null;
  /** True once the business switched to live with verified credentials; until then every checkout is a test payment. */
  live: boolean;
  /** A suspended business takes no checkouts. */
  status: BusinessStatus;
  /** The gift card law its cards are sold under now (a GIFT_CARD_LAWS code): the card keeps it for life. */
  jurisdiction: string;
  /** The ISO 4217 code its orders are priced and charged in; the card keeps it for life. */
  currency: string;
  /** Its default language (LOCALES): an order whose buyer picked none is in it. */
  locale?: Locale;
  /** The business's IANA zone: where the purchase dialog offers a gift's delivery time. */
  timeZone?: string;
}

/** A business as its public page shows it (spec §3 "Business (public)"). */
export interface PublicBusiness {
  businessSlug: string;
  name: string;
  logoUrl: string | null;
  address: Pick<Address, 'street' | 'city' | 'state'>;
  /** True until the business is live: cards bought on its pages are test cards with no value. */
  testMode: boolean;
  /** 'suspended': its pages say it is not selling gift cards right now (notSellingMessage) and offer no buying. */
  status: BusinessStatus;
  /** The business's IANA zone: its holder pages state times in it. */
  timeZone: string;
  /** The ISO 4217 code its cards are priced in: every amount on its pages is in it. */
  currency: string;
  /** Its default language (LOCALES): its pages speak it unless the visitor picks another. */
  locale: Locale;
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

/** Request-reply patterns of the identity service. */
export const IdentityRpc = {
    submitRegistrationInterest: 'identity.registration-interest.submit',
    resolveSession: 'identity.session.resolve',
    resolveSuperAdminToken: 'identity.super-admin-token.resolve',
    sendRegistrationOtp: 'identity.registration-otp.send',
    verifyRegistrationOtp: 'identity.registration-otp.verify',
    register: 'identity.admin.register',
    signIn: 'identity.admin.sign-in',
    signOut: 'identity.admin.sign-out',
    currentAdmin: 'identity.admin.current',
    changePassword: 'identity.admin.change-password',
    setPassword: 'identity.admin.set-password',
    updateSettings: 'identity.business.update-settings',
    uploadLogo: 'identity.business.upload-logo',
    qrPoster: 'identity.business.qr-poster',
    publicBusiness: 'identity.business.public',
    embedOrigins: 'identity.business.embed-origins',
    paymentCredentials: 'identity.business.payment-credentials',
    switchMode: 'identity.business.switch-mode',
    deleteTestData: 'identity.business.delete-test-data',
    superAdminSignIn: 'identity.super-admin.sign-in',
    superAdminSignOut: 'identity.super-admin.sign-out',
    listRegistrationRequests: 'identity.registration-requests.list',
    updateRegistrationStatus: 'identity.registration-requests.update-status',
    createBusinessAdmin: 'identity.business-admin.create',
  requestPasswordReset: 'identity.password-reset.request',
  resetPassword: 'identity.password-reset.complete',
  businessAccount: 'identity.business.account',
  setBusinessStatus: 'identity.business.set-status',
  superAdminEmails: 'identity.super-admins.emails',
  verifySignInCode: 'identity.admin.verify-sign-in-code',
  superAdminVerifySignInCode: 'identity.super-admin.verify-sign-in-code',
  startTwoStep: 'identity.two-step.start',
  confirmTwoStep: 'identity.two-step.confirm',
  turnOffTwoStep: 'identity.two-step.turn-off',
  twoStepStatus: 'identity.two-step.status',
  signInPolicy: 'identity.sign-in-policy.get',
  setSignInPolicy: 'identity.sign-in-policy.set',
  ping: 'identity.ping',
} as const;

/** The super admins' addresses, for what waits for one of them. */
export interface SuperAdminEmails {
  emails: string[];
}
