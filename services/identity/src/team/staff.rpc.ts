import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { TeamRpc, type Acknowledged, type AdminRequest, type Created, type InviteStaffRequest, type StaffList, type StaffMemberRequest, type UpdateStaffRequest } from '@gv/proto';
import { ChangeStaffHandler } from './change-staff.handler.js';
import { InviteStaffHandler } from './invite-staff.handler.js';
import { ListStaffHandler } from './list-staff.handler.js';

@Controller()
export class StaffRpc {
  constructor(
    private readonly staff: ListStaffHandler,
    private readonly invitations: InviteStaffHandler,
    private readonly changes: ChangeStaffHandler,
  ) {}

  @RpcHandler(TeamRpc.listStaff)
  list(body: AdminRequest): Promise<StaffList> {
    return this.staff.execute(body);
  }

  @RpcHandler(TeamRpc.invite)
  invite(body: InviteStaffRequest): Promise<Created> {
    return this.invitations.execute(body);
  }

  @RpcHandler(TeamRpc.updateStaff)
  update(body: UpdateStaffRequest): Promise<Acknowledged> {
    return this.changes.update(body);
  }

  @RpcHandler(TeamRpc.removeStaff)
  remove(body: StaffMemberRequest): Promise<Acknowledged> {
    return this.changes.remove(body);
  }
}
