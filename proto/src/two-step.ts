/** Two-step sign-in (TOTP authenticator apps and recovery codes) for business admins and the super admin (decision 0072). */
import type { AccountRealm } from './account-security.js';
import type { ClientInfo, Unchecked } from './identity.js';
import { defineCatalog } from './locale.js';
import twoStepTexts from './messages/twoStep.json' with { type: 'json' };

/** How many single-use recovery codes turning two-step sign-in on hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** What two-step sign-in says, in each language; the server answers in English (TWO_STEP_MESSAGES). */
export const twoStepMessages = defineCatalog('twoStep', twoStepTexts);

export const TWO_STEP_MESSAGES = twoStepMessages.messages.en;

/**
 * POST /api/v1/admin/login and POST /api/superadmin/login of an account with two-step sign-in on: the password was
 * right, but no session is opened (no cookie, no token) until POST …/login/verify-code presents `challenge` with a code.
 */
export interface TwoStepChallenge {
  success: true;
  twoStepRequired: true;
  /** Single use, for 5 minutes and 5 codes. */
  challenge: string;
  message: string;
}

/** POST /api/v1/admin/login/verify-code and POST /api/superadmin/login/verify-code */
export interface SignInCodeForm {
  challenge: string;
  /** A 6-digit code of the authenticator app, or a recovery code. */
  code: string;
}

export type SignInCodeRequest = Unchecked<SignInCodeForm> & ClientInfo & { realm: AccountRealm };

/** Whose two-step sign-in: the gateway takes it from the session or token, never from the client. */
export interface TwoStepAccount {
  realm: AccountRealm;
  accountId: string;
  email: string;
}

export interface TwoStepAccountRequest {
  account: TwoStepAccount;
}

/** POST …/two-step/start: a new secret for the authenticator app, not in force until confirmed with its first code. */
export interface TwoStepSetup {
  success: true;
  /** Base32, for typing into the app. */
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  otpauthUrl: string;
}

/** POST …/two-step/confirm */
export interface TwoStepCodeForm {
  code: string;
}

export type ConfirmTwoStepRequest = TwoStepAccountRequest & Unchecked<TwoStepCodeForm>;

/** Shown once: only their sealed copy is kept. */
export interface TwoStepTurnedOn {
  success: true;
  message: string;
  recoveryCodes: string[];
}

/** POST …/two-step/turn-off: proven with a code (of the app or a recovery code) or the account's password. */
export interface TurnOffTwoStepForm {
  code?: string;
  password?: string;
}

export type TurnOffTwoStepRequest = TwoStepAccountRequest & Unchecked<TurnOffTwoStepForm>;

/** GET /api/superadmin/two-step (admins read theirs in GET /api/v1/admin/me). */
export interface TwoStepStatus {
  success: true;
  enabled: boolean;
}

/** GET and PUT /api/superadmin/sign-in-policy: whether every business owner must use two-step sign-in (off by default). */
export interface SignInPolicy {
  ownersNeedTwoStep: boolean;
}

export interface SignInPolicyAnswer extends SignInPolicy {
  success: true;
}

export type SetSignInPolicyRequest = Unchecked<SignInPolicy>;
