import { PUBLIC_GIFT_CARD_PAGE_SIZE } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

export const storefrontApi = {
  business: async (businessSlug: string) =>
    (await apiClient.call('GET /api/v1/admin/business/{businessSlug}', { params: { businessSlug } })).business,
  list: (query: { businessSlug: string | null; keyword: string; page: number }) =>
    apiClient.call('GET /api/v1/public/giftcards', {
      // Spec §9: the explore list shows 6 cards per step.
      query: { businessSlug: query.businessSlug, keyword: query.keyword.trim(), page: query.page, limit: PUBLIC_GIFT_CARD_PAGE_SIZE },
    }),
  lostCards: (email: string, businessSlug: string) => apiClient.call('POST /api/v1/public/lost-cards', { body: { email, businessSlug } }),
  details: async (id: string) => (await apiClient.call('GET /api/v1/admin/details/{id}', { params: { id } })).giftCard,
};
