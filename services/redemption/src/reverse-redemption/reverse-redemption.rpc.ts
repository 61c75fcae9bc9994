import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type ReverseRedemptionRequest } from '@gv/proto';
import { ReverseRedemptionHandler } from './reverse-redemption.handler.js';

@Controller()
export class ReverseRedemptionRpc {
  constructor(private readonly handler: ReverseRedemptionHandler) {}

  @RpcHandler(RedemptionRpc.reverseRedemption)
  reverse(body: ReverseRedemptionRequest) {
    return this.handler.execute(body);
  }
}
