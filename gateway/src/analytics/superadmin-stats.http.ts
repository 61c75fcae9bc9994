import { ApiBearerAuth, ApiOperation } from '@nestjs/swagger';
import { AnalyticsRpc, toMajorUnits, type SuperAdminStatsAnswer } from '@gv/proto';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

/** The super admin's platform figures, from the analytics projections. */
@ApiController('super admin')
export class SuperAdminStatsHttp extends ServicesHttp {
  @Route('GET /api/superadmin/stats', 'super-admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Registration request counts, and the platform: businesses and cards sold, and per currency the revenue and the value still on issued cards (major units); from the analytics projections' })
  async stats(): Promise<SuperAdminStatsAnswer> {
    const [stats, totals] = await Promise.all([this.services.call(AnalyticsRpc.superAdminStats), this.services.call(AnalyticsRpc.platformTotals)]);
    const platform = {
      businesses: totals.businesses,
      cardsSold: totals.cardsSold,
      byCurrency: totals.byCurrency.map(({ currency, ...cents }) => ({
        currency,
        paidValueSold: toMajorUnits(cents.paidValueSoldCents, currency),
        refunded: toMajorUnits(cents.refundedCents, currency),
        totalRevenue: toMajorUnits(cents.revenueCents, currency),
        paidOutside: toMajorUnits(cents.paidOutsideCents, currency),
        outstandingBalance: toMajorUnits(cents.outstandingCents, currency),
      })),
    };
    return { success: true, stats, platform };
  }
}
