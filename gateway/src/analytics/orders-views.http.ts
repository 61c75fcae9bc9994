import { applyDecorators, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import {
  AnalyticsRpc,
  BUYER_CARD_STATUSES,
  giftCardCodeFromScan,
  ORDER_TYPES,
  RedemptionRpc,
  type AdminPrincipal,
  type BuyerPage,
  type BuyerRecord,
  type BuyerRecordPage,
  type BuyersRequest,
  type GiftCardBuyerRecordPage,
  type GiftCardOrderList,
} from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { BusinessLocations } from '../identity/business-locations.js';
import { ApiController } from '../http/api-controller.js';
import { Services } from '../http/rpc.js';
import { reportScope, TEST_DATA_QUERY } from './dashboard.http.js';
import { toBuyerRecord } from './buyer-record.js';
import { Route } from '../http/route.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const LOCATION_QUERY = { name: 'locationId', required: false, description: 'Only cards sold at this location (decision 0078); 400 for one not of the business' };

/** A buyers list's query as it came; analytics checks the filters (400 for a value they do not know). */
type BuyersQuery = Partial<Record<'search' | 'page' | 'testData' | 'locationId' | 'status' | 'type' | 'from' | 'to', unknown>>;

const DAY = 'YYYY-MM-DD, a day in the business’s time zone (included), of the sale; 400 for one that is not a day, or `from` after `to`';

/** The query of a buyers list: the search, page, location and the orders table's filters. */
const BuyersQueries = () =>
  // Last first, as stacked decorators apply.
  applyDecorators(
    ApiQuery({ name: 'to', required: false, description: DAY }),
    ApiQuery({ name: 'from', required: false, description: DAY }),
    ApiQuery({ name: 'type', required: false, enum: ORDER_TYPES, description: 'How the card came to be; reload: topped up since it was bought. 400 for another value' }),
    ApiQuery({ name: 'status', required: false, enum: BUYER_CARD_STATUSES, description: "The card's state; 400 for another value" }),
    ApiQuery(LOCATION_QUERY),
    ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1' }),
    ApiQuery({
      name: 'search',
      required: false,
      description: "Part of a buyer's or recipient's name or email or of a corporate card's company; the start of an order number ('#' or not, 6 characters at least); or a card's whole code",
    }),
  );

/**
 * The orders page (spec §2 Orders): the business's gift cards with their buyer counts, and its buyers 10 a page.
 * Buyers come from the analytics projection; their codes, which never travel in events, from redemption.
 */
@ApiQuery({ name: 'businessSlug', required: false, description: "Ignored: the admin's own business is used" })
@ApiQuery(TEST_DATA_QUERY)
@ApiController('orders (admin)', 'cookie')
export class OrdersViewsHttp {
  constructor(private readonly services: Services, private readonly locations: BusinessLocations) {}

  @Route('GET /api/v1/admin/giftcards', 'manager')
  @ApiOperation({ summary: "The business's gift cards, newest first, each with its number of buyers (id, name, tag, description, image, totalBuyers)" })
  @ApiQuery({ name: 'search', required: false, description: 'Part of the name, tag or description' })
  giftCards(@CurrentAdmin() admin: AdminPrincipal, @Query('search') search?: unknown, @Query('testData') testData?: unknown): Promise<GiftCardOrderList> {
    return this.services.call(AnalyticsRpc.giftCardOrders, { ...reportScope(admin, testData), search: text(search) });
  }

  @Route('GET /api/v1/admin/giftcards/{id}/buyers', 'manager')
  @ApiOperation({ summary: "One gift card's buyers, newest first, 10 a page; another business's card is 404 'Gift card not found.'" })
  @ApiParam({ name: 'id', description: 'Gift card id' })
  @BuyersQueries()
  async giftCardBuyers(@CurrentAdmin() admin: AdminPrincipal, @Param('id') giftCardId: string, @Query() query: BuyersQuery): Promise<GiftCardBuyerRecordPage> {
    const found = await this.services.call(AnalyticsRpc.giftCardBuyers, { giftCardId, ...(await this.buyersAsked(admin, query)) });
    return { ...found, buyers: await this.withCodes(admin.businessSlug, found) };
  }

  @Route('GET /api/v1/admin/buyers', 'manager')
  @ApiOperation({
    summary:
      "The orders table: the business's sold cards, newest first, 10 a page, with the buyer, the card's status, balance and redemption history (reversed redemptions marked), searched and filtered",
  })
  @BuyersQueries()
  async buyers(@CurrentAdmin() admin: AdminPrincipal, @Query() query: BuyersQuery): Promise<BuyerRecordPage> {
    const found = await this.services.call(AnalyticsRpc.buyers, await this.buyersAsked(admin, query));
    return { ...found, buyers: await this.withCodes(admin.businessSlug, found) };
  }

  private async withCodes(businessSlug: string, page: BuyerPage): Promise<BuyerRecord[]> {
    if (page.buyers.length === 0) return [];
    const { codes } = await this.services.call(RedemptionRpc.cardCodes, { businessSlug, cardIds: page.buyers.map((buyer) => buyer.cardId) });
    return page.buyers.map((buyer) => toBuyerRecord(buyer, codes[buyer.cardId] ?? '', page.currency));
  }

  /** Which of the business's buyers a list asks for: the query's search (and the card whose code it is), page, test data, location and filters. */
  private async buyersAsked(admin: AdminPrincipal, query: BuyersQuery): Promise<BuyersRequest> {
    const search = text(query.search);
    const [soldAt, codeCardId] = await Promise.all([this.locations.at(admin, query.locationId), this.cardWithCode(admin.businessSlug, search)]);
    const { status, type, from, to } = query;
    return {
      ...reportScope(admin, query.testData),
      search,
      page: text(query.page),
      soldAt,
      ...(codeCardId ? { codeCardId } : {}),
      filters: { status, type, from, to },
    };
  }

  /** The business's card whose code the search is, if it is one (codes are only in redemption). */
  private async cardWithCode(businessSlug: string, search: string | undefined): Promise<string | undefined> {
    if (!search || !giftCardCodeFromScan(search)) return undefined;
    const { codes } = await this.services.call(RedemptionRpc.cardCodes, { businessSlug, cardIds: [], code: search });
    return Object.keys(codes)[0];
  }
}
