import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type PaymentCredentials, type PaymentCredentialsRequest } from '@gv/proto';
import { GetPaymentCredentialsHandler } from './get-payment-credentials.handler.js';

@Controller()
export class GetPaymentCredentialsRpc {
  constructor(private readonly handler: GetPaymentCredentialsHandler) {}

  @RpcHandler(IdentityRpc.paymentCredentials)
  get(body: PaymentCredentialsRequest): Promise<PaymentCredentials> {
    return this.handler.execute(body);
  }
}
