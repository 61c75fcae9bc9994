import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type SendHolderCodeRequest, type SetHolderPhoneRequest, type SetHolderPinRequest } from '@gv/proto';
import { HolderVerificationHandler } from './holder-verification.handler.js';

@Controller()
export class HolderVerificationRpc {
  constructor(private readonly handler: HolderVerificationHandler) {}

  @RpcHandler(RedemptionRpc.sendHolderCode)
  sendCode(body: SendHolderCodeRequest) {
    return this.handler.sendCode(body);
  }

  @RpcHandler(RedemptionRpc.setHolderPhone)
  setPhone(body: SetHolderPhoneRequest) {
    return this.handler.setPhone(body);
  }

  @RpcHandler(RedemptionRpc.setHolderPin)
  setPin(body: SetHolderPinRequest) {
    return this.handler.setPin(body);
  }
}
