import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type Acknowledged, type VerifyRegistrationOtpRequest } from '@gv/proto';
import { VerifyRegistrationOtpHandler } from './verify-registration-otp.handler.js';

@Controller()
export class VerifyRegistrationOtpRpc {
  constructor(private readonly handler: VerifyRegistrationOtpHandler) {}

  @RpcHandler(IdentityRpc.verifyRegistrationOtp)
  verifyOtp(body: VerifyRegistrationOtpRequest): Promise<Acknowledged> {
    return this.handler.execute(body);
  }
}
