import type { AdminUser } from '@gv/proto';
import { apiClient } from './api-client';

/** The signed-in admin (spec §3 User) as GET /api/v1/admin/me answers it. */
export async function fetchCurrentAdmin(): Promise<AdminUser> {
  return (await apiClient.call('GET /api/v1/admin/me')).user;
}
