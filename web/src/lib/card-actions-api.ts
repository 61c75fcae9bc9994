import { apiClient } from './api-client';

/** One issued card as the counter sees it, and the admin's actions on it (each with a reason). */
export const cardActionsApi = {
  card: (code: string) => apiClient.call('GET /api/v1/admin/scan-giftcard/{code}', { params: { code } }),
  refund: (code: string, reason: string, amount?: number) =>
    apiClient.call('POST /api/v1/admin/issued-cards/{code}/refund', {
      params: { code },
      body: { reason, ...(amount === undefined ? {} : { amount }) },
    }),
  resend: (code: string) => apiClient.call('POST /api/v1/admin/issued-cards/{code}/resend', { params: { code } }),
  void: (code: string, reason: string) => apiClient.call('POST /api/v1/admin/issued-cards/{code}/void', { params: { code }, body: { reason } }),
  reactivate: (code: string, reason: string) =>
    apiClient.call('POST /api/v1/admin/issued-cards/{code}/reactivate', { params: { code }, body: { reason } }),
  adjust: (code: string, amount: number, reason: string, idempotencyKey: string) =>
    apiClient.call('POST /api/v1/admin/issued-cards/{code}/adjust', { params: { code }, body: { amount, reason, idempotencyKey } }),
  reverse: (code: string, redemptionId: string, reason: string) =>
    apiClient.call('POST /api/v1/admin/issued-cards/{code}/reverse-redemption', { params: { code }, body: { redemptionId, reason } }),
  activity: (code: string) => apiClient.call('GET /api/v1/admin/issued-cards/{code}/activity', { params: { code } }),
  changeRecipient: (code: string, recipient: { recipientName: string; recipientEmail: string; reason?: string }) =>
    apiClient.call('PUT /api/v1/admin/issued-cards/{code}/recipient', { params: { code }, body: recipient }),
};
