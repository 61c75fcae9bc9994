import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdentityRpc, type RegistrationInterestInput } from '@gv/proto';
import { Services } from '../http/rpc.js';

@ApiTags('registration')
@Controller('api/v1/admin')
export class RegistrationInterestHttp {
  constructor(private readonly services: Services) {}

  @Post('registration-interest')
  @HttpCode(201)
  @ApiOperation({ summary: 'Landing page registration-interest form; stored as a pending registration request' })
  submit(@Body() body: RegistrationInterestInput, @Req() request: FastifyRequest) {
    return this.services.call(IdentityRpc.submitRegistrationInterest, { ...body, ip: request.ip });
  }
}
