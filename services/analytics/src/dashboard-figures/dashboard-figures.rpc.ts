import { Controller, Inject } from '@nestjs/common';
import { and, between, eq, sql } from 'drizzle-orm';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, type BusinessScope, type BusinessTotals, type DailyFiguresList } from '@gv/proto';
import { showsTestData, timeZoneOf } from '../db/business-time-zones.js';
import { projection } from '../db/schema.js';
import { businessOf } from '../domain/business-scope.js';
import { dashboardDays } from '../domain/dashboard-days.js';

const { daily } = projection;

/** The admin dashboard's figures: all-time totals and the last 30 days, from the per-day projection; revenue is net of refunds. */
@Controller()
export class DashboardFiguresRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(AnalyticsRpc.totals)
  async totals(request: BusinessScope): Promise<BusinessTotals> {
    const businessSlug = businessOf(request);
    const testData = await showsTestData(this.db, { businessSlug, testData: request.testData });
    const [row] = await this.db
      .select({
        cardsSold: sql<string>`coalesce(sum(${daily.cardsSold}), 0)`,
        revenueCents: sql<string>`coalesce(sum(${daily.revenueCents}), 0)`,
        redeemedCents: sql<string>`coalesce(sum(${daily.redeemedCents}), 0)`,
        refundedCents: sql<string>`coalesce(sum(${daily.refundedCents}), 0)`,
      })
      .from(daily)
      .where(and(eq(daily.businessSlug, businessSlug), eq(daily.test, testData)));
    const refundedCents = Number(row.refundedCents);
    return { cardsSold: Number(row.cardsSold), revenueCents: Number(row.revenueCents) - refundedCents, refundedCents, redeemedCents: Number(row.redeemedCents), testData };
  }

  /** Every one of the last 30 days in the business's time zone, oldest first; a day without sales, refunds or redemptions is zero. */
  @RpcHandler(AnalyticsRpc.daily)
  async daily(request: BusinessScope): Promise<DailyFiguresList> {
    const businessSlug = businessOf(request);
    const days = dashboardDays(await timeZoneOf(this.db, businessSlug));
    const testData = await showsTestData(this.db, { businessSlug, testData: request.testData });
    const rows = await this.db
      .select()
      .from(daily)
      .where(and(eq(daily.businessSlug, businessSlug), eq(daily.test, testData), between(daily.day, days[0], days.at(-1)!)));
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return {
      days: days.map((date) => {
        const row = byDay.get(date);
        const refundedCents = Number(row?.refundedCents ?? 0);
        return { date, cardsSold: row?.cardsSold ?? 0, revenueCents: Number(row?.revenueCents ?? 0) - refundedCents, refundedCents, redeemedCents: Number(row?.redeemedCents ?? 0) };
      }),
      testData,
    };
  }
}
