import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import { superAdmins, superAdminTokens } from './schema.js';

export async function insertSuperAdminToken(db: DbOrTx, token: typeof superAdminTokens.$inferInsert): Promise<void> {
  await db.insert(superAdminTokens).values(token);
}

/** The super admin of a token neither expired at `at` nor idle since `idleSince`, and the token's last use. */
export async function liveSuperAdminToken(db: DbOrTx, tokenHash: string, cutoffs: { at: Date; idleSince: Date }) {
  const [row] = await db
    .select({ superAdminId: superAdmins.id, email: superAdmins.email, lastSeenAt: superAdminTokens.lastSeenAt })
    .from(superAdminTokens)
    .innerJoin(superAdmins, eq(superAdmins.id, superAdminTokens.superAdminId))
    .where(and(eq(superAdminTokens.tokenHash, tokenHash), gt(superAdminTokens.expiresAt, cutoffs.at), gt(superAdminTokens.lastSeenAt, cutoffs.idleSince)));
  return row;
}

export async function touchSuperAdminToken(db: DbOrTx, tokenHash: string, at: Date): Promise<void> {
  await db.update(superAdminTokens).set({ lastSeenAt: at }).where(eq(superAdminTokens.tokenHash, tokenHash));
}

/** The token, and every token expired at `at`. */
export async function deleteSuperAdminToken(db: DbOrTx, tokenHash: string, at: Date): Promise<void> {
  await db.delete(superAdminTokens).where(or(eq(superAdminTokens.tokenHash, tokenHash), lt(superAdminTokens.expiresAt, at)));
}

/** Every token of the super admin. */
export async function deleteSuperAdminTokens(tx: DbOrTx, superAdminId: string): Promise<void> {
  await tx.delete(superAdminTokens).where(eq(superAdminTokens.superAdminId, superAdminId));
}
