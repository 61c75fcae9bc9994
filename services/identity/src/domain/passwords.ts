import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum parameters.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

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
