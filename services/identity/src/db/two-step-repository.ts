import { and, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import type { AccountRealm } from '@gv/proto';
import { twoStepSignIns } from './schema.js';

export type TwoStepRow = typeof twoStepSignIns.$inferSelect;
type Sealed = Pick<TwoStepRow, 'secretSealed' | 'recoveryCodesSealed'>;

const ofAccount = (realm: AccountRealm, accountId: string): SQL[] => [eq(twoStepSignIns.realm, realm), eq(twoStepSignIns.accountId, accountId)];

export async function findTwoStep(db: DbOrTx, realm: AccountRealm, accountId: string): Promise<TwoStepRow | undefined> {
  const [row] = await db.select().from(twoStepSignIns).where(and(...ofAccount(realm, accountId)));
  return row;
}

export async function allTwoStepSignIns(db: DbOrTx): Promise<TwoStepRow[]> {
  return db.select().from(twoStepSignIns);
}

/** A setup with a new secret, not yet confirmed: it replaces the account's setup or two-step sign-in. */
export async function startTwoStepSetup(db: DbOrTx, realm: AccountRealm, accountId: string, secretSealed: string): Promise<void> {
  await db
    .insert(twoStepSignIns)
    .values({ realm, accountId, secretSealed })
    .onConflictDoUpdate({ target: [twoStepSignIns.realm, twoStepSignIns.accountId], set: { secretSealed, recoveryCodesSealed: null, enabledAt: null, lastStep: 0 } });
}

/** Turns the setup on, only while its secret is still `pending`'s (no other setup started meanwhile); whether it did. */
export async function enableTwoStep(db: DbOrTx, pending: TwoStepRow, enabled: Pick<TwoStepRow, 'enabledAt' | 'lastStep' | 'recoveryCodesSealed'>): Promise<boolean> {
  const confirmed = await db
    .update(twoStepSignIns)
    .set(enabled)
    .where(and(...ofAccount(pending.realm, pending.accountId), eq(twoStepSignIns.secretSealed, pending.secretSealed)))
    .returning({ accountId: twoStepSignIns.accountId });
  return confirmed.length > 0;
}

export async function deleteTwoStep(db: DbOrTx, realm: AccountRealm, accountId: string): Promise<void> {
  await db.delete(twoStepSignIns).where(and(...ofAccount(realm, accountId)));
}

/** Records the step as used, only if it is later than the last one used (one conditional update); whether it was. */
export async function takeTwoStepStep(db: DbOrTx, realm: AccountRealm, accountId: string, step: number): Promise<boolean> {
  const taken = await db
    .update(twoStepSignIns)
    .set({ lastStep: step })
    .where(and(...ofAccount(realm, accountId), lt(twoStepSignIns.lastStep, step)))
    .returning({ accountId: twoStepSignIns.accountId });
  return taken.length > 0;
}

/** The recovery codes left, only while the sealed list is still `read`; whether they were written. */
export async function replaceRecoveryCodes(db: DbOrTx, row: Pick<TwoStepRow, 'realm' | 'accountId'>, read: string, left: string): Promise<boolean> {
  const spent = await db
    .update(twoStepSignIns)
    .set({ recoveryCodesSealed: left })
    .where(and(...ofAccount(row.realm, row.accountId), eq(twoStepSignIns.recoveryCodesSealed, read)))
    .returning({ accountId: twoStepSignIns.accountId });
  return spent.length > 0;
}

/** Writes the values sealed again (undefined leaves a column as it is), only while the row is still what was read; whether it was. */
export async function resealTwoStep(db: DbOrTx, read: TwoStepRow, resealed: Partial<Sealed>): Promise<boolean> {
  const unchanged = [...ofAccount(read.realm, read.accountId), eq(twoStepSignIns.secretSealed, read.secretSealed)];
  unchanged.push(read.recoveryCodesSealed ? eq(twoStepSignIns.recoveryCodesSealed, read.recoveryCodesSealed) : isNull(twoStepSignIns.recoveryCodesSealed));
  const updated = await db.update(twoStepSignIns).set(resealed).where(and(...unchanged)).returning({ accountId: twoStepSignIns.accountId });
  return updated.length > 0;
}
