import { Body, Controller, HttpCode, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdentityRpc, type RegistrationInterestInput } from '@gv/proto';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

@ApiTags('registration')
@Controller()
export class RegistrationInterestHttp {
  constructor(private readonly services: Services) {}

  @Route('POST /api/v1/admin/registration-interest', 'public')
  @HttpCode(201)
  @ApiOperation({ summary: 'Landing page registration-interest form; stored as a pending registration request' })
  submit(@Body() body: RegistrationInterestInput, @Req() request: FastifyRequest) {
    return this.services.call(IdentityRpc.submitRegistrationInterest, { ...body, ip: request.ip });
  }
}
