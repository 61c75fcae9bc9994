import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type Acknowledged, type ChangePasswordRequest } from '@gv/proto';
import { ChangePasswordHandler } from './change-password.handler.js';

@Controller()
export class ChangePasswordRpc {
  constructor(private readonly handler: ChangePasswordHandler) {}

  @RpcHandler(IdentityRpc.changePassword)
  changePassword(body: ChangePasswordRequest): Promise<Acknowledged> {
    return this.handler.execute(body);
  }
}
