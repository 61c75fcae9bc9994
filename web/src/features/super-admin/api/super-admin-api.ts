import type {
  BusinessStatusForm,
  CreateBusinessAdminForm,
  Credentials,
  RegistrationRequestView,
  RegistrationStatusForm,
  SignInCodeForm,
  SignInPolicy,
} from '@gv/proto';
import type { TwoStepApi } from '../../../components/ui/two-step-card';
import { apiClient } from '../../../lib/api-client';

export const superAdminApi = {
  login: (body: Credentials) => apiClient.call('POST /api/superadmin/login', { body }),
  verifyCode: (body: SignInCodeForm) => apiClient.call('POST /api/superadmin/login/verify-code', { body }),
  twoStepStatus: () => apiClient.call('GET /api/superadmin/two-step'),
  twoStep: {
    start: () => apiClient.call('POST /api/superadmin/two-step/start'),
    confirm: (code) => apiClient.call('POST /api/superadmin/two-step/confirm', { body: { code } }),
    turnOff: (body) => apiClient.call('POST /api/superadmin/two-step/turn-off', { body }),
  } satisfies TwoStepApi,
  /** Whether every business owner must use two-step sign-in. */
  signInPolicy: () => apiClient.call('GET /api/superadmin/sign-in-policy'),
  setSignInPolicy: (body: SignInPolicy) => apiClient.call('PUT /api/superadmin/sign-in-policy', { body }),
  /** Ends the bearer token's session on the server. */
  logout: () => apiClient.call('POST /api/superadmin/logout'),
  /** Registration request counts and the platform's figures. */
  stats: () => apiClient.call('GET /api/superadmin/stats'),
  /** The latest daily ledger audit. */
  ledgerAudit: () => apiClient.call('GET /api/superadmin/ledger-audit'),
  /** Newest first. */
  requests: async (): Promise<RegistrationRequestView[]> => (await apiClient.call('GET /api/superadmin/registration-requests')).requests,
  createBusinessAdmin: (body: CreateBusinessAdminForm) => apiClient.call('POST /api/superadmin/business-admin', { body }),
  updateRequestStatus: (id: string, body: RegistrationStatusForm) =>
    apiClient.call('PUT /api/superadmin/registration-requests/{id}/status', { params: { id }, body }),
  /** The platform's businesses by slug, 20 a page (`cursor`: the page before's nextCursor). */
  businesses: (search: string, cursor: string | null) =>
    apiClient.call('GET /api/superadmin/businesses', { query: { search, ...(cursor ? { cursor } : {}) } }),
  business: (businessSlug: string) => apiClient.call('GET /api/superadmin/businesses/{businessSlug}', { params: { businessSlug } }),
  /** Signs one person of the business's team out everywhere. */
  endStaffSessions: (businessSlug: string, id: string) =>
    apiClient.call('POST /api/superadmin/businesses/{businessSlug}/staff/{id}/end-sessions', { params: { businessSlug, id } }),
  /** Suspends or reinstates the business; answers its detail. */
  setBusinessStatus: (businessSlug: string, body: BusinessStatusForm) =>
    apiClient.call('PUT /api/superadmin/businesses/{businessSlug}/status', { params: { businessSlug }, body }),
  /** Every service's health, backlogs and dead letters, and the latest ledger audit. */
  operations: () => apiClient.call('GET /api/superadmin/operations'),
  /** A business's daily cap on value paid outside the platform (decision 0071), and setting it (dollars). */
  outsidePaymentCap: (businessSlug: string) =>
    apiClient.call('GET /api/superadmin/businesses/{businessSlug}/outside-payment-cap', { params: { businessSlug } }),
  setOutsidePaymentCap: (businessSlug: string, dailyCap: number | string) =>
    apiClient.call('PUT /api/superadmin/businesses/{businessSlug}/outside-payment-cap', { params: { businessSlug }, body: { dailyCap } }),
  /** Issues a corporate order waiting past its business's daily cap. */
  approveCorporateOrder: (id: string) => apiClient.call('POST /api/superadmin/corporate-orders/{id}/approve', { params: { id } }),
  /** Hands a dead letter's event to its consumer again. */
  retryDeadLetter: (service: string, id: number) =>
    apiClient.call('POST /api/superadmin/operations/dead-letters/{service}/{id}/retry', { params: { service, id: String(id) } }),
};
