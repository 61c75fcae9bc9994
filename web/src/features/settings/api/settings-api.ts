import { apiClient } from '../../../lib/api-client';
import { fetchCurrentAdmin } from '../../../lib/current-admin-api';

export interface SaveSettingsBody {
  restaurantName: string;
  businessSlug: string;
  squareApplicationId: string;
  squareLocationId: string;
  /** Sent only when the admin typed a new token. */
  squareAccessToken?: string;
}

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export const settingsApi = {
  loadProfile: fetchCurrentAdmin,
  save: (body: SaveSettingsBody) => apiClient.put<unknown>('/api/v1/admin/settings', body),
  changePassword: (body: ChangePasswordBody) => apiClient.put<unknown>('/api/v1/admin/change-password', body),
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return apiClient.post<{ logoUrl: string }>('/api/v1/admin/settings/logo', form);
  },
  /** The QR poster as an SVG document (1200x1600). */
  qrPosterSvg: () => apiClient.getText('/api/v1/admin/settings/qr-poster', { accept: 'image/svg+xml' }),
};
