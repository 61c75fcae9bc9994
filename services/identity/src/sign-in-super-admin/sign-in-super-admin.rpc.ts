import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type SignInRequest, type SuperAdminSessionOpened } from '@gv/proto';
import { SignInSuperAdminHandler } from './sign-in-super-admin.handler.js';

@Controller()
export class SignInSuperAdminRpc {
  constructor(private readonly handler: SignInSuperAdminHandler) {}

  @RpcHandler(IdentityRpc.superAdminSignIn)
  signIn(body: SignInRequest): Promise<SuperAdminSessionOpened> {
    return this.handler.execute(body);
  }
}
