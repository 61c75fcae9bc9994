import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type SignInCodeRequest, type SignInRequest, type SuperAdminSessionOpened, type TwoStepChallenge } from '@gv/proto';
import { SignInSuperAdminHandler } from './sign-in-super-admin.handler.js';

@Controller()
export class SignInSuperAdminRpc {
  constructor(private readonly handler: SignInSuperAdminHandler) {}

  @RpcHandler(IdentityRpc.superAdminSignIn)
  signIn(body: SignInRequest): Promise<SuperAdminSessionOpened | TwoStepChallenge> {
    return this.handler.execute(body);
  }

  @RpcHandler(IdentityRpc.superAdminVerifySignInCode)
  verifyCode(body: SignInCodeRequest): Promise<SuperAdminSessionOpened> {
    return this.handler.verifyCode(body);
  }
}
