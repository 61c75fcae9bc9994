import type { BuyerRecordPage, GiftCardBuyerRecordPage, GiftCardOrderList } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The "Show test data" switch as the views' query (left out: the business's own figures). */
const testDataQuery = (testData: boolean) => (testData ? { testData: 'true' } : {});

/** The orders views (spec §7): the business comes from the session; `testData`, a live business's test activity instead. */
export const ordersApi = {
  giftCards: (search: string, testData: boolean) =>
    apiClient.get<GiftCardOrderList>('/api/v1/admin/giftcards', { query: { search, ...testDataQuery(testData) } }),
  giftCardBuyers: (id: string, search: string, page: number, testData: boolean) =>
    apiClient.get<GiftCardBuyerRecordPage>(`/api/v1/admin/giftcards/${encodeURIComponent(id)}/buyers`, { query: { search, page, ...testDataQuery(testData) } }),
  buyers: (search: string, page: number, testData: boolean) =>
    apiClient.get<BuyerRecordPage>('/api/v1/admin/buyers', { query: { search, page, ...testDataQuery(testData) } }),
};
