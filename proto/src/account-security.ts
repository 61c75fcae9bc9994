import type { ClientInfo, Unchecked } from './identity.js';
import { defineCatalog } from './locale.js';
import passwordTexts from './messages/passwords.json' with { type: 'json' };

/** The two kinds of account that sign in with a password: business admins and the super admin. */
export type AccountRealm = 'admin' | 'super-admin';

/**
 * What the password screens say, in each language; the server answers in English (the constants below). The rule for
 * every password chosen (registration, invitation, reset, change, super admin): NIST SP 800-63B, a length and a check
 * against breached passwords, no composition rules (decision 0072). Signing in with an older, shorter password still
 * works.
 */
export const passwordMessages = defineCatalog('passwords', passwordTexts);

/** The answer to every forgot-password request, whether or not the address has an account. */
export const RESET_LINK_SENT = passwordMessages.messages.en.resetLinkSent;
export const PASSWORD_RESET_DONE = passwordMessages.messages.en.resetDone;
export const RESET_LINK_INVALID = passwordMessages.messages.en.resetLinkInvalid;
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_RULE = passwordMessages.messages.en.rule;
export const PASSWORD_MESSAGES = {
  underSix: passwordMessages.messages.en.underSix,
  tooShort: passwordMessages.messages.en.tooShort,
  common: passwordMessages.messages.en.common,
} as const;

/** Below this length a password gets the spec's own words (§5, "Password must be at least 6 characters"). */
const SPEC_MIN_PASSWORD_LENGTH = 6;

/**
 * What is wrong with a password as far as a browser can tell (its length), as the key of its message in
 * passwordMessages; the server also checks the breached list.
 */
export function passwordLengthProblem(password: string): 'underSix' | 'tooShort' | undefined {
  if (password.length < SPEC_MIN_PASSWORD_LENGTH) return 'underSix';
  return password.length < MIN_PASSWORD_LENGTH ? 'tooShort' : undefined;
}

/** Minutes a password reset link works. */
export const RESET_LINK_MINUTES = 30;

/**
 * The known-device cookie of each realm: set by a successful sign-in or password reset, it lets that browser sign in
 * to that account past the account's lock (decision "known devices and password reset").
 */
export const KNOWN_DEVICE_COOKIE: Record<AccountRealm, string> = { admin: 'gv_device', 'super-admin': 'gv_super_device' };

/** POST /api/v1/admin/forgot-password and POST /api/superadmin/forgot-password */
export interface ForgotPasswordForm {
  email: string;
}

/** POST /api/v1/admin/reset-password and POST /api/superadmin/reset-password */
export interface ResetPasswordForm {
  token: string;
  newPassword: string;
}

export type ForgotPasswordRequest = Unchecked<ForgotPasswordForm> & ClientInfo & { realm: AccountRealm };
export type ResetPasswordRequest = Unchecked<ResetPasswordForm> & ClientInfo & { realm: AccountRealm };

/** Identity's answer to a reset; the gateway turns `deviceToken` into the realm's known-device cookie. */
export interface PasswordResetDone {
  success: true;
  message: string;
  deviceToken: string;
}
