/** Who is calling, as resolved by identity from a session cookie or a super admin token. */
export interface AdminPrincipal {
  role: 'Admin';
  adminId: string;
  businessSlug: string;
  email: string;
}

export interface SuperAdminPrincipal {
  role: 'SuperAdmin';
  superAdminId: string;
  email: string;
}

export const SESSION_COOKIE = 'gv_session';
export const CSRF_COOKIE = 'gv_csrf';
export const CSRF_HEADER = 'x-csrf-token';
