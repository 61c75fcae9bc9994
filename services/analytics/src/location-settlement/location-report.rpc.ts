import type { Db } from '@gv/platform';
import type { LocationReport, LocationReportRequest } from '@gv/proto';
import { activityScope } from '../db/business-time-zone-repository.js';
import { parseReportRange } from '../domain/report-range.js';
import { locationStatement } from './location-statement.js';

/** GET /api/v1/admin/reports/locations: what each location sold and redeemed, and what they owe each other, from the books projection. */
export async function locationReport(db: Db, request: LocationReportRequest): Promise<LocationReport> {
  const range = parseReportRange(request);
  return locationStatement(db, { ...(await activityScope(db, request)), ...range }, request.locations);
}
