import { apiClient } from '../../../lib/api-client';

/** The "Show test data" switch as the figures' query. */
const query = (testData: boolean) => (testData ? { testData: 'true' as const } : {});

/** The six calls the dashboard makes in parallel on load (spec §7); `testData`: a live business's test activity instead. */
export const dashboardApi = {
  giftCardCount: async () => (await apiClient.call('GET /api/v1/admin/list')).giftCardCount ?? 0,
  totalSold: (testData: boolean) => apiClient.call('GET /api/v1/admin/total-sold', { query: query(testData) }),
  /** Revenue net of refunds, and the refunds. */
  totalRevenue: (testData: boolean) => apiClient.call('GET /api/v1/admin/total-revenue', { query: query(testData) }),
  /** Redeemed, and cashed out apart. */
  totalRedemption: (testData: boolean) => apiClient.call('GET /api/v1/admin/total-redemption', { query: query(testData) }),
  salesData: (testData: boolean) => apiClient.call('GET /api/v1/admin/sales-data', { query: query(testData) }),
  revenueByDate: async (testData: boolean) => (await apiClient.call('GET /api/v1/admin/revenue-by-date', { query: query(testData) })).revenueByDate,
  deleteTestData: () => apiClient.call('DELETE /api/v1/admin/test-data'),
};
