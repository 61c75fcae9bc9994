import { Controller, Query, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AnalyticsRpc, wantsTestData, type AdminPrincipal, type LiabilityReport } from '@gv/proto';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';
import { TEST_DATA_QUERY } from './dashboard.http.js';

const DAY = { required: true, description: 'YYYY-MM-DD, a day in the business’s time zone (included)' } as const;

/** The business's books (reports), from the analytics projections, in dollars; the business is the admin's own. */
@ApiTags('reports (admin)')
@ApiCookieAuth()
@UseGuards(AdminGuard)
@Controller()
export class ReportsHttp {
  constructor(private readonly services: Services) {}

  @Route('GET /api/v1/admin/reports/liability')
  @ApiOperation({
    summary:
      'What the business owes on its cards at the end of `to` (paid and bonus value, by card type), and the movement over the range: closing = opening + sold − redeemed − refunded − expired; value on expired cards is breakage, apart',
  })
  @ApiQuery({ name: 'from', ...DAY })
  @ApiQuery({ name: 'to', ...DAY })
  @ApiQuery(TEST_DATA_QUERY)
  liability(@CurrentAdmin() admin: AdminPrincipal, @Query('from') from?: unknown, @Query('to') to?: unknown, @Query('testData') testData?: unknown): Promise<LiabilityReport> {
    return this.services.call(AnalyticsRpc.liability, { businessSlug: admin.businessSlug, from, to, testData: wantsTestData(testData) });
  }
}
