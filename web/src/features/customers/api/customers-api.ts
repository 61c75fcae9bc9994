import type { CustomerSort } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** /customers: the business's people by email, 20 a page (`cursor`: the page before's nextCursor). */
export const customersApi = {
  page: (search: string, sort: CustomerSort, cursor: string | null) =>
    apiClient.call('GET /api/v1/admin/customers', { query: { search, sort, ...(cursor ? { cursor } : {}) } }),
  /** The cards one customer bought or received, found by email (a company: by name); the business's own cards, not its test data. */
  cards: (search: string) => apiClient.call('GET /api/v1/admin/buyers', { query: { search, page: 1 } }),
  erase: (email: string, confirm: string) => apiClient.call('POST /api/v1/admin/customers/erase', { body: { email, confirm } }),
};

/** Where the browser downloads everything the business holds about one customer (a JSON file named by the server). */
export const customerExportUrl = (email: string) => `/api/v1/admin/customers/export?${new URLSearchParams({ email })}`;
