import type { BuyerRecordPage, GiftCardBuyerRecordPage, GiftCardOrderList } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The orders views (spec §7): the business comes from the session. */
export const ordersApi = {
  giftCards: (search: string) => apiClient.get<GiftCardOrderList>('/api/v1/admin/giftcards', { query: { search } }),
  giftCardBuyers: (id: string, search: string, page: number) =>
    apiClient.get<GiftCardBuyerRecordPage>(`/api/v1/admin/giftcards/${encodeURIComponent(id)}/buyers`, { query: { search, page } }),
  buyers: (search: string, page: number) => apiClient.get<BuyerRecordPage>('/api/v1/admin/buyers', { query: { search, page } }),
};
