import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type Acknowledged, type SetPasswordRequest } from '@gv/proto';
import { SetPasswordHandler } from './set-password.handler.js';

@Controller()
export class SetPasswordRpc {
  constructor(private readonly handler: SetPasswordHandler) {}

  @RpcHandler(IdentityRpc.setPassword)
  setPassword(body: SetPasswordRequest): Promise<Acknowledged> {
    return this.handler.execute(body);
  }
}
