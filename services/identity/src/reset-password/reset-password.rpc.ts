import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type PasswordResetDone, type ResetPasswordRequest } from '@gv/proto';
import { ResetPasswordHandler } from './reset-password.handler.js';

@Controller()
export class ResetPasswordRpc {
  constructor(private readonly handler: ResetPasswordHandler) {}

  @RpcHandler(IdentityRpc.resetPassword)
  reset(body: ResetPasswordRequest): Promise<PasswordResetDone> {
    return this.handler.execute(body);
  }
}
