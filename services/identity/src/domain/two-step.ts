import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, type AccountRealm } from '@gv/proto';

/** What authenticator apps show the account as. */
const ISSUER = 'Giftcard Vault';
/** Recovery codes avoid letters and digits that read alike (l/1, o/0): 32 symbols, 5 bits each. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
function totp(secret: string, email = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

/** A new 160-bit secret (RFC 4226's recommended length), in base32. */
export function newTwoStepSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the setup's QR code carries. */
export function otpauthUrl(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/**
 * The time step of a 6-digit code that is right at `at` or one step (30 s) either side, for a clock a little off;
 * undefined for any other code. The caller accepts a step once: a code seen is never taken again.
 */
export function totpStep(secret: string, code: string, at: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? undefined : TOTP.counter({ period: 30, timestamp: at.getTime() }) + delta;
}

/** Ten codes of ten symbols (50 bits each), shown as "abcde-fghij". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const symbols = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
  });
}

/** A code as typed: spaces and hyphens dropped, lower case (so "ABCDE FGHIJ" is "abcde-fghij"'s code). */
export function typedCode(code: unknown): string {
  return typeof code === 'string' && code.length <= 40 ? code.replace(/[\s-]/g, '').toLowerCase() : '';
}

/** What a sealed two-step secret or code list is bound to: a sealed value copied to another account does not open. */
export function twoStepSealContext(realm: AccountRealm, accountId: string): string {
  return `two-step:${realm}:${accountId}`;
}
