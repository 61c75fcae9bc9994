import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type Acknowledged, type RegistrationOtpRequest } from '@gv/proto';
import { SendRegistrationOtpHandler } from './send-registration-otp.handler.js';

@Controller()
export class SendRegistrationOtpRpc {
  constructor(private readonly handler: SendRegistrationOtpHandler) {}

  @RpcHandler(IdentityRpc.sendRegistrationOtp)
  sendOtp(body: RegistrationOtpRequest): Promise<Acknowledged> {
    return this.handler.execute(body);
  }
}
