import type { CreateBusinessAdminForm, Credentials, RegistrationRequestView, RegistrationStatusForm } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

export const superAdminApi = {
  login: (body: Credentials) => apiClient.call('POST /api/superadmin/login', { body }),
  /** Ends the bearer token's session on the server. */
  logout: () => apiClient.call('POST /api/superadmin/logout'),
  /** Registration request counts and the platform's figures. */
  stats: () => apiClient.call('GET /api/superadmin/stats'),
  /** The latest daily ledger audit. */
  ledgerAudit: () => apiClient.call('GET /api/superadmin/ledger-audit'),
  /** Newest first. */
  requests: async (): Promise<RegistrationRequestView[]> =>
    (await apiClient.call('GET /api/superadmin/registration-requests')).requests,
  createBusinessAdmin: (body: CreateBusinessAdminForm) => apiClient.call('POST /api/superadmin/business-admin', { body }),
  updateRequestStatus: (id: string, body: RegistrationStatusForm) =>
    apiClient.call('PUT /api/superadmin/registration-requests/{id}/status', { params: { id }, body }),
};
