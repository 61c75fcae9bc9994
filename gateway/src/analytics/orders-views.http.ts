import { Controller, Param, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AnalyticsRpc,
  RedemptionRpc,
  type AdminPrincipal,
  type BuyerPage,
  type BuyerRecord,
  type BuyerRecordPage,
  type BuyersRequest,
  type GiftCardBuyerRecordPage,
  type GiftCardOrderList,
  wantsTestData,
} from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { BusinessLocations } from '../identity/business-locations.js';
import { Services } from '../http/rpc.js';
import { TEST_DATA_QUERY } from './dashboard.http.js';
import { toBuyerRecord } from './buyer-record.js';
import { Route } from '../http/route.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const LOCATION_QUERY = { name: 'locationId', required: false, description: 'Only cards sold at this location (decision 0078); 400 for one not of the business' };

/**
 * The orders page (spec §2 Orders): the business's gift cards with their buyer counts, and its buyers 10 a page.
 * Buyers come from the analytics projection; their codes, which never travel in events, from redemption.
 */
@ApiTags('orders (admin)')
@ApiCookieAuth()
@ApiQuery({ name: 'businessSlug', required: false, description: "Ignored: the admin's own business is used" })
@ApiQuery(TEST_DATA_QUERY)
@Controller()
export class OrdersViewsHttp {
  constructor(
    private readonly services: Services,
    private readonly locations: BusinessLocations,
  ) {}

  @Route('GET /api/v1/admin/giftcards', 'manager')
  @ApiOperation({ summary: "The business's gift cards, newest first, each with its number of buyers (id, name, tag, description, image, totalBuyers)" })
  @ApiQuery({ name: 'search', required: false, description: 'Part of the name, tag or description' })
  giftCards(@CurrentAdmin() admin: AdminPrincipal, @Query('search') search?: unknown, @Query('testData') testData?: unknown): Promise<GiftCardOrderList> {
    return this.services.call(AnalyticsRpc.giftCardOrders, { businessSlug: admin.businessSlug, search: text(search), testData: wantsTestData(testData) });
  }

  @Route('GET /api/v1/admin/giftcards/{id}/buyers', 'manager')
  @ApiOperation({ summary: "One gift card's buyers, newest first, 10 a page; another business's card is 404 'Gift card not found.'" })
  @ApiParam({ name: 'id', description: 'Gift card id' })
  @ApiQuery({ name: 'search', required: false, description: "Part of a buyer's or recipient's name or email" })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1' })
  @ApiQuery(LOCATION_QUERY)
  async giftCardBuyers(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id') giftCardId: string,
    @Query('search') search?: unknown,
    @Query('page') page?: unknown,
    @Query('testData') testData?: unknown,
    @Query('locationId') locationId?: unknown,
  ): Promise<GiftCardBuyerRecordPage> {
    const found = await this.services.call(AnalyticsRpc.giftCardBuyers, { giftCardId, ...(await this.buyersAsked(admin, search, page, testData, locationId)) });
    return { ...found, buyers: await this.withCodes(admin.businessSlug, found) };
  }

  @Route('GET /api/v1/admin/buyers', 'manager')
  @ApiOperation({ summary: "The business's buyers (customer view), newest first, 10 a page, with the card's status, balance and redemption history (reversed redemptions marked)" })
  @ApiQuery({ name: 'search', required: false, description: "Part of a buyer's or recipient's name or email" })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1' })
  @ApiQuery(LOCATION_QUERY)
  async buyers(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query('search') search?: unknown,
    @Query('page') page?: unknown,
    @Query('testData') testData?: unknown,
    @Query('locationId') locationId?: unknown,
  ): Promise<BuyerRecordPage> {
    const found = await this.services.call(AnalyticsRpc.buyers, await this.buyersAsked(admin, search, page, testData, locationId));
    return { ...found, buyers: await this.withCodes(admin.businessSlug, found) };
  }

  private async withCodes(businessSlug: string, page: BuyerPage): Promise<BuyerRecord[]> {
    if (page.buyers.length === 0) return [];
    const { codes } = await this.services.call(RedemptionRpc.cardCodes, { businessSlug, cardIds: page.buyers.map((buyer) => buyer.cardId) });
    return page.buyers.map((buyer) => toBuyerRecord(buyer, codes[buyer.cardId] ?? ''));
  }

  /** Which of the business's buyers a list asks for: the query's search, page, test data and location. */
  private async buyersAsked(admin: AdminPrincipal, search: unknown, page: unknown, testData: unknown, locationId: unknown): Promise<BuyersRequest> {
    return { businessSlug: admin.businessSlug, search: text(search), page: text(page), testData: wantsTestData(testData), soldAt: await this.locations.at(admin, locationId) };
  }
}
