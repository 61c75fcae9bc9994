import type { WebhookEventType } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The signed-in business's webhook endpoints and their delivery logs. */
export const webhooksApi = {
  list: () => apiClient.call('GET /api/v1/admin/webhooks'),
  create: (body: { url: string; events: WebhookEventType[] }) => apiClient.call('POST /api/v1/admin/webhooks', { body }),
  setEnabled: (id: string, enabled: boolean) => apiClient.call('PUT /api/v1/admin/webhooks/{id}', { params: { id }, body: { enabled } }),
  remove: (id: string) => apiClient.call('DELETE /api/v1/admin/webhooks/{id}', { params: { id } }),
  test: (id: string) => apiClient.call('POST /api/v1/admin/webhooks/{id}/test', { params: { id } }),
  deliveries: (id: string) => apiClient.call('GET /api/v1/admin/webhooks/{id}/deliveries', { params: { id } }),
  resend: (id: string, deliveryId: string) =>
    apiClient.call('POST /api/v1/admin/webhooks/{id}/deliveries/{deliveryId}/resend', { params: { id, deliveryId } }),
};
