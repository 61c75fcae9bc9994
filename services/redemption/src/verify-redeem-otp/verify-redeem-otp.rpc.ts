import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type VerifyRedeemOtpRequest } from '@gv/proto';
import { VerifyRedeemOtpHandler } from './verify-redeem-otp.handler.js';

@Controller()
export class VerifyRedeemOtpRpc {
  constructor(private readonly handler: VerifyRedeemOtpHandler) {}

  @RpcHandler(RedemptionRpc.verifyRedeemOtp)
  verifyOtp(body: VerifyRedeemOtpRequest) {
    return this.handler.execute(body);
  }
}
