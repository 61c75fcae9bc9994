import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type AdminSessionOpened, type SignInCodeRequest, type SignInRequest, type TwoStepChallenge } from '@gv/proto';
import { SignInAdminHandler } from './sign-in-admin.handler.js';

@Controller()
export class SignInAdminRpc {
  constructor(private readonly handler: SignInAdminHandler) {}

  @RpcHandler(IdentityRpc.signIn)
  signIn(body: SignInRequest): Promise<AdminSessionOpened | TwoStepChallenge> {
    return this.handler.execute(body);
  }

  @RpcHandler(IdentityRpc.verifySignInCode)
  verifyCode(body: SignInCodeRequest): Promise<AdminSessionOpened> {
    return this.handler.verifyCode(body);
  }
}
