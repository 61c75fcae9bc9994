import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useSuperAdminToken } from '../../lib/super-admin-token';

/** Without a super admin token go to /superlogin; a 401 clears the token, which lands here too. */
export function SuperAdminGuard() {
  const token = useSuperAdminToken();
  if (!token) return <Navigate to={paths.superAdmin.login.getHref()} replace />;
  return <Outlet />;
}
