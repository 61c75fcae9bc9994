/** Two-step sign-in (TOTP authenticator apps and recovery codes) for business admins and the super admin (decision 0072). */
import type { AccountRealm } from './account-security.js';
import type { ClientInfo, Unchecked } from './identity.js';
import { defineCatalog } from './locale.js';

/** How many single-use recovery codes turning two-step sign-in on hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** What two-step sign-in says, in each language; the server answers in English (TWO_STEP_MESSAGES). */
export const twoStepMessages = defineCatalog('twoStep', {
  en: {
    codeAsked: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    wrongCode: 'That code is not right. Check your authenticator app and try again.',
    challengeExpired: 'This sign-in has expired. Please sign in again with your password.',
    turnedOn: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: each works once.',
    turnedOff: 'Two-step sign-in is off.',
    alreadyOn: 'Two-step sign-in is already on.',
    notStarted: 'Start again: scan the new QR code, then enter its code.',
    proofNeeded: 'Enter a code from your authenticator app or your password.',
    wrongPassword: 'Current password is incorrect',
    setupRequired: 'Giftcard Vault requires two-step sign-in for every business owner: turn it on to continue.',
  },
  es: {
    codeAsked: 'Introduce el código de 6 dígitos de tu app de autenticación o uno de tus códigos de recuperación.',
    wrongCode: 'Ese código no es correcto. Revisa tu app de autenticación e inténtalo de nuevo.',
    challengeExpired: 'Este inicio de sesión ha caducado. Vuelve a iniciar sesión con tu contraseña.',
    turnedOn: 'El inicio de sesión en dos pasos está activado. Guarda tus códigos de recuperación en un lugar seguro: cada uno sirve una sola vez.',
    turnedOff: 'El inicio de sesión en dos pasos está desactivado.',
    alreadyOn: 'El inicio de sesión en dos pasos ya está activado.',
    notStarted: 'Empieza de nuevo: escanea el nuevo código QR y luego introduce su código.',
    proofNeeded: 'Introduce un código de tu app de autenticación o tu contraseña.',
    wrongPassword: 'La contraseña actual no es correcta',
    setupRequired: 'Giftcard Vault exige el inicio de sesión en dos pasos a todos los propietarios de negocios: actívalo para continuar.',
  },
  fr: {
    codeAsked: "Saisissez le code à 6 chiffres de votre application d'authentification, ou l'un de vos codes de récupération.",
    wrongCode: "Ce code n'est pas correct. Vérifiez votre application d'authentification et réessayez.",
    challengeExpired: 'Cette connexion a expiré. Veuillez vous reconnecter avec votre mot de passe.',
    turnedOn: 'La connexion en deux étapes est activée. Conservez vos codes de récupération en lieu sûr : chacun ne sert qu’une fois.',
    turnedOff: 'La connexion en deux étapes est désactivée.',
    alreadyOn: 'La connexion en deux étapes est déjà activée.',
    notStarted: 'Recommencez : scannez le nouveau code QR, puis saisissez son code.',
    proofNeeded: "Saisissez un code de votre application d'authentification ou votre mot de passe.",
    wrongPassword: 'Le mot de passe actuel est incorrect',
    setupRequired: 'Giftcard Vault exige la connexion en deux étapes pour chaque propriétaire d’entreprise : activez-la pour continuer.',
  },
});

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
