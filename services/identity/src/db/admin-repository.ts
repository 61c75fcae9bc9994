import { and, asc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@gv/platform';
import { admins, businesses, staff, twoStepSignIns } from './schema.js';

type Admin = typeof admins.$inferSelect;

/** The email of the business's first owner. */
export async function firstAdminEmail(tx: Tx, businessSlug: string): Promise<string> {
  const [admin] = await tx
    .select({ email: admins.email })
    .from(staff)
    .innerJoin(admins, eq(admins.id, staff.adminId))
    .where(and(eq(staff.businessSlug, businessSlug), eq(staff.role, 'owner')))
    .orderBy(asc(staff.createdAt))
    .limit(1);
  return admin?.email ?? '';
}

export async function findAdmin(db: DbOrTx, adminId: string): Promise<Admin | undefined> {
  const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
  return admin;
}

export async function findAdminByEmail(db: DbOrTx, email: string): Promise<Admin | undefined> {
  const [admin] = await db.select().from(admins).where(eq(admins.email, email));
  return admin;
}

/** The business of the account with this email, when there is one. */
export async function businessSlugOfAdmin(db: DbOrTx, email: string): Promise<string | undefined> {
  const [admin] = await db.select({ businessSlug: admins.businessSlug }).from(admins).where(eq(admins.email, email));
  return admin?.businessSlug;
}

/** The person with the business they act for and their place in it, and when their two-step sign-in was turned on (null: off). */
export async function findAdminWithBusiness(db: DbOrTx, adminId: string, businessSlug: string) {
  const [row] = await db
    .select({ admin: admins, business: businesses, member: staff, twoStepEnabledAt: twoStepSignIns.enabledAt })
    .from(admins)
    .innerJoin(staff, and(eq(staff.adminId, admins.id), eq(staff.businessSlug, businessSlug)))
    .innerJoin(businesses, eq(businesses.slug, staff.businessSlug))
    .leftJoin(twoStepSignIns, and(eq(twoStepSignIns.realm, 'admin'), eq(twoStepSignIns.accountId, admins.id)))
    .where(eq(admins.id, adminId));
  return row;
}

/** A new business's owner: a new person, or one who was only invited so far (their row gets the registration's details). */
export async function saveOwner(tx: DbOrTx, admin: typeof admins.$inferInsert & { id: string }): Promise<void> {
  await tx
    .insert(admins)
    .values(admin)
    .onConflictDoUpdate({ target: admins.id, set: admin });
}

/** The person with this email when they have no password and are active in no business (invited only). */
export async function invitedOnlyPersonId(tx: DbOrTx, email: string): Promise<string | undefined> {
  const [person] = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(
        eq(admins.email, email),
        isNull(admins.passwordHash),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(staff)
            .where(and(eq(staff.adminId, admins.id), eq(staff.status, 'active'))),
        ),
      ),
    );
  return person?.id;
}

/** The person with this email; created without a password (an invitation sets it) when there is none, also when two invitations race. */
export async function findOrCreatePerson(tx: DbOrTx, person: { id: string; email: string; name: string; businessSlug: string }): Promise<Admin> {
  await tx.insert(admins).values(person).onConflictDoNothing({ target: admins.email });
  return (await findAdminByEmail(tx, person.email))!;
}

/** A person who accepted an invitation: their name and password when they had none, and the business they now sign in to. */
export async function joinBusiness(tx: DbOrTx, adminId: string, businessSlug: string, newAccount?: { name: string; passwordHash: string }): Promise<void> {
  await tx
    .update(admins)
    .set({ businessSlug, ...newAccount })
    .where(eq(admins.id, adminId));
}

export async function setAdminPassword(tx: DbOrTx, adminId: string, passwordHash: string): Promise<void> {
  await tx.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
}

/** The new password; a pending invitation is withdrawn with it (its link would set the password again). */
export async function resetAdminPassword(tx: DbOrTx, adminId: string, passwordHash: string): Promise<void> {
  await tx.update(admins).set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null }).where(eq(admins.id, adminId));
}

/** Sets the password of the admin invited with this token, if the invitation is still open at `at`, and spends it; the admin's id. */
/** Whether an invitation with this token hash is still open at `at` (a cheap look before the password is hashed). */
export async function invitationOpen(db: DbOrTx, inviteTokenHash: string, at: Date): Promise<boolean> {
  const [admin] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.inviteTokenHash, inviteTokenHash), gt(admins.inviteExpiresAt, at)));
  return admin !== undefined;
}

export async function acceptInvitation(db: DbOrTx, inviteTokenHash: string, passwordHash: string, at: Date): Promise<string | undefined> {
  const [admin] = await db
    .update(admins)
    .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null })
    .where(and(eq(admins.inviteTokenHash, inviteTokenHash), gt(admins.inviteExpiresAt, at)))
    .returning({ id: admins.id });
  return admin?.id;
}
