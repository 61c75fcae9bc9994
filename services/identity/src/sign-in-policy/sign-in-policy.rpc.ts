import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type SetSignInPolicyRequest, type SignInPolicyAnswer } from '@gv/proto';
import { SignInPolicyHandler } from './sign-in-policy.handler.js';

@Controller()
export class SignInPolicyRpc {
  constructor(private readonly handler: SignInPolicyHandler) {}

  @RpcHandler(IdentityRpc.signInPolicy)
  get(): Promise<SignInPolicyAnswer> {
    return this.handler.get();
  }

  @RpcHandler(IdentityRpc.setSignInPolicy)
  set(body: SetSignInPolicyRequest): Promise<SignInPolicyAnswer> {
    return this.handler.set(body);
  }
}
