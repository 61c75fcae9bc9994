import type { ChangePasswordForm, SettingsForm } from '@gv/proto';
import type { TwoStepApi } from '../../../components/ui/two-step-card';
import { apiClient } from '../../../lib/api-client';
import { fetchCurrentAdmin } from '../../../lib/current-admin-api';

export const settingsApi = {
  loadProfile: fetchCurrentAdmin,
  save: (body: SettingsForm) => apiClient.call('PUT /api/v1/admin/settings', { body }),
  changePassword: (body: ChangePasswordForm) => apiClient.call('PUT /api/v1/admin/change-password', { body }),
  twoStep: {
    start: () => apiClient.call('POST /api/v1/admin/two-step/start'),
    confirm: (code) => apiClient.call('POST /api/v1/admin/two-step/confirm', { body: { code } }),
    turnOff: (body) => apiClient.call('POST /api/v1/admin/two-step/turn-off', { body }),
  } satisfies TwoStepApi,
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return apiClient.call('POST /api/v1/admin/settings/logo', { body: form });
  },
  /** Go live (needs credentials Square confirmed) or back to test mode. */
  switchMode: (live: boolean) => apiClient.call(live ? 'POST /api/v1/admin/go-live' : 'POST /api/v1/admin/go-test'),
  /** What the go-live checklist counts: the business's cards, and its purchases made in test mode. */
  checklist: async () => {
    const [list, sold] = await Promise.all([
      apiClient.call('GET /api/v1/admin/list'),
      apiClient.call('GET /api/v1/admin/total-sold', { query: { testData: 'true' } }),
    ]);
    return { giftCardCount: list.giftCardCount ?? 0, testPurchases: sold.totalSold };
  },
  /** The QR poster as an SVG document (1200x1600). */
  qrPosterSvg: () => apiClient.call('GET /api/v1/admin/settings/qr-poster', { accept: 'image/svg+xml' }),
};
