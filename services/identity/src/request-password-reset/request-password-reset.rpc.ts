import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type Acknowledged, type ForgotPasswordRequest } from '@gv/proto';
import { RequestPasswordResetHandler } from './request-password-reset.handler.js';

@Controller()
export class RequestPasswordResetRpc {
  constructor(private readonly handler: RequestPasswordResetHandler) {}

  @RpcHandler(IdentityRpc.requestPasswordReset)
  request(body: ForgotPasswordRequest): Promise<Acknowledged> {
    return this.handler.execute(body);
  }
}
