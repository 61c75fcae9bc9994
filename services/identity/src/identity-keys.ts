import { deriveKey, loadMasterKey, type PlatformConfig } from '@gv/platform';

export const IDENTITY_KEYS = 'IDENTITY_KEYS';

export interface IdentityKeys {
  /** Keyed hashes of one-time codes. */
  otp: Buffer;
  /** Square access tokens at rest. */
  secrets: Buffer;
  /** Codes and link tokens sealed for notifications to open when it renders the email. */
  mail: Buffer;
}

export function loadIdentityKeys(config: PlatformConfig): IdentityKeys {
  const master = loadMasterKey(config);
  return { otp: deriveKey(master, 'otp'), secrets: deriveKey(master, 'secrets-at-rest'), mail: deriveKey(master, 'sealed-for-mail') };
}
