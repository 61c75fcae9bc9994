import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type BusinessAccount, type SetBusinessStatusRequest } from '@gv/proto';
import { SetBusinessStatusHandler } from './set-business-status.handler.js';

@Controller()
export class SetBusinessStatusRpc {
  constructor(private readonly handler: SetBusinessStatusHandler) {}

  @RpcHandler(IdentityRpc.setBusinessStatus)
  set(body: SetBusinessStatusRequest): Promise<BusinessAccount> {
    return this.handler.execute(body);
  }
}
