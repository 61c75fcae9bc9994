import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type AdjustBalanceRequest } from '@gv/proto';
import { AdjustBalanceHandler } from './adjust-balance.handler.js';

@Controller()
export class AdjustBalanceRpc {
  constructor(private readonly handler: AdjustBalanceHandler) {}

  @RpcHandler(RedemptionRpc.adjustBalance)
  adjust(body: AdjustBalanceRequest) {
    return this.handler.execute(body);
  }
}
