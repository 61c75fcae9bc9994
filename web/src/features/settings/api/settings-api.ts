import type { Acknowledged, ChangePasswordForm, LogoUploaded, SettingsForm, SettingsSaved } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';
import { fetchCurrentAdmin } from '../../../lib/current-admin-api';

export const settingsApi = {
  loadProfile: fetchCurrentAdmin,
  save: (body: SettingsForm) => apiClient.put<SettingsSaved>('/api/v1/admin/settings', body),
  changePassword: (body: ChangePasswordForm) => apiClient.put<Acknowledged>('/api/v1/admin/change-password', body),
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return apiClient.post<LogoUploaded>('/api/v1/admin/settings/logo', form);
  },
  /** The QR poster as an SVG document (1200x1600). */
  qrPosterSvg: () => apiClient.getText('/api/v1/admin/settings/qr-poster', { accept: 'image/svg+xml' }),
};
