import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { OrdersRpc, type PaymentAnomalyList } from '@gv/proto';
import { PaymentAnomalies } from '../db/payment-anomalies.js';

/** GET /api/superadmin/payment-anomalies: payments Square described that contradicted their orders, newest first. */
@Controller()
export class ListPaymentAnomaliesRpc {
  constructor(private readonly anomalies: PaymentAnomalies) {}

  @RpcHandler(OrdersRpc.paymentAnomalies)
  async list(): Promise<PaymentAnomalyList> {
    return { anomalies: await this.anomalies.latest() };
  }
}
