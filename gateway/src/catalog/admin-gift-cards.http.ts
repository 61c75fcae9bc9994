import { HttpCode, Inject, Param, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { BLOBS, type BlobStore, Kept } from '@gv/platform';
import {
  CatalogRpc,
  GIFT_CARD_TAGS,
  type AdminGiftCardList,
  type AdminPrincipal,
  type GiftCardDeleted,
  type GiftCardSaved,
} from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController } from '../http/api-controller.js';
import { PublicCache, type PublicChange } from '../http/public-cache.interceptor.js';
import { Services } from '../http/rpc.js';
import { BusinessLocations } from '../identity/business-locations.js';
import { readGiftCardForm } from './gift-card-form.js';
import { Route } from '../http/route.js';

/** How old an admin's card list may be: about a second, as the session an admin call carries (decision 0066). */
const ADMIN_LIST_KEEP_MS = 1000;

const formSchema = (imageRequired: boolean) => ({
  schema: {
    type: 'object',
    required: imageRequired
      ? ['giftCardName', 'giftCardTag', 'description', 'discount', 'expirationDate', 'giftCardImg']
      : [],
    properties: {
      giftCardName: { type: 'string', maxLength: 100 },
      giftCardTag: { type: 'string', enum: GIFT_CARD_TAGS.map((tag) => tag.label) },
      description: { type: 'string', maxLength: 2000 },
      amount: { type: 'string', description: 'Dollars, at most 2 decimals, e.g. 50 or 42.50: the value of a fixed card (required for one)' },
      amountMode: { type: 'string', enum: ['fixed', 'custom'], description: "'fixed' (default) or 'custom': the buyer chooses the amount between minAmount and maxAmount" },
      minAmount: { type: 'string', description: 'Whole dollars, $5 to $2,000: the lowest amount a buyer may choose (custom only)' },
      maxAmount: { type: 'string', description: 'Whole dollars, $5 to $2,000, above minAmount: the highest amount a buyer may choose (custom only)' },
      reloadable: { type: 'boolean', description: 'true: holders may top up its cards with paid value (default false)' },
      discount: { type: 'integer', minimum: 0, maximum: 100, description: 'Percent off' },
      expirationDate: { type: 'string', format: 'date', description: 'YYYY-MM-DD, today or later' },
      redemptionWindow: {
        type: 'string',
        description: 'Optional JSON {"days":[1,2,3,4,5],"from":"11:00","to":"14:00","blackoutDates":["2026-12-25"]}: days 0–6 (Sunday 0) or names, in the business\'s time zone; empty: no window',
      },
      locationIds: {
        type: 'string',
        description: "Optional: the open locations (GET /api/v1/admin/locations) it may be spent at, as a JSON array or ids separated by commas; empty: every location. 400 'Unknown location' for any other id",
      },
      homeLocationId: { type: 'string', description: "Optional: the open location its online sales belong to; empty: the business's first location" },
      voucherType: {
        type: 'string',
        enum: ['single-purpose', 'multi-purpose'],
        description: "Its VAT treatment where the EU voucher rules apply (decision 0099); default 'multi-purpose'. Fixed once its cards are sold: 400 otherwise",
      },
      vatRate: { type: 'string', description: 'A single-purpose voucher’s VAT rate in percent, 0 to 30 with up to two decimals, e.g. 20 or 5.5' },
      giftCardImg: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF up to 5 MB (field `image` also accepted)' },
    },
  },
});

/** Gift card management for business admins; every call is scoped to the admin's own business. */
@ApiController('gift cards (admin)', 'cookie')
export class AdminGiftCardsHttp {
  /**
   * The dashboard's count and the gift cards page ask this of every admin of a business at once: answers are kept
   * for ADMIN_LIST_KEEP_MS (refreshed in the second half), and a card write through this gateway drops them (another
   * gateway's shows within that time).
   */
  private readonly lists = new Kept<AdminGiftCardList>({ name: 'admin-card-lists', keepMs: ADMIN_LIST_KEEP_MS, refreshAheadMs: ADMIN_LIST_KEEP_MS / 2, max: 1000 });

  constructor(
    private readonly services: Services,
    @Inject(BLOBS) private readonly blobs: BlobStore,
    private readonly publicCache: PublicCache,
    private readonly locations: BusinessLocations,
  ) {}

  @Route('POST /api/v1/admin/create-giftcard', 'manager')
  @HttpCode(201)
  @ApiOperation({ summary: "Create a gift card in the admin's business (multipart form with the image)" })
  @ApiConsumes('multipart/form-data')
  @ApiBody(formSchema(true))
  async create(@Req() request: FastifyRequest, @CurrentAdmin() admin: AdminPrincipal): Promise<GiftCardSaved> {
    const locations = await this.locations.openOf(admin);
    const { form, imageKey } = await readGiftCardForm(request, this.blobs);
    const saved = await this.services.call(CatalogRpc.create, { businessSlug: admin.businessSlug, adminId: admin.adminId, form, imageKey, locations });
    this.changed({ businessSlug: admin.businessSlug });
    return saved;
  }

  @Route('GET /api/v1/admin/list', 'manager')
  @ApiOperation({
    summary: "The admin's gift cards, newest first, 10 per page; giftCardCount is included when no keyword is given",
  })
  @ApiQuery({ name: 'keyword', required: false, description: 'Searches name, description and tag' })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1' })
  @ApiQuery({ name: 'businessSlug', required: false, description: "Ignored: the admin's own business is used" })
  list(@CurrentAdmin() admin: AdminPrincipal, @Query('keyword') keyword?: unknown, @Query('page') page?: unknown): Promise<AdminGiftCardList> {
    const request = {
      businessSlug: admin.businessSlug,
      keyword: typeof keyword === 'string' ? keyword : undefined,
      page: typeof page === 'string' ? page : undefined,
    };
    return this.lists.get(JSON.stringify(request), () => this.services.call(CatalogRpc.adminList, request));
  }

  @Route('PUT /api/v1/admin/update/{id}', 'manager')
  @ApiOperation({ summary: 'Edit a gift card; fields left out keep their value, the image is optional' })
  @ApiParam({ name: 'id', description: 'Gift card id' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(formSchema(false))
  async update(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentAdmin() admin: AdminPrincipal): Promise<GiftCardSaved> {
    const locations = await this.locations.openOf(admin);
    const { form, imageKey } = await readGiftCardForm(request, this.blobs);
    const saved = await this.services.call(CatalogRpc.update, { businessSlug: admin.businessSlug, adminId: admin.adminId, id, form, imageKey, locations });
    this.changed({ businessSlug: admin.businessSlug, cardId: id });
    return saved;
  }

  @Route('DELETE /api/v1/admin/remove/{id}', 'manager')
  @ApiOperation({ summary: 'Delete a gift card: it leaves the lists; purchases and redemptions of it keep working' })
  @ApiParam({ name: 'id', description: 'Gift card id' })
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<GiftCardDeleted> {
    const deleted = await this.services.call(CatalogRpc.remove, { businessSlug: admin.businessSlug, adminId: admin.adminId, id });
    this.changed({ businessSlug: admin.businessSlug, cardId: id });
    return deleted;
  }

  /** After a card write: the public pages and the admins' lists show it at once. */
  private changed(change: PublicChange): void {
    this.publicCache.invalidate(change);
    this.lists.forget();
  }
}

