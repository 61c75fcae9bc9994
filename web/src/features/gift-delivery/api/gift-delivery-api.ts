import type { GiftDeliveryChange } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The buyer's change link of a scheduled gift: what waits, and its change (decision 0061). */
export const giftDeliveryApi = {
  get: (token: string) => apiClient.call('GET /api/v1/gift-delivery/{token}', { params: { token } }),
  change: (token: string, change: GiftDeliveryChange) => apiClient.call('PUT /api/v1/gift-delivery/{token}', { params: { token }, body: change }),
};
