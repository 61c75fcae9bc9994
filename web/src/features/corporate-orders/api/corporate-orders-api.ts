import type { CreateCorporateOrderRequest } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';
import { fetchCardTypesOnSale } from '../../../lib/card-types-on-sale';
import { fetchOpenLocations } from '../../../lib/business-locations';

/** Corporate orders (decision 0063) of the signed-in admin's business. */
export const corporateOrdersApi = {
  list: () => apiClient.call('GET /api/v1/admin/corporate-orders'),
  get: (id: string) => apiClient.call('GET /api/v1/admin/corporate-orders/{id}', { params: { id } }),
  create: (body: CreateCorporateOrderRequest) => apiClient.call('POST /api/v1/admin/corporate-orders', { body }),
  /** Issues a held batch (decision 0071), or sends it for the super admin's approval past the daily limit. */
  confirm: (id: string) => apiClient.call('POST /api/v1/admin/corporate-orders/{id}/confirm', { params: { id } }),
  /** Where a batch's sales can belong: the business's open locations. */
  locations: fetchOpenLocations,
  cards: fetchCardTypesOnSale,
};

/** Where the browser downloads a batch's printable codes. */
export const codesPdfUrl = (id: string) => `/api/v1/admin/corporate-orders/${encodeURIComponent(id)}/codes.pdf`;
