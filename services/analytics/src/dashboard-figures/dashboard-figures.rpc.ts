import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { AnalyticsRpc, type BusinessScope, type BusinessTotals, type DailyFiguresList } from '@gv/proto';
import { businessOf, mustSeeOf } from '../domain/business-scope.js';
import { ProjectionSnapshots } from '../snapshots/projection-snapshots.js';
import { dailyOf, totalsOf } from './dashboard-snapshot.js';

/**
 * The admin dashboard's figures: all-time totals and the last 30 days, from the business's snapshot of the per-day
 * projection held in memory (decision 0058), one that saw the changes the gateway asking heard of (decision 0070);
 * revenue is net of refunds.
 */
@Controller()
export class DashboardFiguresRpc {
  constructor(private readonly snapshots: ProjectionSnapshots) {}

  @RpcHandler(AnalyticsRpc.totals)
  async totals(request: BusinessScope): Promise<BusinessTotals> {
    return totalsOf(await this.snapshots.dashboards.of(businessOf(request), mustSeeOf(request)), request.testData, request.at);
  }

  /** Every one of the last 30 days in the business's time zone, oldest first; a day without sales, refunds or redemptions is zero. */
  @RpcHandler(AnalyticsRpc.daily)
  async daily(request: BusinessScope): Promise<DailyFiguresList> {
    return dailyOf(await this.snapshots.dashboards.of(businessOf(request), mustSeeOf(request)), request.testData, request.at);
  }
}
