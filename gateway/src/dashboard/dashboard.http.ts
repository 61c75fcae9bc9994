import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AnalyticsRpc,
  centsToDollars,
  type AdminPrincipal,
  type RevenueByDateAnswer,
  type SalesDay,
  type TotalRedemptionAnswer,
  type TotalRevenueAnswer,
  type TotalSoldAnswer,
} from '@gv/proto';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { Services } from '../http/rpc.js';
import { SharedCalls } from '../http/shared-calls.js';

const IGNORED_BUSINESS = { name: 'businessSlug', required: false, description: "Ignored: the admin's own business is used" } as const;

/**
 * The admin dashboard's figures (spec §7), each its own call so the page asks them in parallel;
 * from the analytics projections, in dollars. The types-of-gift-card count comes from GET /api/v1/admin/list.
 */
@ApiTags('dashboard (admin)')
@ApiCookieAuth()
@UseGuards(AdminGuard)
@ApiQuery(IGNORED_BUSINESS)
@Controller('api/v1/admin')
export class DashboardHttp {
  private readonly shared = new SharedCalls();

  constructor(private readonly services: Services) {}

  private totals(businessSlug: string) {
    return this.shared.run(`totals:${businessSlug}`, () => this.services.call(AnalyticsRpc.totals, { businessSlug }));
  }

  private days(businessSlug: string) {
    return this.shared.run(`daily:${businessSlug}`, () => this.services.call(AnalyticsRpc.daily, { businessSlug }));
  }

  @Get('total-sold')
  @ApiOperation({ summary: 'Gift cards sold (completed payments), all time' })
  async totalSold(@CurrentAdmin() admin: AdminPrincipal): Promise<TotalSoldAnswer> {
    const totals = await this.totals(admin.businessSlug);
    return { totalSold: totals.cardsSold };
  }

  @Get('total-revenue')
  @ApiOperation({ summary: 'What buyers paid, in dollars, all time' })
  async totalRevenue(@CurrentAdmin() admin: AdminPrincipal): Promise<TotalRevenueAnswer> {
    const totals = await this.totals(admin.businessSlug);
    return { totalRevenue: centsToDollars(totals.revenueCents) };
  }

  @Get('total-redemption')
  @ApiOperation({ summary: 'Value redeemed at the counter, in dollars, all time' })
  async totalRedemption(@CurrentAdmin() admin: AdminPrincipal): Promise<TotalRedemptionAnswer> {
    const totals = await this.totals(admin.businessSlug);
    return { totalRedemption: centsToDollars(totals.redeemedCents) };
  }

  @Get('sales-data')
  @ApiOperation({ summary: 'Cards sold per day over the last 30 days (calendar days in the business’s time zone, ending today there), oldest first, days without sales as 0' })
  async salesData(@CurrentAdmin() admin: AdminPrincipal): Promise<SalesDay[]> {
    const { days } = await this.days(admin.businessSlug);
    return days.map((day) => ({ date: day.date, sales: day.cardsSold }));
  }

  @Get('revenue-by-date')
  @ApiOperation({ summary: 'Revenue in dollars per day over the last 30 days (calendar days in the business’s time zone, ending today there), keys in ascending order, days without sales as 0' })
  async revenueByDate(@CurrentAdmin() admin: AdminPrincipal): Promise<RevenueByDateAnswer> {
    const { days } = await this.days(admin.businessSlug);
    return { revenueByDate: Object.fromEntries(days.map((day) => [day.date, centsToDollars(day.revenueCents)])) };
  }
}
