import { apiClient } from './api-client';

/** The signed-in admin (spec §3 User) as GET /api/v1/admin/me returns it. */
export interface CurrentAdmin {
  _id?: string;
  id?: string;
  name?: string;
  email?: string;
  role: string;
  restaurantName?: string;
  businessSlug?: string;
  logoUrl?: string;
  squareApplicationId?: string;
  squareLocationId?: string;
  /** Masked by the server, e.g. '••••1234'. */
  squareAccessToken?: string;
}

/** GET /api/v1/admin/me; accepts the bare user or `{ user }`. */
export async function fetchCurrentAdmin(): Promise<CurrentAdmin> {
  const payload = await apiClient.get<CurrentAdmin | { user: CurrentAdmin }>('/api/v1/admin/me');
  return 'user' in payload && payload.user ? payload.user : (payload as CurrentAdmin);
}
