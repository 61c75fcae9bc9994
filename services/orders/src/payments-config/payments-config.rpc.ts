import { Controller } from '@nestjs/common';
import { RpcHandler, ValidationError } from '@gv/platform';
import { FIELD_MESSAGES, OrdersRpc, text, type PaymentsConfig, type PaymentsConfigRequest } from '@gv/proto';
import { paymentsConfigOf } from '../domain/payment-mode.js';
import { SquarePayments } from '../square/square-payments.js';

/** GET /api/v1/payments/config: what the browser loads Square's Web Payments SDK with, and in which mode the business is. */
@Controller()
export class PaymentsConfigRpc {
  constructor(private readonly square: SquarePayments) {}

  @RpcHandler(OrdersRpc.paymentsConfig)
  async config(body: PaymentsConfigRequest): Promise<PaymentsConfig> {
    const businessSlug = text(body.businessSlug);
    if (!businessSlug) throw new ValidationError({ businessSlug: FIELD_MESSAGES.mandatory });
    const credentials = await this.square.credentials(businessSlug);
    return paymentsConfigOf(credentials, this.square.modeOf(credentials));
  }
}
