import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, NotFoundError, type Db } from '@gv/platform';
import { ACCOUNT_MESSAGES, isUuid, roleReaches, TEAM_MESSAGES, type Acknowledged, type StaffMemberRequest, type UpdateStaffRequest } from '@gv/proto';
import { lockBusiness } from '../db/business-repository.js';
import { findStaff, updateStaff, type StaffChange } from '../db/staff-repository.js';
import { SessionStore } from '../sessions/session-store.js';
import { staffLocations, staffRole } from './staff-input.js';

const NOT_FOUND = ACCOUNT_MESSAGES.staffNotFound;

/**
 * An owner changes a member's role or locations, or removes them. Only a clerk is kept to locations: a manager or an
 * owner works at every one, so their list is emptied. A business keeps at least one active owner. Removing
 * a person or lowering their role ends their sessions for this business at once: identity revokes them and tells every
 * gateway to stop answering them from memory.
 */
@Injectable()
export class ChangeStaffHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly sessions: SessionStore,
  ) {}

  async update(request: UpdateStaffRequest): Promise<Acknowledged> {
    const { businessSlug } = request.admin;
    const change: StaffChange = {};
    if (request.role !== undefined) change.role = staffRole(request.role);
    if (request.locationIds !== undefined) change.locationIds = await staffLocations(this.db, businessSlug, request.locationIds);
    await this.apply(request, change);
    return { success: true, message: TEAM_MESSAGES.updated };
  }

  async remove(request: StaffMemberRequest): Promise<Acknowledged> {
    await this.apply(request, { status: 'removed', inviteTokenHash: null });
    return { success: true, message: TEAM_MESSAGES.removed };
  }

  private async apply(request: StaffMemberRequest, change: StaffChange): Promise<void> {
    const { businessSlug } = request.admin;
    const before = isUuid(request.id) ? await findStaff(this.db, businessSlug, request.id.toLowerCase()) : undefined;
    if (!before) throw new NotFoundError(NOT_FOUND, 'STAFF.NOT_FOUND');
    if (Object.keys(change).length === 0) return;
    if ((change.role !== undefined || change.locationIds !== undefined) && (change.role ?? before.role) !== 'clerk') change.locationIds = [];
    const endsSessions = change.status === 'removed' || (change.role !== undefined && !roleReaches(change.role, before.role));
    await this.db.transaction(async (tx) => {
      await lockBusiness(tx, businessSlug);
      const after = await updateStaff(tx, businessSlug, before.id, change);
      if (!after) throw new DomainError('STAFF.LAST_OWNER', TEAM_MESSAGES.lastOwner);
      if (endsSessions) await this.sessions.revokeMember(before.adminId, businessSlug, tx);
    });
    // Every change: a gateway's remembered session carries the role and locations too.
    this.sessions.forgetInGateways(businessSlug);
  }
}
