import type { InviteStaffForm, LocationForm, UpdateStaffForm } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The owner's team and locations (decision 0077). */
export const teamApi = {
  staff: () => apiClient.call('GET /api/v1/admin/staff'),
  invite: (body: InviteStaffForm) => apiClient.call('POST /api/v1/admin/staff/invitations', { body }),
  change: (id: string, body: UpdateStaffForm) => apiClient.call('PUT /api/v1/admin/staff/{id}', { params: { id }, body }),
  remove: (id: string) => apiClient.call('DELETE /api/v1/admin/staff/{id}', { params: { id } }),
  locations: () => apiClient.call('GET /api/v1/admin/locations'),
  addLocation: (body: LocationForm) => apiClient.call('POST /api/v1/admin/locations', { body }),
  saveLocation: (id: string, body: LocationForm) => apiClient.call('PUT /api/v1/admin/locations/{id}', { params: { id }, body }),
  /** Archives it: its past sales and redemptions keep their place. */
  archiveLocation: (id: string) => apiClient.call('DELETE /api/v1/admin/locations/{id}', { params: { id } }),
};
