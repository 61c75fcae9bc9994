import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type Acknowledged, type SessionRequest } from '@gv/proto';
import { SignOutAdminHandler } from './sign-out-admin.handler.js';

@Controller()
export class SignOutAdminRpc {
  constructor(private readonly handler: SignOutAdminHandler) {}

  @RpcHandler(IdentityRpc.signOut)
  signOut(body: SessionRequest): Promise<Acknowledged> {
    return this.handler.execute(body);
  }
}
