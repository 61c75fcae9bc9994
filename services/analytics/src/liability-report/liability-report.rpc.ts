import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, type LiabilityReport, type ReportRangeRequest } from '@gv/proto';
import { showsTestData } from '../db/business-time-zone-repository.js';
import { businessOf } from '../domain/business-scope.js';
import { parseReportRange } from '../domain/report-range.js';
import { liabilityStatement } from './liability-statement.js';

/** GET /api/v1/admin/reports/liability: what the business owes on its cards and the movement that explains it, from the books projection. */
@Controller()
export class LiabilityReportRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(AnalyticsRpc.liability)
  async liability(request: ReportRangeRequest): Promise<LiabilityReport> {
    const businessSlug = businessOf(request);
    const range = parseReportRange(request);
    return liabilityStatement(this.db, { businessSlug, test: await showsTestData(this.db, { businessSlug, testData: request.testData }), ...range });
  }
}
