import { apiClient } from '../../../lib/api-client';

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface RegistrationStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

/** Spec §3 Registration request. */
export interface RegistrationRequest {
  _id: string;
  name?: string;
  email?: string;
  restaurantName?: string;
  phone?: string;
  businessType?: string;
  website?: string;
  status: RequestStatus | string;
  createdAt?: string;
  restaurantAddress?: { street?: string; city?: string; state?: string; zipCode?: string };
  notes?: string;
}

export interface CreateBusinessAdminBody {
  name: string;
  email: string;
  restaurantName: string;
  phone: string;
  businessSlug?: string;
  password?: string;
}

export const superAdminApi = {
  login: (body: { email: string; password: string }) =>
    apiClient.post<{ success?: boolean; token?: string; message?: string }>('/api/superadmin/login', body),
  /** Accepts `{ stats: {...} }` or the bare counts. */
  stats: async (): Promise<RegistrationStats> => {
    const payload = await apiClient.get<{ stats?: RegistrationStats } & Partial<RegistrationStats>>('/api/superadmin/stats');
    const stats = payload?.stats ?? payload;
    return {
      total: Number(stats?.total ?? 0),
      pending: Number(stats?.pending ?? 0),
      approved: Number(stats?.approved ?? 0),
      rejected: Number(stats?.rejected ?? 0),
    };
  },
  requests: async (): Promise<RegistrationRequest[]> => {
    const payload = await apiClient.get<{ requests?: RegistrationRequest[] } | RegistrationRequest[]>(
      '/api/superadmin/registration-requests',
    );
    const list = Array.isArray(payload) ? payload : (payload?.requests ?? []);
    // Newest first.
    return [...list].sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? '') || 0);
  },
  createBusinessAdmin: (body: CreateBusinessAdminBody) => apiClient.post<unknown>('/api/superadmin/business-admin', body),
  updateRequestStatus: (id: string, body: { status: RequestStatus; notes: string }) =>
    apiClient.put<unknown>(`/api/superadmin/registration-requests/${encodeURIComponent(id)}/status`, body),
};
