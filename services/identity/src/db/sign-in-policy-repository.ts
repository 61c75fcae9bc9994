import type { DbOrTx } from '@gv/platform';
import { signInPolicy } from './schema.js';

/** Whether the super admin requires two-step sign-in of every business owner (off until set). */
export async function ownersNeedTwoStep(db: DbOrTx): Promise<boolean> {
  const [policy] = await db.select().from(signInPolicy);
  return policy?.ownersNeedTwoStep ?? false;
}

export async function setOwnersNeedTwoStep(db: DbOrTx, ownersNeedTwoStep: boolean): Promise<void> {
  await db.insert(signInPolicy).values({ id: true, ownersNeedTwoStep }).onConflictDoUpdate({ target: signInPolicy.id, set: { ownersNeedTwoStep } });
}
