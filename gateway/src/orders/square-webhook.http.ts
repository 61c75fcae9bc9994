import { Headers, HttpCode, Inject, Param, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { CONFIG, type PlatformConfig } from '@gv/platform';
import { OrdersRpc, type SquareWebhookReceived } from '@gv/proto';
import { ApiController } from '../http/api-controller.js';
import { publicBaseUrl } from '../http/public-url.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

/** Square's payment notifications for one business; the orders service checks the signature over the exact body. */
@ApiController('checkout (public)')
export class SquareWebhookHttp {
  constructor(private readonly services: Services, @Inject(CONFIG) private readonly config: PlatformConfig) {}

  @Route('POST /api/payments/square-webhook/{businessSlug}', 'public')
  @HttpCode(200)
  @RouteConfig({ rawBody: true })
  @ApiOperation({ summary: "Square's notifications for a business (payment.updated, dispute.created, dispute.state.updated), verified with its webhook signature key (x-square-hmacsha256-signature)" })
  receive(
    @Param('businessSlug') businessSlug: string,
    @Headers('x-square-hmacsha256-signature') signature: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<SquareWebhookReceived> {
    // The URL the business registered with Square, which the signature covers.
    const notificationUrl = `${publicBaseUrl(this.config, request)}/api/payments/square-webhook/${businessSlug}`;
    return this.services.call(OrdersRpc.squareWebhook, { businessSlug, notificationUrl, signature, rawBody: request.rawBody ?? '' });
  }
}
