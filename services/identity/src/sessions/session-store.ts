import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { DB, newToken, sha256, type Db, type DbOrTx } from '@gv/platform';
import type { AdminPrincipal } from '@gv/proto';
import { admins, sessions } from '../db/schema.js';

export const SESSION_TTL_DAYS = 7;

/** Server-side sessions: the cookie holds a random id, the table only its hash, so sessions can be revoked. */
@Injectable()
export class SessionStore {
  constructor(@Inject(DB) private readonly db: Db) {}

  async open(adminId: string, tx: DbOrTx = this.db): Promise<{ sessionId: string; maxAgeSeconds: number }> {
    const sessionId = newToken();
    const maxAgeSeconds = SESSION_TTL_DAYS * 86400;
    await tx.insert(sessions).values({ idHash: sha256(sessionId), adminId, expiresAt: new Date(Date.now() + maxAgeSeconds * 1000) });
    return { sessionId, maxAgeSeconds };
  }

  async resolve(sessionId: string): Promise<AdminPrincipal | null> {
    if (typeof sessionId !== 'string' || sessionId.length > 100) return null;
    const rows = await this.db
      .select({ adminId: admins.id, businessSlug: admins.businessSlug, email: admins.email })
      .from(sessions)
      .innerJoin(admins, eq(admins.id, sessions.adminId))
      .where(and(eq(sessions.idHash, sha256(sessionId)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    return rows[0] ? { role: 'Admin', ...rows[0] } : null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.idHash, sha256(sessionId)));
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
