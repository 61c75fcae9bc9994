import { Body, HttpCode, Param, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { AnalyticsRpc, IdentityRpc, TeamRpc, type Acknowledged, type BusinessAccount, type BusinessDetail, type TeamDirectoryPage, type BusinessStatusForm, type Unchecked } from '@gv/proto';
import { ApiKeyCache } from '../auth/api-key-cache.js';
import { SessionCache } from '../auth/session-cache.js';
import { type SuperAdminRequest } from '../auth/super-admin.guard.js';
import { ApiController } from '../http/api-controller.js';
import { PublicCache } from '../http/public-cache.interceptor.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

const SLUG = { name: 'businessSlug', description: "The business's slug (its storefront's address)" };

/** The super admin runs the platform's businesses: the list, a business's detail, and suspending or reinstating one. */
@ApiController('super admin', 'bearer')
export class SuperAdminBusinessesHttp {
  constructor(private readonly services: Services, private readonly publicCache: PublicCache, private readonly sessions: SessionCache, private readonly apiKeys: ApiKeyCache) {}

  @Route('GET /api/superadmin/businesses', 'super-admin')
  @ApiOperation({
    summary:
      "Every business by slug, 20 a page, with its status and live figures (cards sold, gross sales, outstanding balance in dollars; the latest sale or redemption, ISO or null); test activity never counts. Pass nextCursor as cursor for the next page",
  })
  @ApiQuery({ name: 'search', required: false, description: 'Part of a name or slug, any case' })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the page before' })
  async businesses(@Query('search') search?: unknown, @Query('cursor') cursor?: unknown): Promise<TeamDirectoryPage> {
    const page = await this.services.call(AnalyticsRpc.businessDirectory, { search, cursor });
    const { sizes } = await this.services.call(TeamRpc.teamSizes, { businessSlugs: page.businesses.map((business) => business.businessSlug) });
    return { ...page, businesses: page.businesses.map((business) => ({ ...business, ...(sizes[business.businessSlug] ?? { staffCount: 0, locationCount: 0 }) })) };
  }

  @Route('GET /api/superadmin/businesses/{businessSlug}', 'super-admin')
  @ApiOperation({
    summary:
      "A business's figures (the list's and its refunded total), profile (contact email, address, time zone, live or test), admins, and status with the notes, time and super admin of its last change; 404 for an unknown slug",
  })
  @ApiParam(SLUG)
  async business(@Param('businessSlug') businessSlug: string, @Req() request: SuperAdminRequest): Promise<BusinessDetail> {
    return this.withFigures(await this.services.call(IdentityRpc.businessAccount, { superAdmin: request.superAdmin!, businessSlug }));
  }

  @Route('PUT /api/superadmin/businesses/{businessSlug}/status', 'super-admin')
  @ApiOperation({
    summary:
      "Suspend ('suspended', notes required) or reinstate ('active') a business; answers its updated detail. Suspended: its pages say it is not selling, checkouts are refused (409) and its admins' sessions end; its cards stay redeemable unless allowRedemptions is false, which pauses them (409 at the counter) until it is reinstated. 400 for another status, 404 for an unknown slug",
  })
  @ApiParam(SLUG)
  async setStatus(@Param('businessSlug') businessSlug: string, @Body() body: Unchecked<BusinessStatusForm> | undefined, @Req() request: SuperAdminRequest): Promise<BusinessDetail> {
    const account = await this.services.call(IdentityRpc.setBusinessStatus, {
      superAdmin: request.superAdmin!,
      businessSlug,
      status: body?.status,
      notes: body?.notes,
      allowRedemptions: body?.allowRedemptions,
    });
    // A suspension signs its admins out here at once, and its API keys move no money; its storefront, card list and the list of every business show the change at once.
    this.sessions.forgetAll();
    this.apiKeys.forgetAll();
    this.publicCache.invalidate({ businessSlug: account.businessSlug });
    return this.withFigures(account);
  }

  @Route('POST /api/superadmin/businesses/{businessSlug}/staff/{id}/end-sessions', 'super-admin')
  @HttpCode(200)
  @ApiOperation({ summary: "End every session of one person of the business's team (their next call answers 401); 404 for an unknown business or person" })
  @ApiParam(SLUG)
  async endStaffSessions(@Param('businessSlug') businessSlug: string, @Param('id') staffId: string, @Req() request: SuperAdminRequest): Promise<Acknowledged> {
    const done = await this.services.call(TeamRpc.endStaffSessions, { superAdmin: request.superAdmin!, businessSlug, staffId });
    this.sessions.forgetAll();
    return done;
  }

  private async withFigures(account: BusinessAccount): Promise<BusinessDetail> {
    return { ...account, ...(await this.services.call(AnalyticsRpc.businessFigures, { businessSlug: account.businessSlug })) };
  }
}
