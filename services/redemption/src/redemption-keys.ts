import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { loadKeyRing, openSecret, resealUnderFirstKey, sealSecret, type KeyRing, type PlatformConfig } from '@gv/platform';

/** The key codes are sealed with for the mail worker (the same purpose notifications opens them with). */
export function loadMailSealKey(config: PlatformConfig): Buffer {
  return loadKeyRing(config, 'sealed-for-mail')[0];
}

/** The keys redeem OTPs are hashed with in the key-value store (the first hashes, every key verifies). */
export const OTP_KEY = 'REDEMPTION_OTP_KEY';

export function loadOtpKey(config: PlatformConfig): KeyRing {
  return loadKeyRing(config, 'otp');
}

/**
 * The keys a card's code is kept under: a keyed hash to find the card by, and the code sealed to show it again.
 * Rings, newest key first: the first hashes and seals; a card stored under an older key is still found and shown
 * until `npm run rotate-secrets` stores it under the first.
 */
export interface CardCodeKeys {
  /** Imported once: an HMAC given a Buffer imports it again on every call (about 40 µs against 6 µs here). */
  lookup: readonly [KeyObject, ...KeyObject[]];
  seal: KeyRing;
}

export function loadCardCodeKeys(config: Pick<PlatformConfig, 'SECRET_KEY' | 'DATA_DIR'>): CardCodeKeys {
  const [first, ...older] = loadKeyRing(config, 'card-code-lookup');
  return { lookup: [createSecretKey(first), ...older.map((key) => createSecretKey(key))], seal: loadKeyRing(config, 'secrets-at-rest') };
}

/** The keys a card's secrets are kept under: its code and printed PIN (`codes`), and what is sealed for the mail worker (`mail`). */
export class CardSecrets {
  constructor(readonly codes: CardCodeKeys, readonly mail: Buffer) {}

  static load(config: PlatformConfig): CardSecrets {
    return new CardSecrets(loadCardCodeKeys(config), loadMailSealKey(config));
  }
}

/** What a card is stored to be found by: HMAC-SHA256 of its code under the first lookup key (a database dump alone names no card). */
export function codeLookupHash(keys: CardCodeKeys, code: string): string {
  return lookupHashUnder(keys.lookup[0], code);
}

/** Every hash the card may be stored under, one per key of the ring, for a lookup (card-repository's codeHashIn). */
export function codeLookupHashes(keys: CardCodeKeys, code: string): string[] {
  return keys.lookup.map((key) => lookupHashUnder(key, code));
}

function lookupHashUnder(key: KeyObject, code: string): string {
  return createHmac('sha256', key).update(code).digest('hex');
}

/** The code as stored for showing it again, bound to its card: a sealed code copied to another row does not open. */
export function sealCode(keys: CardCodeKeys, cardId: string, code: string): string {
  return sealSecret(keys.seal[0], code, cardContext(cardId));
}

/** After a key rotation: the stored code sealed again under the first key, or undefined when it already is. */
export function resealCode(keys: CardCodeKeys, card: { id: string; codeSealed: string }): string | undefined {
  return resealUnderFirstKey(keys.seal, card.codeSealed, cardContext(card.id));
}

function cardContext(cardId: string): string {
  return `issued-card:${cardId}`;
}

export function openCode(keys: CardCodeKeys, card: { id: string; codeSealed: string }): string {
  return openSecret(keys.seal, card.codeSealed, cardContext(card.id));
}

/** An unnamed corporate card's printed PIN, kept sealed like its code (bound to the card) so its sheet can be printed again. */
export function sealPin(keys: CardCodeKeys, cardId: string, pin: string): string {
  return sealSecret(keys.seal[0], pin, `issued-card-pin:${cardId}`);
}

export function openPin(keys: CardCodeKeys, card: { id: string; pinSealed: string }): string {
  return openSecret(keys.seal, card.pinSealed, `issued-card-pin:${card.id}`);
}

/** After a key rotation: the printed PIN sealed again under the first key, or undefined when it already is. */
export function resealPin(keys: CardCodeKeys, card: { id: string; pinSealed: string }): string | undefined {
  return resealUnderFirstKey(keys.seal, card.pinSealed, `issued-card-pin:${card.id}`);
}
