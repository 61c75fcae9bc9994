import type { HttpBodyOf } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** Spec §7 redeem calls; the admin's business comes from the session, and each names the counter's location (decision 0078). */
export const redeemApi = {
  scan: (code: string) => apiClient.call('GET /api/v1/admin/scan-giftcard/{code}', { params: { code } }),
  sendOtp: (body: HttpBodyOf<'POST /api/v1/admin/send-otp-redeem'>) => apiClient.call('POST /api/v1/admin/send-otp-redeem', { body }),
  verifyOtp: (body: HttpBodyOf<'POST /api/v1/admin/verify-otp-redeem'>) => apiClient.call('POST /api/v1/admin/verify-otp-redeem', { body }),
  /** The holder's PIN in place of a sent code (decision 0073). */
  verifyPin: (body: HttpBodyOf<'POST /api/v1/admin/verify-pin-redeem'>) => apiClient.call('POST /api/v1/admin/verify-pin-redeem', { body }),
  redeem: (body: HttpBodyOf<'POST /api/v1/admin/redeem'>) => apiClient.call('POST /api/v1/admin/redeem', { body }),
  /** Pays the offered balance out in cash (the card's law allows it); refused when it is no longer what is left. */
  cashOut: (code: string, body: HttpBodyOf<'POST /api/v1/admin/cards/{code}/cash-out'>) =>
    apiClient.call('POST /api/v1/admin/cards/{code}/cash-out', { params: { code }, body }),
  /** The business's locations, archived ones included. */
  locations: () => apiClient.call('GET /api/v1/admin/locations'),
};
