import type { ClientInfo, Unchecked } from './identity.js';
import { defineCatalog } from './locale.js';

/** The two kinds of account that sign in with a password: business admins and the super admin. */
export type AccountRealm = 'admin' | 'super-admin';

/**
 * What the password screens say, in each language; the server answers in English (the constants below). The rule for
 * every password chosen (registration, invitation, reset, change, super admin): NIST SP 800-63B, a length and a check
 * against breached passwords, no composition rules (decision 0072). Signing in with an older, shorter password still
 * works.
 */
export const passwordMessages = defineCatalog('passwords', {
  en: {
    resetLinkSent: "If an account exists for that email, we've sent a link to reset your password.",
    resetDone: 'Your password was changed. You can now sign in with it.',
    resetLinkInvalid: 'This reset link is invalid, expired or already used. Please ask for a new one.',
    rule: 'At least 10 characters. Passwords that appear in lists of breached passwords are refused.',
    tooShort: 'Use at least 10 characters.',
    common: 'This password is too common: it appears in lists of breached passwords. Choose another.',
  },
  es: {
    resetLinkSent: 'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer tu contraseña.',
    resetDone: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
    resetLinkInvalid: 'Este enlace de restablecimiento no es válido, ha caducado o ya se usó. Pide uno nuevo.',
    rule: 'Al menos 10 caracteres. Se rechazan las contraseñas que aparecen en listas de contraseñas filtradas.',
    tooShort: 'Usa al menos 10 caracteres.',
    common: 'Esta contraseña es demasiado común: aparece en listas de contraseñas filtradas. Elige otra.',
  },
  fr: {
    resetLinkSent: 'Si un compte existe pour cette adresse e-mail, nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
    resetDone: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec.',
    resetLinkInvalid: 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Veuillez en demander un nouveau.',
    rule: 'Au moins 10 caractères. Les mots de passe figurant dans des listes de mots de passe divulgués sont refusés.',
    tooShort: 'Utilisez au moins 10 caractères.',
    common: 'Ce mot de passe est trop courant : il figure dans des listes de mots de passe divulgués. Choisissez-en un autre.',
  },
});

/** The answer to every forgot-password request, whether or not the address has an account. */
export const RESET_LINK_SENT = passwordMessages.messages.en.resetLinkSent;
export const PASSWORD_RESET_DONE = passwordMessages.messages.en.resetDone;
export const RESET_LINK_INVALID = passwordMessages.messages.en.resetLinkInvalid;
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_RULE = passwordMessages.messages.en.rule;
export const PASSWORD_MESSAGES = { tooShort: passwordMessages.messages.en.tooShort, common: passwordMessages.messages.en.common };

/** What is wrong with a password as far as a browser can tell (its length); the server also checks the breached list. */
export function passwordLengthProblem(password: string): string | undefined {
  return password.length < MIN_PASSWORD_LENGTH ? PASSWORD_MESSAGES.tooShort : undefined;
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
