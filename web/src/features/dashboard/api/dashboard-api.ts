import { apiClient } from '../../../lib/api-client';

/** Which figures the dashboard shows: a live business's test activity instead of its own, and one location or all (''). */
export interface FiguresScope {
  testData: boolean;
  locationId: string;
}

/** The scope as the figures' query. */
const query = ({ testData, locationId }: FiguresScope) => ({
  ...(testData ? { testData: 'true' as const } : {}),
  ...(locationId ? { locationId } : {}),
});

/** The six calls the dashboard makes in parallel on load (spec §7). */
export const dashboardApi = {
  giftCardCount: async () => (await apiClient.call('GET /api/v1/admin/list')).giftCardCount ?? 0,
  totalSold: (scope: FiguresScope) => apiClient.call('GET /api/v1/admin/total-sold', { query: query(scope) }),
  /** Revenue net of refunds, and the refunds. */
  totalRevenue: (scope: FiguresScope) => apiClient.call('GET /api/v1/admin/total-revenue', { query: query(scope) }),
  /** Redeemed, and cashed out apart. */
  totalRedemption: (scope: FiguresScope) => apiClient.call('GET /api/v1/admin/total-redemption', { query: query(scope) }),
  salesData: (scope: FiguresScope) => apiClient.call('GET /api/v1/admin/sales-data', { query: query(scope) }),
  revenueByDate: async (scope: FiguresScope) => (await apiClient.call('GET /api/v1/admin/revenue-by-date', { query: query(scope) })).revenueByDate,
  deleteTestData: () => apiClient.call('DELETE /api/v1/admin/test-data'),
};
