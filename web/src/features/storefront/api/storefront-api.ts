import { PUBLIC_GIFT_CARD_PAGE_SIZE, type GiftCardDetails, type PublicBusinessAnswer, type PublicGiftCardList } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

export const storefrontApi = {
  business: async (businessSlug: string) =>
    (await apiClient.get<PublicBusinessAnswer>(`/api/v1/admin/business/${encodeURIComponent(businessSlug)}`)).business,
  list: (query: { businessSlug: string | null; keyword: string; page: number }) =>
    apiClient.get<PublicGiftCardList>('/api/v1/public/giftcards', {
      // Spec §9: the explore list shows 6 cards per step.
      query: { businessSlug: query.businessSlug, keyword: query.keyword.trim(), page: query.page, limit: PUBLIC_GIFT_CARD_PAGE_SIZE },
    }),
  details: async (id: string) => (await apiClient.get<GiftCardDetails>(`/api/v1/admin/details/${encodeURIComponent(id)}`)).giftCard,
};
