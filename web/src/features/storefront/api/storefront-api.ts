import { apiClient } from '../../../lib/api-client';
import type { GiftCard } from '../../../lib/gift-card';

/** A business as its public page shows it (spec §3 Business). */
export interface Business {
  businessSlug: string;
  name: string;
  logoUrl: string | null;
  address: { street?: string; city?: string; state?: string };
}

export interface PublicGiftCardList {
  giftCards: GiftCard[];
  page: number;
  hasMore: boolean;
  total: number;
}

/** Spec §9: the explore list shows 6 cards per step. */
export const STOREFRONT_PAGE_SIZE = 6;

export const storefrontApi = {
  business: async (businessSlug: string) =>
    (await apiClient.get<{ business: Business }>(`/api/v1/admin/business/${encodeURIComponent(businessSlug)}`)).business,
  list: (query: { businessSlug: string | null; keyword: string; page: number }) =>
    apiClient.get<PublicGiftCardList>('/api/v1/public/giftcards', {
      query: { businessSlug: query.businessSlug, keyword: query.keyword.trim(), page: query.page, limit: STOREFRONT_PAGE_SIZE },
    }),
  details: async (id: string) => (await apiClient.get<{ giftCard: GiftCard }>(`/api/v1/admin/details/${encodeURIComponent(id)}`)).giftCard,
};
