import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { OrdersRpc, type CompletePurchaseRequest } from '@gv/proto';
import { CompletePurchaseHandler } from './complete-purchase.handler.js';

@Controller()
export class CompletePurchaseRpc {
  constructor(private readonly handler: CompletePurchaseHandler) {}

  @RpcHandler(OrdersRpc.completePurchase)
  completePurchase(body: CompletePurchaseRequest) {
    return this.handler.execute(body);
  }
}
