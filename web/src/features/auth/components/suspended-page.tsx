import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect } from 'wouter';
import { paths } from '../../../config/paths';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatInstantDate } from '../../../lib/format-date';
import { homeOf } from '../../../lib/staff-access';
import { authActions, selectAuth } from '../auth-slice';
import { AuthScreen } from './auth-screen';

/**
 * Where an admin of a suspended business lands after signing in: the suspension and the super admin's reason, what
 * still works, and the way on to their (read-only) pages.
 */
export function SuspendedPage() {
  useDocumentMeta({ title: 'Business suspended | Giftcard Vault' });
  const dispatch = useDispatch();
  const { status, user, access } = useSelector(selectAuth);
  if (status === 'unauthenticated') return <Redirect to={paths.login.getHref()} replace />;
  if (!user || !access) return <LoadingOverlay />;
  if (user.businessStatus !== 'suspended') return <Redirect to={homeOf(access.role)} replace />;
  const { suspension } = user;
  return (
    <AuthScreen icon="alert" title="Your business is suspended" subtitle={`${user.restaurantName} is not selling gift cards right now.`}>
      <div className="suspended-notice" role="status">
        {suspension?.reason && (
          <p>
            <strong>Reason:</strong> “{suspension.reason}”
          </p>
        )}
        {suspension?.since && <p className="muted small">Suspended on {formatInstantDate(suspension.since)}.</p>}
        <p>
          Your storefront says you are not selling and checkouts are refused. You can still sign in to read your orders and reports and export them.
          Contact Giftcard Vault support to reinstate your business.
        </p>
      </div>
      <div className="suspended-notice__actions">
        <Link to={homeOf(access.role)} className="btn btn--primary btn--block">
          Continue to your pages
        </Link>
        <button type="button" className="btn btn--secondary btn--block" onClick={() => dispatch(authActions.logoutRequest())}>
          Sign out
        </button>
      </div>
    </AuthScreen>
  );
}
