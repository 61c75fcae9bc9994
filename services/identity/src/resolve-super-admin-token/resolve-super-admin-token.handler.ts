import { Inject, Injectable } from '@nestjs/common';
import { DB, sha256, type Db } from '@gv/platform';
import type { SuperAdminPrincipal, SuperAdminTokenRequest } from '@gv/proto';
import { liveSuperAdminToken, touchSuperAdminToken } from '../db/super-admin-token-repository.js';
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
    const row = await liveSuperAdminToken(this.db, tokenHash, { at, idleSince });
    if (!row) return null;
    if (row.lastSeenAt < touchBefore) await touchSuperAdminToken(this.db, tokenHash, at);
    return { role: 'SuperAdmin', superAdminId: row.superAdminId, email: row.email };
  }
}
