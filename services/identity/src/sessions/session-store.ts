import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { BatchedLookup, DB, newToken, plainQuery, qualifiedName, sha256, type Db, type DbOrTx } from '@gv/platform';
import type { AdminPrincipal, BusinessStatus } from '@gv/proto';
import { admins, businesses, sessions, signInPolicy, twoStepSignIns } from '../db/schema.js';
import { SessionClock } from './session-clock.js';

export const SESSION_TTL_DAYS = 7;
const SESSIONS = qualifiedName(sessions);
const ADMINS = qualifiedName(admins);
const BUSINESSES = qualifiedName(businesses);
const TWO_STEP = qualifiedName(twoStepSignIns);
const POLICY = qualifiedName(signInPolicy);

/** Server-side sessions: the cookie holds a random id, the table only its hash, so sessions can be revoked. */
@Injectable()
export class SessionStore {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly clock: SessionClock,
  ) {}

  async open(adminId: string, tx: DbOrTx = this.db): Promise<{ sessionId: string; maxAgeSeconds: number }> {
    const sessionId = newToken();
    const maxAgeSeconds = SESSION_TTL_DAYS * 86400;
    const at = this.clock.now();
    await tx.insert(sessions).values({ idHash: sha256(sessionId), adminId, lastSeenAt: at, expiresAt: new Date(at.getTime() + maxAgeSeconds * 1000) });
    return { sessionId, maxAgeSeconds };
  }

  async resolve(sessionId: string): Promise<AdminPrincipal | null> {
    if (typeof sessionId !== 'string' || sessionId.length > 100) return null;
    return (await this.principals.get(sha256(sessionId))) ?? null;
  }

  /**
   * Every admin call asks for its session: the sessions asked in one turn (a dashboard's, say) share one query. A
   * session unused for the idle timeout has ended; a used one has its last use written at most once a minute, by one
   * statement for the batch, so a busy admin costs no write per call.
   */
  private readonly principals = new BatchedLookup<AdminPrincipal>(async (idHashes) => {
    const { at, idleSince, touchBefore } = this.clock.cutoffs();
    // Plain SQL (see plainQuery): every admin call asks this.
    type Row = { id_hash: string; admin_id: string; business_slug: string; email: string; business_name: string; business_status: BusinessStatus; stale: boolean; two_step_setup_required: boolean };
    const rows = await plainQuery<Row>(
      this.db,
      `select s.id_hash, a.id as admin_id, a.business_slug, a.email, b.name as business_name, b.status as business_status, s.last_seen_at < $4 as stale,
         t.enabled_at is null and coalesce((select p.owners_need_two_step from ${POLICY} p), false) as two_step_setup_required
       from ${SESSIONS} s join ${ADMINS} a on a.id = s.admin_id join ${BUSINESSES} b on b.slug = a.business_slug
         left join ${TWO_STEP} t on t.realm = 'admin' and t.account_id = a.id
       where s.id_hash = any($1::text[]) and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3`,
      [idHashes, at.toISOString(), idleSince.toISOString(), touchBefore.toISOString()],
    );
    const stale = rows.filter((row) => row.stale).map((row) => row.id_hash);
    if (stale.length > 0) {
      await plainQuery(this.db, `update ${SESSIONS} set last_seen_at = $2 where id_hash = any($1::text[]) and last_seen_at < $2`, [stale, at.toISOString()]);
    }
    return new Map(
      rows.map((row) => [
        row.id_hash,
        {
          role: 'Admin',
          adminId: row.admin_id,
          businessSlug: row.business_slug,
          email: row.email,
          businessName: row.business_name,
          businessStatus: row.business_status,
          ...(row.two_step_setup_required && { twoStepSetupRequired: true }),
        },
      ]),
    );
  });

  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.idHash, sha256(sessionId)));
  }

  /** Signs every admin of the business out everywhere (it was suspended). */
  async revokeBusiness(businessSlug: string, tx: DbOrTx = this.db): Promise<void> {
    await plainQuery(tx, `update ${SESSIONS} set revoked_at = now() where revoked_at is null and admin_id in (select id from ${ADMINS} where business_slug = $1)`, [businessSlug]);
  }

  /** Signs the admin out everywhere except the given session (after a password change). */
  async revokeOthers(adminId: string, keepSessionId?: string, tx: DbOrTx = this.db): Promise<void> {
    const keep = keepSessionId ? ne(sessions.idHash, sha256(keepSessionId)) : undefined;
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), keep));
  }
}
