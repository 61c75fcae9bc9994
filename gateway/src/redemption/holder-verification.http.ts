import { Body, HttpCode, Param, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RedemptionRpc, type Acknowledged } from '@gv/proto';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

const confirmationCode = { type: 'string', pattern: '^\\d{6}$', description: 'The code emailed to the holder for this change' };

/**
 * The holder page's set-up of how the counter confirms the holder (decision 0073): a phone for codes by text, or a PIN.
 * Each change needs a code emailed to the holder recorded at purchase: the card's code alone changes nothing.
 */
@ApiController('holder')
export class HolderVerificationHttp extends ServicesHttp {
  @Route('POST /api/v1/cards/{code}/holder-code', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: "Email the card's holder (the recipient of a gift, else the buyer) a 6-digit code that allows adding a phone (change 'phone') or setting a PIN ('pin'); 10 minutes, single use; 5 an hour per card (429)" })
  @ApiParam({ name: 'code', description: 'The card code' })
  @ApiBody({ schema: { type: 'object', required: ['change'], properties: { change: { type: 'string', enum: ['phone', 'pin'] } } } })
  sendCode(@Param('code') code: string, @Body() form: { change?: string } | undefined, @Req() request: FastifyRequest): Promise<Acknowledged> {
    return this.services.call(RedemptionRpc.sendHolderCode, { code, change: form?.change, ip: request.ip });
  }

  @Route('PUT /api/v1/cards/{code}/phone', 'public')
  @ApiOperation({ summary: 'With the emailed code: the phone the counter may text one-time codes to (a US number, or + and the country code)' })
  @ApiParam({ name: 'code', description: 'The card code' })
  @ApiBody({ schema: { type: 'object', required: ['phone', 'confirmationCode'], properties: { phone: { type: 'string' }, confirmationCode } } })
  setPhone(@Param('code') code: string, @Body() form: { phone?: string; confirmationCode?: string } | undefined, @Req() request: FastifyRequest): Promise<Acknowledged> {
    return this.services.call(RedemptionRpc.setHolderPhone, { code, phone: form?.phone, confirmationCode: form?.confirmationCode, ip: request.ip });
  }

  @Route('PUT /api/v1/cards/{code}/pin', 'public')
  @ApiOperation({ summary: 'With the emailed code: a PIN of 4 to 6 digits the holder gives at the counter instead of a code (kept as an argon2id hash only)' })
  @ApiParam({ name: 'code', description: 'The card code' })
  @ApiBody({ schema: { type: 'object', required: ['pin', 'confirmationCode'], properties: { pin: { type: 'string', pattern: '^\\d{4,6}$' }, confirmationCode } } })
  setPin(@Param('code') code: string, @Body() form: { pin?: string; confirmationCode?: string } | undefined, @Req() request: FastifyRequest): Promise<Acknowledged> {
    return this.services.call(RedemptionRpc.setHolderPin, { code, pin: form?.pin, confirmationCode: form?.confirmationCode, ip: request.ip });
  }
}
