import { Readable } from 'node:stream';
import { applyDecorators, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import {
  AnalyticsRpc,
  EXPORT_KINDS,
  type AdminPrincipal,
  type ReportRangeRequest,
  type LiabilityReport,
  type LocationReport,
  type SalesActivity,
} from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController } from '../http/api-controller.js';
import { csvOfPages } from '../http/csv.js';
import { sendDownload } from '../http/download.js';
import { BusinessLocations } from '../identity/business-locations.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';
import { reportScope, TEST_DATA_QUERY } from './dashboard.http.js';

const DAY = { required: true, description: 'YYYY-MM-DD, a day in the business’s time zone (included)' } as const;

/** The days a report covers, `from` to `to`, and whether it shows test activity. */
const ReportRange = () =>
  // Last first, as stacked decorators apply: the document lists from, to, testData.
  applyDecorators(ApiQuery(TEST_DATA_QUERY), ApiQuery({ name: 'to', ...DAY }), ApiQuery({ name: 'from', ...DAY }));

const AT_LOCATION = {
  name: 'locationId',
  required: false,
  description:
    'Narrows to one location (decision 0078): the books, orders and ledger of the cards sold there; activity counts sales and refunds where the card was sold, redemptions and cash-outs at their counter. 400 for one not of the business',
} as const;

/** A report's query as it came: the days, the test data switch, the location, the activity's interval (each checked by analytics or here). */
type ReportQuery = Partial<Record<'from' | 'to' | 'testData' | 'locationId' | 'interval', unknown>>;

/** The business's books (reports), from the analytics projections, in dollars; the business is the admin's own. */
@ApiController('reports (admin)', 'cookie')
export class ReportsHttp {
  constructor(private readonly services: Services, private readonly places: BusinessLocations) {}

  @Route('GET /api/v1/admin/reports/liability', 'manager')
  @ApiOperation({
    summary:
      'What the business owes on its cards at the end of `to` (paid and bonus value, by card type), and the movement over the range: closing = opening + sold + credited (balances adjusted up) − redeemed − refunded − expired; value on expired cards is breakage, apart',
  })
  @ReportRange()
  @ApiQuery(AT_LOCATION)
  async liability(@CurrentAdmin() admin: AdminPrincipal, @Query() query: ReportQuery): Promise<LiabilityReport> {
    return this.services.call(AnalyticsRpc.liability, await this.rangeOf(admin, query));
  }

  @Route('GET /api/v1/admin/reports/locations', 'manager')
  @ApiOperation({
    summary:
      'Settlement between locations over the range: per location the face value sold there (a card’s sale belongs to its card type’s home location), the value redeemed at its counter and what is owed on the cards sold there at the end of `to`; the value sold at one location and redeemed at another (paid and bonus apart); and the fewest transfers of paid value that settle it (`from` owes `to`). A move that recorded no location counts at the first location. Σ redeemed and Σ sold equal the liability report’s, Σ outstandingSoldHere its closing',
  })
  @ReportRange()
  async locations(@CurrentAdmin() admin: AdminPrincipal, @Query() query: ReportQuery): Promise<LocationReport> {
    const locations = await this.places.allOf(admin);
    return this.services.call(AnalyticsRpc.locations, { ...(await this.rangeOf(admin, { ...query, locationId: undefined })), locations });
  }

  @Route('GET /api/v1/admin/reports/activity', 'manager')
  @ApiOperation({
    summary:
      'Sales (paid for cards, before refunds), loaded (paid for reloads: no order, no card sold), redemptions and refunds per day, ISO week or month over the range, the redemption rate (redeemed over face value sold), the average days from sale to first redemption and the top card types',
  })
  @ApiQuery({ name: 'from', ...DAY })
  @ApiQuery({ name: 'to', ...DAY })
  @ApiQuery({ name: 'interval', required: false, enum: ['day', 'week', 'month'], description: 'day when left out' })
  @ApiQuery(TEST_DATA_QUERY)
  @ApiQuery(AT_LOCATION)
  async activity(@CurrentAdmin() admin: AdminPrincipal, @Query() query: ReportQuery): Promise<SalesActivity> {
    return this.services.call(AnalyticsRpc.salesActivity, { ...(await this.rangeOf(admin, query)), interval: query.interval });
  }

  @Route('GET /api/v1/admin/reports/export/{kind}.csv', 'manager')
  @ApiOperation({
    summary:
      'A CSV of the orders (cards sold), the ledger’s moves, the customers (everyone, or with a range those last active in it), the liability statement or the settlement between locations over the range, streamed a page at a time: UTF-8 with BOM, a header row, ISO dates, amounts with the currency’s decimals (two for dollars, none for yen), text that a spreadsheet would run as a formula neutralised',
  })
  @ApiOkResponse({ description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ReportRange()
  @ApiQuery({ ...AT_LOCATION, description: `${AT_LOCATION.description}; the customers and locations exports are of the whole business` })
  async exportCsv(@Param('kind') kind: string, @CurrentAdmin() admin: AdminPrincipal, @Res() reply: FastifyReply, @Query() query: ReportQuery) {
    const locations = kind === 'locations' ? await this.places.allOf(admin) : undefined;
    const range = await this.rangeOf(admin, query);
    const page = (after?: string) => this.services.call(AnalyticsRpc.exportPage, { ...range, kind, after, locations });
    // The first page checks the request (a refusal is answered as JSON), and names a known export of real days.
    const first = await page();
    const name = `${[EXPORT_KINDS.find((known) => known === kind), ...(query.from === undefined ? [] : [query.from, query.to])].join('-')}.csv`;
    return sendDownload(reply, 'text/csv; charset=utf-8', name, Readable.from(csvOfPages(first, page)));
  }

  /** The admin's business over the query's days, with or without its test activity, everywhere or at the location it names. */
  private async rangeOf(admin: AdminPrincipal, { from, to, testData, locationId }: ReportQuery): Promise<ReportRangeRequest> {
    return { ...reportScope(admin, testData), from, to, at: await this.places.at(admin, locationId) };
  }
}
