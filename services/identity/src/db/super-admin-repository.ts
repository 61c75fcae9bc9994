import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import { superAdmins } from './schema.js';

/** Creates the super admin with this email, or sets its password. */
export async function upsertSuperAdmin(db: DbOrTx, superAdmin: typeof superAdmins.$inferInsert): Promise<void> {
  await db
    .insert(superAdmins)
    .values(superAdmin)
    .onConflictDoUpdate({ target: superAdmins.email, set: { passwordHash: superAdmin.passwordHash } });
}

export async function findSuperAdminByEmail(db: DbOrTx, email: string): Promise<typeof superAdmins.$inferSelect | undefined> {
  const [found] = await db.select().from(superAdmins).where(eq(superAdmins.email, email));
  return found;
}

export async function superAdminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ email: superAdmins.email }).from(superAdmins).orderBy(superAdmins.email);
  return rows.map((row) => row.email);
}

export async function setSuperAdminPassword(tx: DbOrTx, superAdminId: string, passwordHash: string): Promise<void> {
  await tx.update(superAdmins).set({ passwordHash }).where(eq(superAdmins.id, superAdminId));
}
