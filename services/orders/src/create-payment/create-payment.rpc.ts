import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { OrdersRpc, type CreatePaymentRpcRequest } from '@gv/proto';
import { CreatePaymentHandler } from './create-payment.handler.js';

@Controller()
export class CreatePaymentRpc {
  constructor(private readonly handler: CreatePaymentHandler) {}

  @RpcHandler(OrdersRpc.createPayment)
  createPayment(body: CreatePaymentRpcRequest) {
    return this.handler.execute(body);
  }
}
