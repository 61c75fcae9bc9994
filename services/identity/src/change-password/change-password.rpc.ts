import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { Rpc, type Acknowledged, type ChangePasswordRequest } from '@gv/proto';
import { ChangePasswordHandler } from './change-password.handler.js';

@Controller()
export class ChangePasswordRpc {
  constructor(private readonly handler: ChangePasswordHandler) {}

  @RpcHandler(Rpc.identity.changePassword)
  changePassword(body: ChangePasswordRequest): Promise<Acknowledged> {
    return this.handler.execute(body);
  }
}
