import { resealUnderFirstKey, type Db, type KeyRing } from '@gv/platform';
import { SERIAL_SEAL_CONTEXT } from '../apple/pass-secrets.js';
import { resealSerial, sealedSerials } from '../db/registration-repository.js';

/**
 * After a key rotation: seals the serial number (card code) of every Apple Wallet registration again under the first
 * key of the ring (`secrets-at-rest`). Idempotent; answers how many were rewritten. Throws for one no key opens.
 */
export async function resealPassSerials(db: Db, keys: KeyRing): Promise<number> {
  let rewritten = 0;
  for (const row of await sealedSerials(db)) {
    let resealed: string | undefined;
    try {
      resealed = resealUnderFirstKey(keys, row.serialSealed, SERIAL_SEAL_CONTEXT);
    } catch {
      throw new Error(`A pass registered by the Apple Wallet device ${row.deviceLibraryIdentifier} opens under no key of SECRET_KEY: list the key it was saved under`);
    }
    if (resealed && (await resealSerial(db, row, resealed))) rewritten++;
  }
  return rewritten;
}
