import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import type { AccountRealm } from '@gv/proto';
import { passwordResets } from './schema.js';

export async function insertPasswordReset(tx: DbOrTx, reset: typeof passwordResets.$inferInsert): Promise<void> {
  await tx.insert(passwordResets).values(reset);
}

/**
 * Spends the unused link of the realm with one of these token hashes, if it has not expired at `at`, by one
 * conditional update (two uses cannot both pass); the account it was for.
 */
export async function spendResetLink(tx: DbOrTx, realm: AccountRealm, tokenHashes: string[], at: Date): Promise<{ accountId: string; email: string } | undefined> {
  const [link] = await tx
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(inArray(passwordResets.tokenHash, tokenHashes), eq(passwordResets.realm, realm), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
    .returning({ accountId: passwordResets.accountId, email: passwordResets.email });
  return link;
}

/** Every unused link of the account. */
export async function spendResetLinksOf(tx: DbOrTx, realm: AccountRealm, accountId: string, at: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.accountId, accountId), eq(passwordResets.realm, realm), isNull(passwordResets.usedAt)));
}
