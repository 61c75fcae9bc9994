import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type AdminRequest, type CurrentAdminAnswer } from '@gv/proto';
import { GetCurrentAdminHandler } from './get-current-admin.handler.js';

@Controller()
export class GetCurrentAdminRpc {
  constructor(private readonly handler: GetCurrentAdminHandler) {}

  @RpcHandler(IdentityRpc.currentAdmin)
  current(body: AdminRequest): Promise<CurrentAdminAnswer> {
    return this.handler.execute(body);
  }
}
