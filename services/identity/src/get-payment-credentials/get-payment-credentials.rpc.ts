import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { Rpc, type PaymentCredentials, type PaymentCredentialsRequest } from '@gv/proto';
import { GetPaymentCredentialsHandler } from './get-payment-credentials.handler.js';

@Controller()
export class GetPaymentCredentialsRpc {
  constructor(private readonly handler: GetPaymentCredentialsHandler) {}

  @RpcHandler(Rpc.identity.paymentCredentials)
  get(body: PaymentCredentialsRequest): Promise<PaymentCredentials> {
    return this.handler.execute(body);
  }
}
