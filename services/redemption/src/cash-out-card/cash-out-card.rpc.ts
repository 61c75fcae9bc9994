import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type CardCashedOut, type CashOutRequest } from '@gv/proto';
import { CashOutCardHandler } from './cash-out-card.handler.js';

@Controller()
export class CashOutCardRpc {
  constructor(private readonly handler: CashOutCardHandler) {}

  @RpcHandler(RedemptionRpc.cashOut)
  cashOut(body: CashOutRequest): Promise<CardCashedOut> {
    return this.handler.execute(body);
  }
}
