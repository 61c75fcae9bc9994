import { Controller } from '@nestjs/common';
import { metrics, RpcHandler, secondsSince } from '@gv/platform';
import { OrdersRpc, type CreatePaymentRpcRequest } from '@gv/proto';
import { CreatePaymentHandler } from './create-payment.handler.js';

@Controller()
export class CreatePaymentRpc {
  constructor(private readonly handler: CreatePaymentHandler) {}

  /** Every checkout counted and timed by outcome: completed (paid, card issued) or failed (declined, refused, broken). */
  @RpcHandler(OrdersRpc.createPayment)
  async createPayment(body: CreatePaymentRpcRequest) {
    const startedAt = performance.now();
    const counted = (outcome: 'completed' | 'failed') => {
      metrics.checkouts.inc({ outcome });
      metrics.checkoutDuration.observe({ outcome }, secondsSince(startedAt));
    };
    try {
      const answer = await this.handler.execute(body);
      counted('completed');
      return answer;
    } catch (error) {
      counted('failed');
      throw error;
    }
  }
}
