import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type RefundCardRequest } from '@gv/proto';
import { RefundGiftCardHandler } from './refund-gift-card.handler.js';

@Controller()
export class RefundGiftCardRpc {
  constructor(private readonly handler: RefundGiftCardHandler) {}

  @RpcHandler(RedemptionRpc.refundCard)
  refund(body: RefundCardRequest) {
    return this.handler.execute(body);
  }
}
