import { Body, HttpCode, Param, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RedemptionRpc, type Acknowledged } from '@gv/proto';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

/** A holder asking for their card's email again: it only ever goes to the address recorded for the card. */
@ApiController('holder')
export class HolderEmailsHttp extends ServicesHttp {
  @Route('POST /api/v1/cards/{code}/resend', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: "The holder page's 'Email me this card again': to the holder's recorded address only; limited per card and client (429)" })
  @ApiParam({ name: 'code', description: 'The card code' })
  resend(@Param('code') code: string, @Req() request: FastifyRequest): Promise<Acknowledged> {
    return this.services.call(RedemptionRpc.resendToHolder, { code, ip: request.ip });
  }

  @Route('POST /api/v1/public/lost-cards', 'public')
  @HttpCode(200)
  @ApiOperation({
    summary: "\"Lost your card?\" on a business's page: every card of the business held under the address is emailed to it. The same answer whether or not any is; limited per address and client",
  })
  @ApiBody({ schema: { type: 'object', required: ['email', 'businessSlug'], properties: { email: { type: 'string' }, businessSlug: { type: 'string' } } } })
  lostCards(@Body() form: { email?: string; businessSlug?: string } | undefined, @Req() request: FastifyRequest): Promise<Acknowledged> {
    return this.services.call(RedemptionRpc.lostCards, { email: form?.email, businessSlug: form?.businessSlug, ip: request.ip });
  }
}
