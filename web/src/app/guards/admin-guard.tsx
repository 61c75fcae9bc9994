import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Redirect } from 'wouter';
import { paths } from '../../config/paths';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { homeOf, mayOpen, type AdminArea } from '../../lib/staff-access';
import { isAdmin, selectAuth } from '../../features/auth/auth-slice';
import { BusinessTimeZone } from '../../lib/format-date';

/** Admin routes exist for role Admin only; signed-out visitors go to /login, and a screen the person's role may not open sends them to their role's home. */
export function AdminGuard({ area, children }: { area: AdminArea; children: ReactNode }) {
  const { status, user, access } = useSelector(selectAuth);
  if (status === 'unauthenticated') return <Redirect to={paths.login.getHref()} replace />;
  if (status === 'unknown' || !access) return <LoadingOverlay />;
  if (!isAdmin(user)) return <Redirect to={paths.home.getHref()} replace />;
  if (!mayOpen(access.role, area)) return <Redirect to={homeOf(access.role)} replace />;
  return <BusinessTimeZone value={user?.timeZone}>{children}</BusinessTimeZone>;
}
