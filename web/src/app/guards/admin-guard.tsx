import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Redirect } from 'wouter';
import { paths } from '../../config/paths';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { isAdmin, selectAuth } from '../../features/auth/auth-slice';

/** Admin routes exist for role Admin only; signed-out visitors go to /login. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, user } = useSelector(selectAuth);
  if (status === 'unknown') return <LoadingOverlay />;
  if (status === 'unauthenticated') return <Redirect to={paths.login.getHref()} replace />;
  if (!isAdmin(user)) return <Redirect to={paths.home.getHref()} replace />;
  return children;
}
