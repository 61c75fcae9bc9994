import type { GiftCardView } from '@gv/proto';
import { apiClient } from './api-client';

/** How many pages of the admin card list a picker reads at most. */
const CARD_PAGES = 10;

/** The business's card types that can still be sold or issued (not expired), every page: what a batch or a promotion may name. */
export async function fetchCardTypesOnSale(): Promise<GiftCardView[]> {
  const cards: GiftCardView[] = [];
  for (let page = 1; page <= CARD_PAGES; page++) {
    const answer = await apiClient.call('GET /api/v1/admin/list', { query: { page } });
    cards.push(...answer.giftCards);
    if (!answer.hasMore) break;
  }
  return cards.filter((card) => !card.expired);
}
