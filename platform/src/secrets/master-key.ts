import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { secretKeysOf, type PlatformConfig } from '../config.js';

/**
 * What a derived key is for. Services that derive the same purpose from the
 * same master key get the same key: identity seals mail secrets that only
 * notifications opens with `sealed-for-mail`.
 */
export type KeyPurpose = 'otp' | 'secrets-at-rest' | 'sealed-for-mail' | 'card-code-lookup' | 'known-devices' | 'password-reset-links' | 'wallet-pass-tokens';

/**
 * Keys newest first: the first seals, encrypts and hashes; every key opens and finds what it sealed or hashed,
 * so an operator rotates by putting a new key in front and dropping the old one after `npm run rotate-secrets`.
 */
export type KeyRing = readonly [Buffer, ...Buffer[]];

/**
 * The master keys: SECRET_KEY's, or (all-in-one) a random key made once and kept
 * in DATA_DIR/secret.key, so every service of the process derives the same keys.
 * A SECRET_KEY entry `file:PATH` is the key kept in such a file: all-in-one's own key, listed after a new one to rotate.
 */
export function loadMasterKeys(config: Pick<PlatformConfig, 'SECRET_KEY' | 'DATA_DIR'>): KeyRing {
  if (!config.SECRET_KEY) return [localMasterKey(config.DATA_DIR)];
  const [first, ...older] = secretKeysOf(config.SECRET_KEY).map((key) => (key.startsWith('file:') ? keyFromFile(key.slice('file:'.length)) : Buffer.from(key)));
  return [first, ...older];
}

/** The key of a key file as all-in-one writes it (64 hexadecimal digits). */
function keyFromFile(path: string): Buffer {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    throw new Error(`SECRET_KEY lists file:${path}, which cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error(`SECRET_KEY lists file:${path}, which does not hold a key as DATA_DIR/secret.key does (64 hexadecimal digits)`);
  return Buffer.from(text, 'hex');
}

/** The keys of one purpose, in the order of the master keys. */
export function deriveKeyRing(masters: KeyRing, purpose: KeyPurpose): KeyRing {
  const [first, ...older] = masters;
  return [deriveKey(first, purpose), ...older.map((master) => deriveKey(master, purpose))];
}

/** The ring of one purpose from the configuration. */
export function loadKeyRing(config: Pick<PlatformConfig, 'SECRET_KEY' | 'DATA_DIR'>, purpose: KeyPurpose): KeyRing {
  return deriveKeyRing(loadMasterKeys(config), purpose);
}

/** A 256-bit key for one purpose (HKDF-SHA256 of the master key). */
export function deriveKey(master: Buffer, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', master, 'giftcard-vault', purpose, 32));
}

function localMasterKey(dataDir: string): Buffer {
  const path = join(dataDir, 'secret.key');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep the first key.
    writeFileSync(path, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
}
