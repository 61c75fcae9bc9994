import { sha256, type Db } from '@gv/platform';
import type { Acknowledged, SuperAdminTokenRequest } from '@gv/proto';
import { deleteSuperAdminToken } from '../db/super-admin-token-repository.js';

/** Logout: the session ends at once on the server; expired sessions are cleared out at the same time. */
export async function signOutSuperAdmin(db: Db, request: SuperAdminTokenRequest): Promise<Acknowledged> {
  if (typeof request.token === 'string') {
    await deleteSuperAdminToken(db, sha256(request.token), new Date());
  }
  return { success: true, message: 'Signed out' };
}
