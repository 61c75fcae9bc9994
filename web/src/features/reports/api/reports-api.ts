import type { ReportInterval } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The business's books (the business comes from the session); `testData`, a live business's test activity instead. */
export const reportsApi = {
  liability: (from: string, to: string, testData: boolean) =>
    apiClient.call('GET /api/v1/admin/reports/liability', { query: { from, to, ...(testData ? { testData: 'true' as const } : {}) } }),
  activity: (from: string, to: string, interval: ReportInterval, testData: boolean) =>
    apiClient.call('GET /api/v1/admin/reports/activity', { query: { from, to, interval, ...(testData ? { testData: 'true' as const } : {}) } }),
};
