import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../../config/paths';
import { useSuperAdminToken } from '../../lib/super-admin-token';

/** Without a super admin token go to /superlogin; a 401 clears the token, which lands here too. */
export function SuperAdminGuard({ children }: { children: ReactNode }) {
  const token = useSuperAdminToken();
  if (!token) return <Redirect to={paths.superAdmin.login.getHref()} replace />;
  return children;
}
