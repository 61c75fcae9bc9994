import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual, type KeyRing } from '@gv/platform/rules';
import type { AccountRealm } from '@gv/proto';

/**
 * A known-device token: a random device id and an HMAC binding it to one account of one realm. Only a sign-in with
 * the right password (or a reset link) hands one out, so a guesser never holds one for the account it attacks.
 * Stateless: nothing is stored, and a token copied to another account's sign-in does not verify.
 */
export function issueDeviceToken(key: Buffer, realm: AccountRealm, email: string): string {
  const deviceId = randomBytes(16).toString('base64url');
  return `${deviceId}.${signature(key, realm, email, deviceId)}`;
}

/** The device id of a token issued for this account under any key of the ring, or undefined for anything else. */
export function knownDeviceId(keys: KeyRing, realm: AccountRealm, email: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 100) return undefined;
  const [deviceId, presented, ...rest] = token.split('.');
  if (!deviceId || !presented || rest.length > 0) return undefined;
  return keys.some((key) => safeEqual(presented, signature(key, realm, email, deviceId))) ? deviceId : undefined;
}

function signature(key: Buffer, realm: AccountRealm, email: string, deviceId: string): string {
  return createHmac('sha256', key).update(`${realm}\n${email}\n${deviceId}`).digest('base64url');
}
