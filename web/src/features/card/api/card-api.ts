import { apiClient } from '../../../lib/api-client';

/** The holder page's calls: the card behind a code, with its wallet links; its email again, to the holder's address. */
export const cardApi = {
  get: (code: string) => apiClient.call('GET /api/v1/cards/{code}', { params: { code } }),
  resend: (code: string) => apiClient.call('POST /api/v1/cards/{code}/resend', { params: { code } }),
};
