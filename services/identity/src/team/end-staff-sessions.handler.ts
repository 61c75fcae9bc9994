import { Inject, Injectable } from '@nestjs/common';
import { DB, NotFoundError, RPC, type Db, type RpcClient } from '@gv/platform';
import { IdentityNotice, isUuid, type Acknowledged, type EndStaffSessionsRequest } from '@gv/proto';
import { slugOf } from '../db/business-repository.js';
import { findStaff } from '../db/staff-repository.js';
import { SessionStore } from '../sessions/session-store.js';

/** The super admin signs one person of a business out everywhere they act for it (a lost device, a departed clerk). */
@Injectable()
export class EndStaffSessionsHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RPC) private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
  ) {}

  async execute(request: EndStaffSessionsRequest): Promise<Acknowledged> {
    const businessSlug = slugOf(request.businessSlug);
    const member = businessSlug && isUuid(request.staffId) ? await findStaff(this.db, businessSlug, request.staffId.toLowerCase()) : undefined;
    if (!member) throw new NotFoundError('Staff member not found', 'STAFF.NOT_FOUND');
    await this.sessions.revokeMember(member.adminId, businessSlug);
    this.rpc.notify(IdentityNotice.sessionsEnded, { businessSlug });
    return { success: true, message: 'Sessions ended' };
  }
}
