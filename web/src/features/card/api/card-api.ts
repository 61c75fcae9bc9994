import type { HolderChange } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The holder page's calls: the card behind a code, with its wallet links; its card type's public details; its email again, to the holder's address. */
export const cardApi = {
  get: (code: string) => apiClient.call('GET /api/v1/cards/{code}', { params: { code } }),
  cardType: async (giftCardId: string) => (await apiClient.call('GET /api/v1/admin/details/{id}', { params: { id: giftCardId } })).giftCard,
  /** 'test' while the business has no Square credentials: its test cards may still take test value. */
  paymentMode: async (businessSlug: string) => (await apiClient.call('GET /api/v1/payments/config', { query: { businessSlug } })).mode,
  resend: (code: string) => apiClient.call('POST /api/v1/cards/{code}/resend', { params: { code } }),
  /** A code to the holder's recorded email that allows the change (decision 0073). */
  holderCode: (code: string, change: HolderChange) => apiClient.call('POST /api/v1/cards/{code}/holder-code', { params: { code }, body: { change } }),
  setPhone: (code: string, phone: string, confirmationCode: string) =>
    apiClient.call('PUT /api/v1/cards/{code}/phone', { params: { code }, body: { phone, confirmationCode } }),
  setPin: (code: string, pin: string, confirmationCode: string) =>
    apiClient.call('PUT /api/v1/cards/{code}/pin', { params: { code }, body: { pin, confirmationCode } }),
};
