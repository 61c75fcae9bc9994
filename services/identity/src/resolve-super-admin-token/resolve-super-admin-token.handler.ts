import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt } from 'drizzle-orm';
import { DB, sha256, type Db } from '@gv/platform';
import type { SuperAdminPrincipal, SuperAdminTokenRequest } from '@gv/proto';
import { superAdmins, superAdminTokens } from '../db/schema.js';
import { SessionClock } from '../sessions/session-clock.js';

/** A token unused for the idle timeout has ended; a used one has its last use written at most once a minute. */
@Injectable()
export class ResolveSuperAdminTokenHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly clock: SessionClock,
  ) {}

  async execute(request: SuperAdminTokenRequest): Promise<SuperAdminPrincipal | null> {
    if (typeof request.token !== 'string' || request.token.length > 100) return null;
    const { at, idleSince, touchBefore } = this.clock.cutoffs();
    const tokenHash = sha256(request.token);
    const [row] = await this.db
      .select({ superAdminId: superAdmins.id, email: superAdmins.email, lastSeenAt: superAdminTokens.lastSeenAt })
      .from(superAdminTokens)
      .innerJoin(superAdmins, eq(superAdmins.id, superAdminTokens.superAdminId))
      .where(and(eq(superAdminTokens.tokenHash, tokenHash), gt(superAdminTokens.expiresAt, at), gt(superAdminTokens.lastSeenAt, idleSince)));
    if (!row) return null;
    if (row.lastSeenAt < touchBefore) await this.db.update(superAdminTokens).set({ lastSeenAt: at }).where(eq(superAdminTokens.tokenHash, tokenHash));
    return { role: 'SuperAdmin', superAdminId: row.superAdminId, email: row.email };
  }
}
