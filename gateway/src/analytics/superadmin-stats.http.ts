import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnalyticsRpc, toMajorUnits, type SuperAdminStatsAnswer } from '@gv/proto';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

/** The super admin's platform figures, from the analytics projections. */
@ApiTags('super admin')
@Controller()
export class SuperAdminStatsHttp {
  constructor(private readonly services: Services) {}

  @Route('GET /api/superadmin/stats', 'super-admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Registration request counts, and the platform: businesses, cards sold, revenue and the value still on issued cards (dollars); from the analytics projections' })
  async stats(): Promise<SuperAdminStatsAnswer> {
    const [stats, totals] = await Promise.all([this.services.call(AnalyticsRpc.superAdminStats), this.services.call(AnalyticsRpc.platformTotals)]);
    const platform = {
      businesses: totals.businesses,
      cardsSold: totals.cardsSold,
      paidValueSold: toMajorUnits(totals.paidValueSoldCents),
      refunded: toMajorUnits(totals.refundedCents),
      totalRevenue: toMajorUnits(totals.revenueCents),
      paidOutside: toMajorUnits(totals.paidOutsideCents),
      outstandingBalance: toMajorUnits(totals.outstandingCents),
    };
    return { success: true, stats, platform };
  }
}
