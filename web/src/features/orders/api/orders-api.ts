import { apiClient } from '../../../lib/api-client';

/** The "Show test data" switch as the views' query (left out: the business's own figures). */
const testDataQuery = (testData: boolean) => (testData ? { testData: 'true' as const } : {});

/** The orders views (spec §7): the business comes from the session; `testData`, a live business's test activity instead. */
export const ordersApi = {
  giftCards: (search: string, testData: boolean) => apiClient.call('GET /api/v1/admin/giftcards', { query: { search, ...testDataQuery(testData) } }),
  giftCardBuyers: (id: string, search: string, page: number, testData: boolean) =>
    apiClient.call('GET /api/v1/admin/giftcards/{id}/buyers', { params: { id }, query: { search, page, ...testDataQuery(testData) } }),
  buyers: (search: string, page: number, testData: boolean) =>
    apiClient.call('GET /api/v1/admin/buyers', { query: { search, page, ...testDataQuery(testData) } }),
};
