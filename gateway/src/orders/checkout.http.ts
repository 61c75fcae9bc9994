import { Body, HttpCode, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, RemoteError, type PlatformConfig } from '@gv/platform';
import {
  DECLINED_CODE_PREFIX,
  OrdersRpc,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type PaymentDeclined,
  type PaymentsConfig,
  type PurchaseCompleted,
  type PurchaseForm,
  type Unchecked,
} from '@gv/proto';
import { ApiController } from '../http/api-controller.js';
import { publicBaseUrl } from '../http/public-url.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

/** The buyer's checkout (docs/money-path.md): payment settings for the browser, the charge, then the purchase that issues the card. No sign-in. */
@ApiController('checkout (public)')
export class CheckoutHttp {
  constructor(private readonly services: Services, @Inject(CONFIG) private readonly config: PlatformConfig) {}

  @Route('GET /api/v1/payments/config', 'public')
  @ApiOperation({ summary: "How the browser loads Square's Web Payments SDK for a business; mode 'test' when it has no Square credentials" })
  @ApiQuery({ name: 'businessSlug', required: true })
  paymentsConfig(@Query('businessSlug') businessSlug?: unknown): Promise<PaymentsConfig> {
    return this.services.call(OrdersRpc.paymentsConfig, { businessSlug: typeof businessSlug === 'string' ? businessSlug : undefined });
  }

  @Route('POST /api/payments/create-payment', 'public')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Charge a gift card's sale price computed by the server: a fixed card ignores the client's amount; an \"Any amount\" card (amountMode custom) takes amount in dollars within its range, else 400 'Choose an amount between $5 and $500.' and no charge. One charge per idempotencyKey however often it is sent. A decline answers 402 {success: false, code, message}. A reload sends reloadOf (the card's code), amount and selfInfo instead of id and purchaseType: paid value equal to what is paid, 409 when the card cannot take it or a daily limit ($2,000 loaded per card, $10,000 bought per buyer) would be passed. locale (en, es or fr; optional): the language the buyer chose, kept with the order: its emails, the recipient's included, and the holder page speak it",
  })
  async createPayment(
    @Body() body: Unchecked<CreatePaymentRequest> | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreatePaymentResponse | PaymentDeclined> {
    try {
      return await this.services.call(OrdersRpc.createPayment, { ...body, ip: request.ip });
    } catch (error) {
      if (!(error instanceof RemoteError) || !error.body.code.startsWith(DECLINED_CODE_PREFIX)) throw error;
      void reply.status(402);
      return { success: false, code: error.body.code.slice(DECLINED_CODE_PREFIX.length), message: error.body.message };
    }
  }

  @Route('PUT /api/v1/admin/purchase', 'public')
  @ApiOperation({
    summary:
      'Complete a paid purchase (public, despite the path): issues the gift card of the order once and answers it, the same card on every call. For an "Any amount" card, an amount other than the one paid for is 400. A reload sends reloadOf instead of id: its card gets the paid value once',
  })
  completePurchase(@Body() body: Unchecked<PurchaseForm> | undefined, @Req() request: FastifyRequest): Promise<PurchaseCompleted> {
    return this.services.call(OrdersRpc.completePurchase, { ...body, publicBaseUrl: publicBaseUrl(this.config, request) });
  }
}
