import type {
  Acknowledged,
  BusinessAdminCreated,
  CreateBusinessAdminForm,
  Credentials,
  LedgerAuditResult,
  RegistrationRequestList,
  RegistrationRequestView,
  RegistrationStatusForm,
  RegistrationStatusUpdated,
  SuperAdminSignedIn,
  SuperAdminStatsAnswer,
} from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

export const superAdminApi = {
  login: (body: Credentials) => apiClient.post<SuperAdminSignedIn>('/api/superadmin/login', body),
  /** Ends the bearer token's session on the server. */
  logout: () => apiClient.post<Acknowledged>('/api/superadmin/logout'),
  /** Registration request counts and the platform's figures. */
  stats: () => apiClient.get<SuperAdminStatsAnswer>('/api/superadmin/stats'),
  /** The latest daily ledger audit. */
  ledgerAudit: () => apiClient.get<LedgerAuditResult>('/api/superadmin/ledger-audit'),
  /** Newest first. */
  requests: async (): Promise<RegistrationRequestView[]> =>
    (await apiClient.get<RegistrationRequestList>('/api/superadmin/registration-requests')).requests,
  createBusinessAdmin: (body: CreateBusinessAdminForm) => apiClient.post<BusinessAdminCreated>('/api/superadmin/business-admin', body),
  updateRequestStatus: (id: string, body: RegistrationStatusForm) =>
    apiClient.put<RegistrationStatusUpdated>(`/api/superadmin/registration-requests/${encodeURIComponent(id)}/status`, body),
};
