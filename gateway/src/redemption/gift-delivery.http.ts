import { Body, Param, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RedemptionRpc, type GiftDeliveryChange, type GiftDeliveryChanged, type ScheduledGift, type Unchecked } from '@gv/proto';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

/** The buyer's change link of a scheduled gift (decision 0061): no session, the link's token is the key. */
@ApiController('gift delivery')
export class GiftDeliveryHttp extends ServicesHttp {
  @Route('GET /api/v1/gift-delivery/{token}', 'public')
  @ApiOperation({ summary: "What a scheduled gift's change link holds: the card, its recipient and time, and whether it was sent. 404 for an unknown or used link; limited per client" })
  @ApiParam({ name: 'token', description: "The token of the buyer's change link" })
  find(@Param('token') token: string, @Req() request: FastifyRequest): Promise<ScheduledGift> {
    return this.services.call(RedemptionRpc.findGiftDelivery, { token, ip: request.ip });
  }

  @Route('PUT /api/v1/gift-delivery/{token}', 'public')
  @ApiOperation({
    summary:
      "Changes a scheduled gift's time (now or earlier: sent at once), zone, recipient or message while it waits; the link then stops working and the buyer is emailed a new one. 409 once sent, 404 for an unknown or used link",
  })
  @ApiParam({ name: 'token', description: "The token of the buyer's change link" })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['deliverAt'],
      properties: {
        deliverAt: { type: 'string', example: '2026-03-09T09:00:00-04:00' },
        deliverTimeZone: { type: 'string', example: 'America/New_York' },
        recipientName: { type: 'string' },
        recipientEmail: { type: 'string' },
        message: { type: 'string', description: "The buyer's message to the recipient; '' removes it" },
      },
    },
  })
  change(@Param('token') token: string, @Body() form: Unchecked<GiftDeliveryChange> | undefined, @Req() request: FastifyRequest): Promise<GiftDeliveryChanged> {
    return this.services.call(RedemptionRpc.changeGiftDelivery, { ...form, token, ip: request.ip });
  }
}
