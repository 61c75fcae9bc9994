import { resealUnderFirstKey, type Db, type KeyRing } from '@gv/platform';
import { allTwoStepSignIns, resealTwoStep } from '../db/two-step-repository.js';
import { twoStepSealContext } from '../domain/two-step.js';

/**
 * After a key rotation: seals every two-step sign-in secret and recovery code list again under the first key of the
 * ring, as resealSquareSecrets does for Square's. Idempotent; answers how many accounts were rewritten. Throws (naming
 * the account) for a value no key of the ring opens.
 */
export async function resealTwoStepSecrets(db: Db, keys: KeyRing): Promise<number> {
  const stored = await allTwoStepSignIns(db);
  let rewritten = 0;
  for (const row of stored) {
    const context = twoStepSealContext(row.realm, row.accountId);
    const account = `${row.realm} ${row.accountId}`;
    const resealed = { secretSealed: reseal(keys, account, row.secretSealed, context), recoveryCodesSealed: reseal(keys, account, row.recoveryCodesSealed, context) };
    if (!resealed.secretSealed && !resealed.recoveryCodesSealed) continue;
    // Only while the row is still what was read: a code used or a setup started meanwhile is already under the first key.
    if (await resealTwoStep(db, row, resealed)) rewritten++;
  }
  return rewritten;
}

function reseal(keys: KeyRing, account: string, sealed: string | null, context: string): string | undefined {
  if (!sealed) return undefined;
  try {
    return resealUnderFirstKey(keys, sealed, context);
  } catch {
    throw new Error(`The two-step sign-in of ${account} opens under no key of SECRET_KEY: list the key it was saved under`);
  }
}
