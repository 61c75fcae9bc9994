import type { Db } from '@gv/platform';
import type { SuperAdminEmails } from '@gv/proto';
import { superAdminEmails } from '../db/super-admin-repository.js';

/** Who the platform writes to about what waits for a super admin (a corporate order past its cap, decision 0071). */
export async function listSuperAdmins(db: Db, _request: void): Promise<SuperAdminEmails> {
  return { emails: await superAdminEmails(db) };
}
