import type { AdminRequest, CurrentAdminAnswer } from '@gv/proto';
import type { AdminView } from '../sessions/admin-view.js';

/** The signed-in admin as the web app shows it. */
export async function currentAdmin(adminView: AdminView, request: AdminRequest): Promise<CurrentAdminAnswer> {
  return { success: true, ...(await adminView.load(request.admin.adminId, request.admin.businessSlug)) };
}
