import { hash, verify } from '@node-rs/argon2';
import { FIELD_MESSAGES as messages, PASSWORD_MESSAGES, passwordLengthProblem } from '@gv/proto';

// argon2id (the library's default algorithm) with OWASP's minimum parameters.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const MAX_PASSWORD_LENGTH = 200;

/**
 * Why a password may not be chosen (NIST SP 800-63B: a length and no breached password, no composition rules), or
 * undefined when it may. `isBreached` looks the password up in a list of breached ones. Sign-in never asks this: a
 * password chosen under the older rule still signs in (decision 0072).
 */
export function newPasswordProblem(password: string, isBreached: (password: string) => boolean): string | undefined {
  const short = passwordLengthProblem(password);
  if (short) return PASSWORD_MESSAGES[short];
  if (password.length > MAX_PASSWORD_LENGTH) return messages.tooLong;
  if (isBreached(password)) return PASSWORD_MESSAGES.common;
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a stored hash, or against a dummy one so unknown emails take as long as known ones. */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password', OPTIONS);
  const target = stored ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return Boolean(stored) && ok;
}
