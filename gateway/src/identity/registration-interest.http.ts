import { Body, HttpCode, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdentityRpc, type RegistrationInterestInput } from '@gv/proto';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

@ApiController('registration')
export class RegistrationInterestHttp extends ServicesHttp {
  @Route('POST /api/v1/admin/registration-interest', 'public')
  @HttpCode(201)
  @ApiOperation({ summary: 'Landing page registration-interest form; stored as a pending registration request' })
  submit(@Body() body: RegistrationInterestInput, @Req() request: FastifyRequest) {
    return this.services.call(IdentityRpc.submitRegistrationInterest, { ...body, ip: request.ip });
  }
}
