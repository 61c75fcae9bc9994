import type { Db } from '@gv/platform';
import type { LiabilityReport, ReportRangeRequest } from '@gv/proto';
import { activityScope } from '../db/business-time-zone-repository.js';
import { parseReportRange } from '../domain/report-range.js';
import { liabilityStatement } from './liability-statement.js';

/** GET /api/v1/admin/reports/liability: what the business owes on its cards and the movement that explains it, from the books projection. */
export async function liabilityReport(db: Db, request: ReportRangeRequest): Promise<LiabilityReport> {
  const range = parseReportRange(request);
  return liabilityStatement(db, { ...(await activityScope(db, request)), ...range });
}
