import type { AdminGiftCardList, RevenueByDateAnswer, SalesDay, TotalRedemptionAnswer, TotalRevenueAnswer, TotalSoldAnswer } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The six calls the dashboard makes in parallel on load (spec §7). */
export const dashboardApi = {
  giftCardCount: async () => (await apiClient.get<AdminGiftCardList>('/api/v1/admin/list')).giftCardCount ?? 0,
  totalSold: async () => (await apiClient.get<TotalSoldAnswer>('/api/v1/admin/total-sold')).totalSold,
  totalRevenue: async () => (await apiClient.get<TotalRevenueAnswer>('/api/v1/admin/total-revenue')).totalRevenue,
  totalRedemption: async () => (await apiClient.get<TotalRedemptionAnswer>('/api/v1/admin/total-redemption')).totalRedemption,
  salesData: () => apiClient.get<SalesDay[]>('/api/v1/admin/sales-data'),
  revenueByDate: async () => (await apiClient.get<RevenueByDateAnswer>('/api/v1/admin/revenue-by-date')).revenueByDate,
};
