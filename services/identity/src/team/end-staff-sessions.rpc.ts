import { NotFoundError, type Db } from '@gv/platform';
import { ACCOUNT_MESSAGES, isUuid, type Acknowledged, type EndStaffSessionsRequest } from '@gv/proto';
import { slugOf } from '../db/business-repository.js';
import { findStaff } from '../db/staff-repository.js';
import type { SessionStore } from '../sessions/session-store.js';

/** The super admin signs one person of a business out everywhere they act for it (a lost device, a departed clerk). */
export async function endStaffSessions(db: Db, sessions: SessionStore, request: EndStaffSessionsRequest): Promise<Acknowledged> {
  const businessSlug = slugOf(request.businessSlug);
  const member = businessSlug && isUuid(request.staffId) ? await findStaff(db, businessSlug, request.staffId.toLowerCase()) : undefined;
  if (!member) throw new NotFoundError(ACCOUNT_MESSAGES.staffNotFound, 'STAFF.NOT_FOUND');
  await sessions.revokeMember(member.adminId, businessSlug);
  sessions.forgetInGateways(businessSlug);
  return { success: true, message: 'Sessions ended' };
}
