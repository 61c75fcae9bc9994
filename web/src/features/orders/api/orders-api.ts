import { apiClient } from '../../../lib/api-client';
import type { OrderFilterValues } from '../orders-slice';

/** The "Show test data" switch as the views' query (left out: the business's own figures). */
const testDataQuery = (testData: boolean) => (testData ? { testData: 'true' as const } : {});

/** Which buyers a list shows: a live business's test activity instead of its own, and the cards sold at one location or all (''). */
export interface BuyersScope {
  testData: boolean;
  locationId: string;
}

const buyersQuery = ({ testData, locationId }: BuyersScope) => ({ ...testDataQuery(testData), ...(locationId ? { locationId } : {}) });

/** The orders views (spec §7): the business comes from the session; `testData`, a live business's test activity instead. */
export const ordersApi = {
  giftCards: (search: string, testData: boolean) => apiClient.call('GET /api/v1/admin/giftcards', { query: { search, ...testDataQuery(testData) } }),
  giftCardBuyers: (id: string, search: string, page: number, scope: BuyersScope) =>
    apiClient.call('GET /api/v1/admin/giftcards/{id}/buyers', { params: { id }, query: { search, page, ...buyersQuery(scope) } }),
  /** The orders table; a filter left at '' is not sent. */
  buyers: (search: string, page: number, scope: BuyersScope, filters: OrderFilterValues) =>
    apiClient.call('GET /api/v1/admin/buyers', {
      query: { search, page, ...buyersQuery(scope), ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) },
    }),
};
