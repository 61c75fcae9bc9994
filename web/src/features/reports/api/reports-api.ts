import type { AuditAction, ReportInterval } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The business's books (the business comes from the session); `testData`, a live business's test activity instead. */
export const reportsApi = {
  liability: (from: string, to: string, testData: boolean) =>
    apiClient.call('GET /api/v1/admin/reports/liability', { query: { from, to, ...(testData ? { testData: 'true' as const } : {}) } }),
  activity: (from: string, to: string, interval: ReportInterval, testData: boolean) =>
    apiClient.call('GET /api/v1/admin/reports/activity', { query: { from, to, interval, ...(testData ? { testData: 'true' as const } : {}) } }),
  /** What each location sold and redeemed over the range, and what they owe each other. */
  locations: (from: string, to: string, testData: boolean) =>
    apiClient.call('GET /api/v1/admin/reports/locations', { query: { from, to, ...(testData ? { testData: 'true' as const } : {}) } }),
  /** A page of the audit trail, newest first (`cursor`: the page before's nextCursor); empty filters filter nothing. */
  audit: (filters: AuditFilters, testData: boolean, cursor: string | null) =>
    apiClient.call('GET /api/v1/admin/reports/audit', {
      query: { ...filters, action: filters.action || undefined, cursor: cursor ?? undefined, ...(testData ? { testData: 'true' as const } : {}) },
    }),
};

/** The audit trail's filters as the page holds them ('' for none). */
export interface AuditFilters {
  person: string;
  action: AuditAction | '';
  from: string;
  to: string;
}
