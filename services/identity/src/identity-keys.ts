import { loadKeyRing, type KeyRing, type PlatformConfig } from '@gv/platform';

export const IDENTITY_KEYS = 'IDENTITY_KEYS';

/** Rings, newest key first: the first seals and hashes, every key opens and verifies (decision 0044). */
export interface IdentityKeys {
  /** Keyed hashes of one-time codes. */
  otp: KeyRing;
  /** Square access tokens and webhook signature keys at rest. */
  secrets: KeyRing;
  /** Codes and link tokens sealed for notifications to open when it renders the email. */
  mail: KeyRing;
  /** Known-device tokens (the cookie that lets a browser sign in past its account's lock). */
  devices: KeyRing;
  /** Keyed hashes of password reset link tokens. */
  resetLinks: KeyRing;
}

export function loadIdentityKeys(config: PlatformConfig): IdentityKeys {
  return {
    otp: loadKeyRing(config, 'otp'),
    secrets: loadKeyRing(config, 'secrets-at-rest'),
    mail: loadKeyRing(config, 'sealed-for-mail'),
    devices: loadKeyRing(config, 'known-devices'),
    resetLinks: loadKeyRing(config, 'password-reset-links'),
  };
}
