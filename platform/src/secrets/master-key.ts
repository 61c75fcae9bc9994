import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformConfig } from '../config.js';

/**
 * What a derived key is for. Services that derive the same purpose from the
 * same master key get the same key: identity seals mail secrets that only
 * notifications opens with `sealed-for-mail`.
 */
export type KeyPurpose = 'otp' | 'secrets-at-rest' | 'sealed-for-mail';

/**
 * The master key: SECRET_KEY, or (all-in-one) a random key made once and kept
 * in DATA_DIR/secret.key, so every service of the process derives the same keys.
 */
export function loadMasterKey(config: Pick<PlatformConfig, 'SECRET_KEY' | 'DATA_DIR'>): Buffer {
  return config.SECRET_KEY ? Buffer.from(config.SECRET_KEY) : localMasterKey(config.DATA_DIR);
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
