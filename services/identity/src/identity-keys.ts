import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformConfig } from '@gv/platform';

export const IDENTITY_KEYS = 'IDENTITY_KEYS';

export interface IdentityKeys {
  otp: Buffer;
  secrets: Buffer;
}

/**
 * Keys for OTP hashing and secrets at rest, derived from SECRET_KEY. Without it
 * (all-in-one) a random master key is made once and kept in DATA_DIR.
 */
export function loadIdentityKeys(config: PlatformConfig): IdentityKeys {
  const master = config.SECRET_KEY ? Buffer.from(config.SECRET_KEY) : localMasterKey(config.DATA_DIR);
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, 'giftcard-vault', info, 32));
  return { otp: derive('otp'), secrets: derive('secrets-at-rest') };
}

function localMasterKey(dataDir: string): Buffer {
  const path = join(dataDir, 'secret.key');
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
}
