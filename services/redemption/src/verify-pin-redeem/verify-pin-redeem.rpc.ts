import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type VerifyPinRedeemRequest } from '@gv/proto';
import { VerifyPinRedeemHandler } from './verify-pin-redeem.handler.js';

@Controller()
export class VerifyPinRedeemRpc {
  constructor(private readonly handler: VerifyPinRedeemHandler) {}

  @RpcHandler(RedemptionRpc.verifyPinRedeem)
  verifyPin(body: VerifyPinRedeemRequest) {
    return this.handler.execute(body);
  }
}
