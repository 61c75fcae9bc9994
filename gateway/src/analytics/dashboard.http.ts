import { Query } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import {
  toMajorUnits,
  type AdminPrincipal,
  type RevenueByDateAnswer,
  type SalesDay,
  type TotalRedemptionAnswer,
  type TotalRevenueAnswer,
  type TotalSoldAnswer,
  wantsTestData,
} from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController } from '../http/api-controller.js';
import { Route } from '../http/route.js';
import { BusinessLocations } from '../identity/business-locations.js';
import { KeptFigures } from './kept-figures.js';

const IGNORED_BUSINESS = { name: 'businessSlug', required: false, description: "Ignored: the admin's own business is used" } as const;
const AT_LOCATION = {
  name: 'locationId',
  required: false,
  description: 'Only what happened at this location (decision 0078): sales and refunds of the cards sold there, redemptions and cash-outs at its counter. 400 for one not of the business',
} as const;
export const TEST_DATA_QUERY = {
  name: 'testData',
  required: false,
  description: "true: the business's test activity (test mode shows it anyway; live shows live sales only unless asked)",
} as const;

/** Whose activity a report reads: the admin's business, its test activity or its real one as the query's testData asks. */
export const reportScope = (admin: AdminPrincipal, testData: unknown) => ({ businessSlug: admin.businessSlug, testData: wantsTestData(testData) });

/**
 * The admin dashboard's figures (spec §7), each its own call so the page asks them in parallel;
 * from the analytics projections (kept by the gateway until a change is announced: KeptFigures), in dollars. The types-of-gift-card count comes from GET /api/v1/admin/list.
 */
@ApiQuery(IGNORED_BUSINESS)
@ApiQuery(TEST_DATA_QUERY)
@ApiQuery(AT_LOCATION)
@ApiController('dashboard (admin)', 'cookie')
export class DashboardHttp {
  constructor(private readonly figures: KeptFigures, private readonly places: BusinessLocations) {}

  private async totals(admin: AdminPrincipal, testDataQuery: unknown, locationId: unknown) {
    return this.figures.totals(admin.businessSlug, wantsTestData(testDataQuery), await this.places.at(admin, locationId));
  }

  private async days(admin: AdminPrincipal, testDataQuery: unknown, locationId: unknown) {
    return this.figures.daily(admin.businessSlug, wantsTestData(testDataQuery), await this.places.at(admin, locationId));
  }

  @Route('GET /api/v1/admin/total-sold', 'manager')
  @ApiOperation({ summary: 'Cards sold (the glossary: cards issued for orders paid through the platform, one per recipient; not orders), all time' })
  async totalSold(@CurrentAdmin() admin: AdminPrincipal, @Query('testData') testData?: unknown, @Query('locationId') locationId?: unknown): Promise<TotalSoldAnswer> {
    const totals = await this.totals(admin, testData, locationId);
    return { totalSold: totals.cardsSold, testData: totals.testData };
  }

  @Route('GET /api/v1/admin/total-revenue', 'manager')
  @ApiOperation({
    summary: 'What buyers paid for cards and reloads, less refunds (totalRevenue), what was refunded (totalRefunds), and corporate orders paid outside the platform (paidOutside, never in totalRevenue), in dollars, all time',
  })
  async totalRevenue(@CurrentAdmin() admin: AdminPrincipal, @Query('testData') testData?: unknown, @Query('locationId') locationId?: unknown): Promise<TotalRevenueAnswer> {
    const totals = await this.totals(admin, testData, locationId);
    return {
      totalRevenue: toMajorUnits(totals.revenueCents, totals.currency),
      totalRefunds: toMajorUnits(totals.refundedCents, totals.currency),
      paidOutside: toMajorUnits(totals.paidOutsideCents, totals.currency),
      testData: totals.testData,
    };
  }

  @Route('GET /api/v1/admin/total-redemption', 'manager')
  @ApiOperation({ summary: 'Redeemed (spent at the counter, less reversals) and, apart, cashed out (cashedOut), in dollars, all time' })
  async totalRedemption(@CurrentAdmin() admin: AdminPrincipal, @Query('testData') testData?: unknown, @Query('locationId') locationId?: unknown): Promise<TotalRedemptionAnswer> {
    const totals = await this.totals(admin, testData, locationId);
    return { totalRedemption: toMajorUnits(totals.redeemedCents, totals.currency), cashedOut: toMajorUnits(totals.cashedOutCents, totals.currency), testData: totals.testData };
  }

  @Route('GET /api/v1/admin/sales-data', 'manager')
  @ApiOperation({ summary: 'Cards sold per day over the last 30 days (calendar days in the business’s time zone, ending today there), oldest first, days without sales as 0' })
  async salesData(@CurrentAdmin() admin: AdminPrincipal, @Query('testData') testData?: unknown, @Query('locationId') locationId?: unknown): Promise<SalesDay[]> {
    const { days } = await this.days(admin, testData, locationId);
    return days.map((day) => ({ date: day.date, sales: day.cardsSold }));
  }

  @Route('GET /api/v1/admin/revenue-by-date', 'manager')
  @ApiOperation({
    summary: 'Revenue (less that day’s refunds) in dollars per day over the last 30 days (calendar days in the business’s time zone, ending today there), keys in ascending order, days without sales as 0',
  })
  async revenueByDate(@CurrentAdmin() admin: AdminPrincipal, @Query('testData') testData?: unknown, @Query('locationId') locationId?: unknown): Promise<RevenueByDateAnswer> {
    const { days, testData: test, currency } = await this.days(admin, testData, locationId);
    return { testData: test, revenueByDate: Object.fromEntries(days.map((day) => [day.date, toMajorUnits(day.revenueCents, currency)])) };
  }
}

