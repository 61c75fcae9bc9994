import { createHmac } from 'node:crypto';
import type { KeyRing } from '@gv/platform/rules';

/**
 * Keyed: a leaked table does not let anyone confirm a guessed token without the key. One hash per key of the ring,
 * the first for storing: a link sent before a key rotation still opens while its key is listed.
 */
export function resetTokenHashes(keys: KeyRing, token: string): string[] {
  return keys.map((key) => createHmac('sha256', key).update(token).digest('hex'));
}
