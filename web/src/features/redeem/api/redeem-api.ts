import type { Acknowledged, GiftCardRedeemed, ScannedGiftCard } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** Spec §7 redeem calls; the admin's business comes from the session. */
export const redeemApi = {
  scan: (code: string) => apiClient.get<ScannedGiftCard>(`/api/v1/admin/scan-giftcard/${encodeURIComponent(code)}`),
  sendOtp: (body: { email: string; redeemAmount: number; qrUniqueCode: string }) => apiClient.post<Acknowledged>('/api/v1/admin/send-otp-redeem', body),
  verifyOtp: (body: { email: string; qrUniqueCode: string; otp: string }) => apiClient.post<Acknowledged>('/api/v1/admin/verify-otp-redeem', body),
  redeem: (body: { qrCode: string; amount: number }) => apiClient.post<GiftCardRedeemed>('/api/v1/admin/redeem', body),
};
