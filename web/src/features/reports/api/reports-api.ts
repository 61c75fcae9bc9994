import { apiClient } from '../../../lib/api-client';

/** The business's books (the business comes from the session); `testData`, a live business's test activity instead. */
export const reportsApi = {
  liability: (from: string, to: string, testData: boolean) =>
    apiClient.call('GET /api/v1/admin/reports/liability', { query: { from, to, ...(testData ? { testData: 'true' as const } : {}) } }),
};
