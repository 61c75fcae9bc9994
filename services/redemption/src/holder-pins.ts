import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum parameters, as passwords are kept.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A holder PIN as stored: its argon2id hash only (decision 0073). */
export function hashPin(pin: string): Promise<string> {
  return hash(pin, OPTIONS);
}

export function pinMatches(stored: string, pin: string): Promise<boolean> {
  return verify(stored, pin).catch(() => false);
}

/** A PIN to print on an unnamed corporate card: 6 digits from a CSPRNG. */
export function newPrintedPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
