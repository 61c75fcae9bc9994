import type { PromotionForm } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';
import { fetchCardTypesOnSale } from '../../../lib/card-types-on-sale';

/** The signed-in business's promotions. */
export const promotionsApi = {
  list: () => apiClient.call('GET /api/v1/admin/promotions'),
  create: (body: PromotionForm) => apiClient.call('POST /api/v1/admin/promotions', { body }),
  update: (id: string, body: PromotionForm) => apiClient.call('PUT /api/v1/admin/promotions/{id}', { params: { id }, body }),
  end: (id: string) => apiClient.call('POST /api/v1/admin/promotions/{id}/end', { params: { id } }),
  cards: fetchCardTypesOnSale,
};
