import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type RedeemRequest } from '@gv/proto';
import { RedeemGiftCardHandler } from './redeem-gift-card.handler.js';

@Controller()
export class RedeemGiftCardRpc {
  constructor(private readonly handler: RedeemGiftCardHandler) {}

  @RpcHandler(RedemptionRpc.redeem)
  redeem(body: RedeemRequest) {
    return this.handler.execute(body);
  }
}
