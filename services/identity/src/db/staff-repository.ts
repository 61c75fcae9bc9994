import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { StaffMember, TeamSize } from '@gv/proto';
import { admins, businesses, locations, staff } from './schema.js';

type StaffRow = typeof staff.$inferSelect;

export async function insertStaff(tx: DbOrTx, member: typeof staff.$inferInsert): Promise<void> {
  await tx.insert(staff).values(member);
}

/** The business's team as the Team screen lists it: owners first, then by name. */
export async function listStaff(db: DbOrTx, businessSlug: string): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: staff.id, name: admins.name, email: admins.email, role: staff.role, status: staff.status, locationIds: staff.locationIds, lastSignInAt: staff.lastSignInAt })
    .from(staff)
    .innerJoin(admins, eq(admins.id, staff.adminId))
    .where(eq(staff.businessSlug, businessSlug))
    .orderBy(sql`${staff.status} = 'removed'`, sql`array_position(array['owner', 'manager', 'clerk'], ${staff.role})`, asc(admins.name));
  return rows.map((row) => ({ ...row, lastSignInAt: row.lastSignInAt && row.lastSignInAt.toISOString() }));
}

export function countStaff(db: DbOrTx, businessSlug: string): Promise<number> {
  return db.$count(staff, and(eq(staff.businessSlug, businessSlug), ne(staff.status, 'removed')));
}

export async function findStaff(db: DbOrTx, businessSlug: string, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(and(eq(staff.businessSlug, businessSlug), eq(staff.id, id)));
  return row;
}

/** The person's place in the business, whatever its status. */
export async function findMembership(db: DbOrTx, businessSlug: string, adminId: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(and(eq(staff.businessSlug, businessSlug), eq(staff.adminId, adminId)));
  return row;
}

/** The business a person signs in to: the one they chose last when they are still active there, else their first active one. */
export async function signInBusiness(db: DbOrTx, adminId: string, preferredSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ businessSlug: staff.businessSlug })
    .from(staff)
    .where(and(eq(staff.adminId, adminId), eq(staff.status, 'active')))
    .orderBy(sql`${staff.businessSlug} <> ${preferredSlug}`, asc(staff.createdAt))
    .limit(1);
  return row?.businessSlug;
}

export type StaffChange = Partial<Pick<StaffRow, 'role' | 'status' | 'locationIds' | 'inviteTokenHash'>>;

/**
 * Changes a member's role, locations or status. Lowering or removing an owner takes effect only while another active
 * owner stays (the caller holds the business's lock, so two owners removing each other at once leave one).
 */
export async function updateStaff(tx: DbOrTx, businessSlug: string, id: string, change: StaffChange): Promise<StaffRow | undefined> {
  const keepsAnOwner =
    (change.role === undefined || change.role === 'owner') && change.status === undefined
      ? undefined
      : sql`(${staff.role} <> 'owner' or ${staff.status} <> 'active' or exists (select 1 from ${staff} other where other.business_slug = ${businessSlug} and other.id <> ${id} and other.role = 'owner' and other.status = 'active'))`;
  const [row] = await tx
    .update(staff)
    .set(change)
    .where(and(eq(staff.businessSlug, businessSlug), eq(staff.id, id), keepsAnOwner))
    .returning();
  return row;
}

/** Takes an open invitation at `at`: the member becomes active and the link is spent. */
export async function takeInvitation(tx: DbOrTx, inviteTokenHash: string, at: Date): Promise<StaffRow | undefined> {
  const [row] = await tx
    .update(staff)
    .set({ status: 'active', inviteTokenHash: null, inviteExpiresAt: null })
    .where(and(eq(staff.inviteTokenHash, inviteTokenHash), eq(staff.status, 'invited'), gt(staff.inviteExpiresAt, at)))
    .returning();
  return row;
}

/** The open invitation of this token (not taken). */
export async function findInvitation(db: DbOrTx, inviteTokenHash: string, at: Date): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.inviteTokenHash, inviteTokenHash), eq(staff.status, 'invited'), gt(staff.inviteExpiresAt, at)));
  return row;
}

/** A new or renewed invitation of a person to the business (a removed member may be invited again). */
export async function upsertInvitation(tx: DbOrTx, member: typeof staff.$inferInsert): Promise<string | undefined> {
  const [row] = await tx
    .insert(staff)
    .values(member)
    .onConflictDoUpdate({
      target: [staff.businessSlug, staff.adminId],
      set: { role: member.role, locationIds: member.locationIds, status: 'invited', inviteTokenHash: member.inviteTokenHash, inviteExpiresAt: member.inviteExpiresAt },
      setWhere: sql`${staff.status} <> 'active'`,
    })
    .returning({ id: staff.id });
  return row?.id;
}

export async function recordStaffSignIn(tx: DbOrTx, adminId: string, businessSlug: string, at: Date): Promise<void> {
  await tx
    .update(staff)
    .set({ lastSignInAt: at })
    .where(and(eq(staff.adminId, adminId), eq(staff.businessSlug, businessSlug)));
}

/** How many people (invited or active) and open locations each of these businesses has. */
export async function teamSizes(db: DbOrTx, businessSlugs: string[]): Promise<Record<string, TeamSize>> {
  const rows = await runSql<{ slug: string; staff_count: number; location_count: number }>(
    db,
    sql`select b.slug,
          (select count(*)::int from ${staff} m where m.business_slug = b.slug and m.status <> 'removed') as staff_count,
          (select count(*)::int from ${locations} l where l.business_slug = b.slug and l.archived_at is null) as location_count
        from ${businesses} b where b.slug = any(${sql.param(businessSlugs)}::text[])`,
  );
  return Object.fromEntries(rows.map((row) => [row.slug, { staffCount: row.staff_count, locationCount: row.location_count }]));
}
