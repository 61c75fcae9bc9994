import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AnalyticsRpc, centsToDollars, Rpc, type Acknowledged, type RegistrationStatusForm, type SuperAdminStatsAnswer, type Unchecked } from '@gv/proto';
import { bearerToken, SuperAdminGuard, type SuperAdminRequest } from '../auth/super-admin.guard.js';
import { Services } from '../http/rpc.js';

@ApiTags('super admin')
@Controller('api/superadmin')
export class SuperAdminHttp {
  constructor(private readonly services: Services) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Super admin sign-in; answers the bearer token of a session that ends after 12 hours or at logout' })
  login(@Body() body: { email?: string; password?: string }, @Req() request: FastifyRequest) {
    return this.services.call(Rpc.identity.superAdminSignIn, { email: body?.email, password: body?.password, ip: request.ip });
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End the session of the bearer token on the server at once' })
  async logout(@Req() request: FastifyRequest): Promise<Acknowledged> {
    const token = bearerToken(request);
    if (token) await this.services.call(Rpc.identity.superAdminSignOut, { token });
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
  @ApiOperation({ summary: 'Registration request counts, and the platform: businesses, cards sold, revenue and the value still on issued cards (dollars); from the analytics projections' })
  async stats(): Promise<SuperAdminStatsAnswer> {
    const [stats, totals] = await Promise.all([this.services.call(Rpc.analytics.superAdminStats), this.services.call(AnalyticsRpc.platformTotals)]);
    const platform = {
      businesses: totals.businesses,
      cardsSold: totals.cardsSold,
      totalRevenue: centsToDollars(totals.revenueCents),
      outstandingBalance: centsToDollars(totals.outstandingCents),
    };
    return { success: true, stats, platform };
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
