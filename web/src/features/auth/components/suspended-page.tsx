import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect } from 'wouter';
import { paths } from '../../../config/paths';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatInstantDate } from '../../../lib/format-date';
import { homeOf } from '../../../lib/staff-access';
import { authActions, selectAuth } from '../auth-slice';
import { AuthScreen } from './auth-screen';
import { useMessages } from '../../../lib/i18n';
import { authPagesMessages } from './auth-pages.messages';

/**
 * Where an admin of a suspended business lands after signing in: the suspension and the super admin's reason, what
 * still works, and the way on to their (read-only) pages.
 */
export function SuspendedPage() {
  const t = useMessages(authPagesMessages);
  useDocumentMeta({ title: t('suspendedMeta') });
  const dispatch = useDispatch();
  const { status, user, access } = useSelector(selectAuth);
  if (status === 'unauthenticated') return <Redirect to={paths.login.getHref()} replace />;
  if (!user || !access) return <LoadingOverlay />;
  if (user.businessStatus !== 'suspended') return <Redirect to={homeOf(access.role)} replace />;
  const { suspension } = user;
  return (
    <AuthScreen icon="alert" title={t('suspendedTitle')} subtitle={t('suspendedSubtitle', { business: user.restaurantName })}>
      <div className="suspended-notice" role="status">
        {suspension?.reason && <p>{t.rich('reason', { reason: suspension.reason, b: (chunks) => <strong>{chunks}</strong> })}</p>}
        {suspension?.since && <p className="muted small">{t('suspendedOn', { date: formatInstantDate(suspension.since) })}</p>}
        <p>{t('suspendedText')}</p>
      </div>
      <div className="suspended-notice__actions">
        <Link to={homeOf(access.role)} className="btn btn--primary btn--block">
          {t('continue')}
        </Link>
        <button type="button" className="btn btn--secondary btn--block" onClick={() => dispatch(authActions.logoutRequest())}>
          {t('signOut')}
        </button>
      </div>
    </AuthScreen>
  );
}
