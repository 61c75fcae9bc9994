import type { ApiScope } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The signed-in business's API keys for the integrator API. */
export const apiKeysApi = {
  list: () => apiClient.call('GET /api/v1/admin/api-keys'),
  create: (body: { name: string; scopes: ApiScope[]; dailyLimit?: number }) => apiClient.call('POST /api/v1/admin/api-keys', { body }),
  revoke: (id: string) => apiClient.call('DELETE /api/v1/admin/api-keys/{id}', { params: { id } }),
};
