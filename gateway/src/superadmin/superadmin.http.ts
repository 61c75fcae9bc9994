import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, type PlatformConfig } from '@gv/platform';
import { Rpc, type RegistrationStatusForm, type SuperAdminStatsAnswer, type Unchecked } from '@gv/proto';
import { assertCsrfToken, clearSuperAdminCookie, setSuperAdminCookie, SUPER_ADMIN_COOKIE } from '../auth/session-cookies.js';
import { bearerToken, SuperAdminGuard, type SuperAdminRequest } from '../auth/super-admin.guard.js';
import { Services } from '../http/rpc.js';

@ApiTags('super admin')
@Controller('api/superadmin')
export class SuperAdminHttp {
  constructor(
    private readonly services: Services,
    @Inject(CONFIG) private readonly config: PlatformConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Super admin sign-in: the session goes into an HttpOnly cookie (ends after 12 hours or at logout); the answered token is the bearer that must accompany it',
  })
  async login(@Body() body: { email?: string; password?: string }, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.services.call(Rpc.identity.superAdminSignIn, { email: body?.email, password: body?.password, ip: request.ip });
    return { ...result, token: setSuperAdminCookie(reply, this.config, result.token) };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End the super admin session on the server and delete its cookie' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const session = request.cookies?.[SUPER_ADMIN_COOKIE];
    if (session) {
      assertCsrfToken(session, bearerToken(request));
      await this.services.call(Rpc.identity.superAdminSignOut, { token: session });
    }
    clearSuperAdminCookie(reply);
    return { success: true, message: 'Signed out' };
  }

  @Get('registration-requests')
  @UseGuards(SuperAdminGuard)
  @ApiBearerAuth()
  requests() {
    return this.services.call(Rpc.identity.listRegistrationRequests);
  }

  @Get('stats')
  @UseGuards(SuperAdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Registration request counts from the analytics projection' })
  async stats(): Promise<SuperAdminStatsAnswer> {
    const stats = await this.services.call(Rpc.analytics.superAdminStats);
    return { success: true, stats };
  }

  @Post('business-admin')
  @UseGuards(SuperAdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Create a business and its admin; without a password the admin is emailed a set-password link' })
  createAdmin(@Body() body: Record<string, string | undefined>, @Req() request: SuperAdminRequest) {
    const { name, email, restaurantName, phone, businessSlug, password } = body ?? {};
    return this.services.call(Rpc.identity.createBusinessAdmin, { superAdmin: request.superAdmin!, name, email, restaurantName, phone, businessSlug, password });
  }

  @Put('registration-requests/:id/status')
  @UseGuards(SuperAdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Set a request to pending, approved or rejected with notes; approving provisions the business' })
  updateStatus(@Param('id') id: string, @Body() body: Unchecked<RegistrationStatusForm>, @Req() request: SuperAdminRequest) {
    return this.services.call(Rpc.identity.updateRegistrationStatus, { superAdmin: request.superAdmin!, id, status: body?.status, notes: body?.notes });
  }
}
