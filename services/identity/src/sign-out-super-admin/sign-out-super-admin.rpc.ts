import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type Acknowledged, type SuperAdminTokenRequest } from '@gv/proto';
import { SignOutSuperAdminHandler } from './sign-out-super-admin.handler.js';

@Controller()
export class SignOutSuperAdminRpc {
  constructor(private readonly handler: SignOutSuperAdminHandler) {}

  @RpcHandler(IdentityRpc.superAdminSignOut)
  signOut(body: SuperAdminTokenRequest): Promise<Acknowledged> {
    return this.handler.execute(body);
  }
}
