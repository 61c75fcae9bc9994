import { apiClient } from '../../../lib/api-client';

/** The holder page's one call: the card behind a code, with its wallet links. */
export const cardApi = {
  get: (code: string) => apiClient.call('GET /api/v1/cards/{code}', { params: { code } }),
};
