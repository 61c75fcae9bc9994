import { clientKey, type Budget } from '@gv/platform/rules';
import type { AccountRealm } from '@gv/proto';

/** Waits that grow with failures of one sign-in source: 5 a minute, 10 per 15 minutes, 20 a day. */
const growingWaits = (key: string): Budget[] => [
  { key, max: 5, windowSeconds: 60 },
  { key, max: 10, windowSeconds: 15 * 60 },
  { key, max: 20, windowSeconds: 24 * 3600 },
];

/**
 * Failed sign-ins from a browser without the account's known-device cookie are counted per account and client
 * address (growing waits), under ceilings per account (100 an hour, against guessing from many addresses) and per
 * address across accounts (100 per 15 minutes). Once the account's ceiling is spent, no such attempt is evaluated, the
 * right password included: guessing stays bounded at 100 an hour.
 *
 * A browser that signed in to the account before (known device) is counted on its own: growing waits per device,
 * outside the account's ceiling. Only the right password hands out a device token, so strangers cannot use this way
 * in, and their failures can never lock the owner's own browser out. The other way in is a password reset link,
 * which also makes the browser a known device.
 */
export function signInBudgets(realm: AccountRealm, email: string, ip: string | undefined, knownDeviceId?: string): Budget[] {
  if (knownDeviceId) return growingWaits(`${realm}-login-device:${email}:${knownDeviceId}`);
  const client = clientKey(ip);
  return [
    ...growingWaits(`${realm}-login:${email}:${client}`),
    { key: `${realm}-login:${email}`, max: 100, windowSeconds: 3600 },
    { key: `${realm}-login-client:${client}`, max: 100, windowSeconds: 15 * 60 },
  ];
}
