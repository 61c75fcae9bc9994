import type { GiftCardView, PromotionForm } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The most pages of gift cards the card picker reads. */
const CARD_PAGES = 10;

/** The signed-in business's promotions. */
export const promotionsApi = {
  list: () => apiClient.call('GET /api/v1/admin/promotions'),
  create: (body: PromotionForm) => apiClient.call('POST /api/v1/admin/promotions', { body }),
  update: (id: string, body: PromotionForm) => apiClient.call('PUT /api/v1/admin/promotions/{id}', { params: { id }, body }),
  end: (id: string) => apiClient.call('POST /api/v1/admin/promotions/{id}/end', { params: { id } }),
  /** The business's cards that are still sold (not expired), every page. */
  async cards(): Promise<GiftCardView[]> {
    const cards: GiftCardView[] = [];
    for (let page = 1; page <= CARD_PAGES; page++) {
      const answer = await apiClient.call('GET /api/v1/admin/list', { query: { page } });
      cards.push(...answer.giftCards);
      if (!answer.hasMore) break;
    }
    return cards.filter((card) => !card.expired);
  },
};
