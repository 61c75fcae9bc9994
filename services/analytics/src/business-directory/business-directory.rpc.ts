import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import {
  AnalyticsRpc,
  BUSINESS_DIRECTORY_PAGE_SIZE,
  centsToDollars,
  type BusinessDetailFigures,
  type BusinessDirectoryPage,
  type BusinessDirectoryRequest,
  type BusinessFigures,
  type BusinessFiguresRequest,
  type BusinessStatus,
} from '@gv/proto';
import { businessDirectoryPage, businessFigures, type BusinessFiguresRow } from '../db/business-repository.js';

/** A cursor or search longer than any slug or name finds nothing more. */
const MAX_QUERY = 200;

const queryText = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase().slice(0, MAX_QUERY) : '');

const figuresOf = (row: BusinessFiguresRow): BusinessFigures => ({
  cardsSold: Number(row.cardsSold),
  grossSales: centsToDollars(Number(row.grossCents)),
  faceValueSold: centsToDollars(Number(row.faceValueCents)),
  outstanding: centsToDollars(Number(row.outstandingCents)),
  lastActivity: row.lastActivity,
});

/** The super admin's directory of businesses, from the projections (test activity never counts). */
@Controller()
export class BusinessDirectoryRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** GET /api/superadmin/businesses: 20 a page in slug order (keyset: the last slug), searched by a part of the name or slug. */
  @RpcHandler(AnalyticsRpc.businessDirectory)
  async page(request: BusinessDirectoryRequest): Promise<BusinessDirectoryPage> {
    const rows = await businessDirectoryPage(this.db, queryText(request.cursor), queryText(request.search), BUSINESS_DIRECTORY_PAGE_SIZE + 1);
    const page = rows.slice(0, BUSINESS_DIRECTORY_PAGE_SIZE);
    return {
      businesses: page.map((row) => ({ businessSlug: row.businessSlug, restaurantName: row.name, status: row.status as BusinessStatus, ...figuresOf(row) })),
      nextCursor: rows.length > BUSINESS_DIRECTORY_PAGE_SIZE ? page.at(-1)!.businessSlug : null,
    };
  }

  /** A business's detail figures: the list's and its refunded total. */
  @RpcHandler(AnalyticsRpc.businessFigures)
  async figures(request: BusinessFiguresRequest): Promise<BusinessDetailFigures> {
    const row = await businessFigures(this.db, String(request.businessSlug));
    return { ...figuresOf(row), refunded: centsToDollars(Number(row.refundedCents)) };
  }
}
