import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { OrdersRpc, type RefundPaymentRequest } from '@gv/proto';
import { RefundPaymentHandler } from './refund-payment.handler.js';

@Controller()
export class RefundPaymentRpc {
  constructor(private readonly handler: RefundPaymentHandler) {}

  @RpcHandler(OrdersRpc.refundPayment)
  refundPayment(body: RefundPaymentRequest) {
    return this.handler.execute(body);
  }
}
