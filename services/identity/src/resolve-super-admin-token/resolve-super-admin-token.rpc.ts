import { sha256, type Db } from '@gv/platform';
import type { SuperAdminPrincipal, SuperAdminTokenRequest } from '@gv/proto';
import { liveSuperAdminToken, touchSuperAdminToken } from '../db/super-admin-token-repository.js';
import type { SessionClock } from '../sessions/session-clock.js';

/** A token unused for the idle timeout has ended; a used one has its last use written at most once a minute. */
export async function resolveSuperAdminToken(db: Db, clock: SessionClock, request: SuperAdminTokenRequest): Promise<SuperAdminPrincipal | null> {
  if (typeof request.token !== 'string' || request.token.length > 100) return null;
  const { at, idleSince, touchBefore } = clock.cutoffs();
  const tokenHash = sha256(request.token);
  const row = await liveSuperAdminToken(db, tokenHash, { at, idleSince });
  if (!row) return null;
  if (row.lastSeenAt < touchBefore) await touchSuperAdminToken(db, tokenHash, at);
  return { role: 'SuperAdmin', superAdminId: row.superAdminId, email: row.email };
}
