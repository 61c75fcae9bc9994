import type { AuditAction, MonthEndSettingsForm, ReportInterval } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The days a report covers and what of the business it shows. */
export interface ReportRange {
  from: string;
  to: string;
  /** A live business's test activity instead of its own. */
  testData: boolean;
  /** One location's figures (decision 0078); '': the whole business. */
  locationId: string;
}

/** A report's range as its query: its days, a live business's test activity instead of its own, one location or all. */
export const rangeQuery = ({ from, to, testData, locationId }: ReportRange) => ({
  from,
  to,
  ...(testData ? { testData: 'true' as const } : {}),
  ...(locationId ? { locationId } : {}),
});

/** The business's books (the business comes from the session). */
export const reportsApi = {
  liability: (range: ReportRange) => apiClient.call('GET /api/v1/admin/reports/liability', { query: rangeQuery(range) }),
  activity: (range: ReportRange, interval: ReportInterval) =>
    apiClient.call('GET /api/v1/admin/reports/activity', { query: { ...rangeQuery(range), interval } }),
  /** What each location sold and redeemed over the range, and what they owe each other (always every location). */
  locations: (range: ReportRange) => apiClient.call('GET /api/v1/admin/reports/locations', { query: rangeQuery({ ...range, locationId: '' }) }),
  /** The month's breakage (ASC 606) and the month-end settings it uses. */
  monthEnd: (month: string) =>
    Promise.all([
      apiClient.call('GET /api/v1/admin/reports/breakage', { query: { month } }),
      apiClient.call('GET /api/v1/admin/reports/month-end-settings'),
    ]).then(([breakage, settings]) => ({ breakage, settings })),
  saveMonthEndSettings: (settings: MonthEndSettingsForm) => apiClient.call('PUT /api/v1/admin/reports/month-end-settings', { body: settings }),
  closeMonth: (month: string) => apiClient.call('POST /api/v1/admin/reports/close-month', { body: { month } }),
  /** Per state, the cards dormant on `asOf` and what their reports are due to carry (decision 0095). */
  unclaimed: (asOf: string) => apiClient.call('GET /api/v1/admin/reports/unclaimed', { query: { asOf } }),
  fileUnclaimed: (state: string, asOf: string) => apiClient.call('POST /api/v1/admin/reports/unclaimed/filed', { body: { state, asOf } }),
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
