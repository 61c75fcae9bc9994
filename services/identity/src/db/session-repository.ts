import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { runSql, sha256, type DbOrTx } from '@gv/platform';
import type { BusinessStatus } from '@gv/proto';
import type { StaffRole } from '@gv/proto';
import { admins, businesses, sessions, signInPolicy, staff, twoStepSignIns } from './schema.js';

export async function insertSession(tx: DbOrTx, session: typeof sessions.$inferInsert): Promise<void> {
  await tx.insert(sessions).values(session);
}

/** A live session's admin and business, as the driver reads them; `stale` when its last use is older than `touchBefore`. */
export interface SessionRow {
  id_hash: string;
  admin_id: string;
  business_slug: string;
  email: string;
  business_name: string;
  business_status: BusinessStatus;
  business_currency: string;
  staff_id: string;
  staff_role: StaffRole;
  location_ids: string[];
  stale: boolean;
  two_step_setup_required: boolean;
}

/**
 * The sessions with these id hashes that are neither revoked, expired at `at`, nor idle since `idleSince`, of people
 * still active in the session's business (runSql: every admin call asks).
 */
export async function liveSessions(db: DbOrTx, idHashes: string[], cutoffs: { at: Date; idleSince: Date; touchBefore: Date }): Promise<SessionRow[]> {
  return runSql<SessionRow>(
    db,
    sql`select s.id_hash, a.id as admin_id, s.business_slug, a.email, b.name as business_name, b.status as business_status, b.currency as business_currency,
          m.id as staff_id, m.role as staff_role, m.location_ids, s.last_seen_at < ${cutoffs.touchBefore.toISOString()} as stale,
          m.role = 'owner' and t.enabled_at is null and coalesce((select p.owners_need_two_step from ${signInPolicy} p), false) as two_step_setup_required
        from ${sessions} s join ${admins} a on a.id = s.admin_id join ${businesses} b on b.slug = s.business_slug
          join ${staff} m on m.admin_id = s.admin_id and m.business_slug = s.business_slug and m.status = 'active'
          left join ${twoStepSignIns} t on t.realm = 'admin' and t.account_id = a.id
        where s.id_hash = any(${sql.param(idHashes)}::text[]) and s.revoked_at is null and s.expires_at > ${cutoffs.at.toISOString()}
          and s.last_seen_at > ${cutoffs.idleSince.toISOString()}`,
  );
}

/** Writes the sessions' last use, where it is older than `at`. */
export async function touchSessions(db: DbOrTx, idHashes: string[], at: Date): Promise<void> {
  const seen = at.toISOString();
  await runSql(db, sql`update ${sessions} set last_seen_at = ${seen} where id_hash = any(${sql.param(idHashes)}::text[]) and last_seen_at < ${seen}`);
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.idHash, sha256(sessionId)));
}

/** Every session acting for the business. */
export async function revokeBusinessSessions(tx: DbOrTx, businessSlug: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.businessSlug, businessSlug), isNull(sessions.revokedAt)));
}

/** Every session of the person acting for the business (they were removed, or their role changed). */
export async function revokeMemberSessions(tx: DbOrTx, adminId: string, businessSlug: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), eq(sessions.businessSlug, businessSlug), isNull(sessions.revokedAt)));
}

/** Every session of the admin but the one kept. */
export async function revokeAdminSessions(tx: DbOrTx, adminId: string, keepSessionId?: string): Promise<void> {
  const keep = keepSessionId ? ne(sessions.idHash, sha256(keepSessionId)) : undefined;
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), keep));
}
