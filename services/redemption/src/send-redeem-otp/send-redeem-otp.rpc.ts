import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type SendRedeemOtpRequest } from '@gv/proto';
import { SendRedeemOtpHandler } from './send-redeem-otp.handler.js';

@Controller()
export class SendRedeemOtpRpc {
  constructor(private readonly handler: SendRedeemOtpHandler) {}

  @RpcHandler(RedemptionRpc.sendRedeemOtp)
  sendOtp(body: SendRedeemOtpRequest) {
    return this.handler.execute(body);
  }
}
