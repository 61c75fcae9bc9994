import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { runSql, sha256, type DbOrTx } from '@gv/platform';
import type { BusinessStatus } from '@gv/proto';
import { admins, businesses, sessions, signInPolicy, twoStepSignIns } from './schema.js';

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
  stale: boolean;
  two_step_setup_required: boolean;
}

/** The sessions with these id hashes that are neither revoked, expired at `at`, nor idle since `idleSince` (runSql: every admin call asks). */
export async function liveSessions(db: DbOrTx, idHashes: string[], cutoffs: { at: Date; idleSince: Date; touchBefore: Date }): Promise<SessionRow[]> {
  return runSql<SessionRow>(
    db,
    sql`select s.id_hash, a.id as admin_id, a.business_slug, a.email, b.name as business_name, b.status as business_status,
          s.last_seen_at < ${cutoffs.touchBefore.toISOString()} as stale,
          t.enabled_at is null and coalesce((select p.owners_need_two_step from ${signInPolicy} p), false) as two_step_setup_required
        from ${sessions} s join ${admins} a on a.id = s.admin_id join ${businesses} b on b.slug = a.business_slug
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

/** Every session of the business's admins. */
export async function revokeBusinessSessions(tx: DbOrTx, businessSlug: string): Promise<void> {
  await runSql(tx, sql`update ${sessions} set revoked_at = now() where revoked_at is null and admin_id in (select id from ${admins} where business_slug = ${businessSlug})`);
}

/** Every session of the admin but the one kept. */
export async function revokeAdminSessions(tx: DbOrTx, adminId: string, keepSessionId?: string): Promise<void> {
  const keep = keepSessionId ? ne(sessions.idHash, sha256(keepSessionId)) : undefined;
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), keep));
}
