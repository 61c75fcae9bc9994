import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { IdentityRpc, type SuperAdminEmails } from '@gv/proto';
import { superAdminEmails } from '../db/super-admin-repository.js';

/** Who the platform writes to about what waits for a super admin (a corporate order past its cap, decision 0071). */
@Controller()
export class ListSuperAdminsRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(IdentityRpc.superAdminEmails)
  async emails(): Promise<SuperAdminEmails> {
    return { emails: await superAdminEmails(this.db) };
  }
}
