import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { isAdmin, selectAuth } from '../../features/auth/auth-slice';

/** Admin routes exist for role Admin only; signed-out visitors go to /login. */
export function AdminGuard() {
  const { status, user } = useSelector(selectAuth);
  const location = useLocation();
  if (status === 'unknown') return <LoadingOverlay />;
  if (status === 'unauthenticated') return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  if (!isAdmin(user)) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
