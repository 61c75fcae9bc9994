import type { Acknowledged, AdminGiftCardList, RevenueByDateAnswer, SalesDay, TotalRedemptionAnswer, TotalRevenueAnswer, TotalSoldAnswer } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The "Show test data" switch as the figures' query. */
const query = (testData: boolean) => (testData ? '?testData=true' : '');

/** The six calls the dashboard makes in parallel on load (spec §7); `testData`: a live business's test activity instead. */
export const dashboardApi = {
  giftCardCount: async () => (await apiClient.get<AdminGiftCardList>('/api/v1/admin/list')).giftCardCount ?? 0,
  totalSold: (testData: boolean) => apiClient.get<TotalSoldAnswer>(`/api/v1/admin/total-sold${query(testData)}`),
  totalRevenue: async (testData: boolean) => (await apiClient.get<TotalRevenueAnswer>(`/api/v1/admin/total-revenue${query(testData)}`)).totalRevenue,
  totalRedemption: async (testData: boolean) => (await apiClient.get<TotalRedemptionAnswer>(`/api/v1/admin/total-redemption${query(testData)}`)).totalRedemption,
  salesData: (testData: boolean) => apiClient.get<SalesDay[]>(`/api/v1/admin/sales-data${query(testData)}`),
  revenueByDate: async (testData: boolean) => (await apiClient.get<RevenueByDateAnswer>(`/api/v1/admin/revenue-by-date${query(testData)}`)).revenueByDate,
  deleteTestData: () => apiClient.delete<Acknowledged>('/api/v1/admin/test-data'),
};
