import { apiClient } from '../../../lib/api-client';

/** /customers: the business's people by email, 20 a page (`cursor`: the page before's nextCursor). */
export const customersApi = {
  page: (search: string, cursor: string | null) => apiClient.call('GET /api/v1/admin/customers', { query: { search, ...(cursor ? { cursor } : {}) } }),
};
