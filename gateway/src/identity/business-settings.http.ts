import { Body, HttpCode, Inject, Param, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BLOBS, CONFIG, DomainError, type BlobStore, type PlatformConfig } from '@gv/platform';
import { REQUEST_MESSAGES, IdentityRpc, type Acknowledged, type AdminPrincipal, type LogoUploaded, type SettingsSaved } from '@gv/proto';
import { FrozenWhileSuspended } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController } from '../http/api-controller.js';
import { PublicCache, PublicCacheInterceptor } from '../http/public-cache.interceptor.js';
import { publicBaseUrl } from '../http/public-url.js';
import { Services } from '../http/rpc.js';
import { readMultipart, stageUpload } from '../http/uploads.js';
import { Route } from '../http/route.js';

@ApiController('business settings')
export class BusinessSettingsHttp {
  constructor(
    private readonly services: Services,
    @Inject(BLOBS) private readonly blobs: BlobStore,
    @Inject(CONFIG) private readonly config: PlatformConfig,
    private readonly publicCache: PublicCache,
  ) {}

  @Route('PUT /api/v1/admin/settings', 'owner')
  @ApiOperation({
    summary:
      'Business name, Square payment settings (once Square confirms them, the location\'s currency becomes the business\'s; refused when it differs after a live card was sold), time zone (optional IANA name such as America/New_York; left out, it stays as it is) contactEmail (optional: where replies to the business\'s emails go; empty: the admin\'s email) jurisdiction (optional: the gift card law new cards are sold under, one of US, US-CA, GB, IE, CA-ON, CA-QC, FR, ES, AU, JP or OTHER; cards keep the law they were sold under), locale (optional: the business\'s default language, en, es or fr: its admin app, public pages and emails), squareGiftCardSync (optional, owner only: cards issued from now on also work at the business\'s Square Point of Sale; only while live with verified credentials) and embedOrigins (optional, JSON only: at most 20 website origins such as https://shop.example.com that may frame the checkout of the "Buy a gift card" button; http://localhost only in test mode), as JSON or multipart fields; businessSlug in the body is ignored (read-only)',
  })
  async update(@CurrentAdmin() admin: AdminPrincipal, @Body() body: Record<string, string | undefined> | undefined, @Req() request: FastifyRequest): Promise<SettingsSaved> {
    // The spec lists this call's fields without saying how they are sent: a form's fields count as the JSON's would.
    const fields = request.isMultipart() ? (await readMultipart(request)).fields : (body ?? {});
    const { restaurantName, squareApplicationId, squareLocationId, squareAccessToken, squareWebhookSignatureKey, timeZone, contactEmail, jurisdiction, locale } = fields;
    const saved = await this.services.call(IdentityRpc.updateSettings, {
      admin,
      restaurantName,
      squareApplicationId,
      squareLocationId,
      squareAccessToken,
      squareWebhookSignatureKey,
      timeZone,
      contactEmail,
      jurisdiction,
      locale,
      squareGiftCardSync: asSwitch(fields.squareGiftCardSync),
      embedOrigins: (fields as { embedOrigins?: string[] }).embedOrigins,
    });
    this.publicCache.invalidate({ businessSlug: admin.businessSlug });
    return saved;
  }

  @Route('POST /api/v1/admin/go-live', 'owner')
  @HttpCode(200)
  @FrozenWhileSuspended()
  @ApiOperation({ summary: 'Switch to live: new purchases are real Square payments and real cards; needs Square credentials Square confirmed (else 409)' })
  async goLive(@CurrentAdmin() admin: AdminPrincipal): Promise<SettingsSaved> {
    return this.switchMode(admin, true);
  }

  @Route('POST /api/v1/admin/go-test', 'owner')
  @HttpCode(200)
  @FrozenWhileSuspended()
  @ApiOperation({ summary: 'Back to test mode: new purchases are test payments and test cards with no value; cards sold while live keep their value' })
  async goTest(@CurrentAdmin() admin: AdminPrincipal): Promise<SettingsSaved> {
    return this.switchMode(admin, false);
  }

  @Route('DELETE /api/v1/admin/test-data', 'owner')
  @ApiOperation({ summary: "Delete the business's test activity (test sales, test cards' buyers and redemptions) from its figures and orders views; idempotent" })
  deleteTestData(@CurrentAdmin() admin: AdminPrincipal): Promise<Acknowledged> {
    return this.services.call(IdentityRpc.deleteTestData, { admin });
  }

  private async switchMode(admin: AdminPrincipal, live: boolean): Promise<SettingsSaved> {
    const switched = await this.services.call(IdentityRpc.switchMode, { admin, live });
    // The storefront's test-mode banner comes from the public business answer.
    this.publicCache.invalidate({ businessSlug: admin.businessSlug });
    return switched;
  }

  @Route('POST /api/v1/admin/settings/logo', 'owner')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Upload the business logo (multipart field "logo"); answers logoUrl' })
  async uploadLogo(@CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest): Promise<LogoUploaded> {
    const { file } = await readMultipart(request);
    if (!file) throw new DomainError('LOGO.MISSING', REQUEST_MESSAGES.chooseImage, { logo: REQUEST_MESSAGES.chooseImage });
    const uploadKey = await stageUpload(this.blobs, file);
    const uploaded = await this.services.call(IdentityRpc.uploadLogo, { admin, uploadKey });
    this.publicCache.invalidate({ businessSlug: admin.businessSlug });
    return uploaded;
  }

  @Route('GET /api/v1/admin/settings/qr-poster', 'manager')
  @ApiOperation({ summary: "'Print Your Digital Ad': 1200x1600 SVG with a QR code to the business page" })
  async qrPoster(@CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const { svg } = await this.services.call(IdentityRpc.qrPoster, { admin, publicBaseUrl: publicBaseUrl(this.config, request) });
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
  }

  @Route('GET /api/v1/admin/business/{businessSlug}', 'public')
  @UseInterceptors(PublicCacheInterceptor)
  @ApiOperation({ summary: 'Public business header: name, logoUrl, address {street, city, state}, testMode (true until the business is live)' })
  business(@Param('businessSlug') businessSlug: string) {
    return this.services.call(IdentityRpc.publicBusiness, { businessSlug });
  }
}

/** A switch as JSON sends it (true/false) or as a form field ('true'/'false'); anything else goes on for the service to refuse. */
function asSwitch(value: unknown): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : (value as boolean | undefined);
}
