import { BrandedPage } from '../../../components/ui/branded-page';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { Modal } from '../../../components/ui/modal';
import { SignInCodeForm } from '../../../components/ui/sign-in-code-form';
import { SignInForm } from '../../../components/ui/sign-in-form';
import { homeOf } from '../../../lib/staff-access';
import { useSuperAdminToken } from '../../../lib/super-admin-token';
import { authActions, isAdmin, selectAuth } from '../auth-slice';
import { FallingGifts } from './falling-gifts';
import './auth-pages.css';
import { useMessages } from '../../../lib/i18n';
import { authPagesMessages } from './auth-pages.messages';
import { Icon } from '../../../components/ui/icon';

export function LoginPage() {
  const t = useMessages(authPagesMessages);
  const dispatch = useDispatch();
  const { status, user, access, loginPending, error, codeChallenge, ended } = useSelector(selectAuth);
  const history = useHistoryState<{ notice?: string; returnTo?: string } | null>();
  const notice = history?.notice;
  const superAdminToken = useSuperAdminToken();

  // Errors are cleared when the screen opens.
  useEffect(() => {
    dispatch(authActions.clearErrors());
  }, [dispatch]);

  // Spec route table: someone already signed in goes to /dashboard as an Admin (a clerk to /redeem, decision 0077; back to
  // the page that sent them here, such as an invitation), else (a super admin too) to /explore.
  // An admin of a suspended business is first told so, and why.
  if (status === 'authenticated' && isAdmin(user) && access) {
    const next = user?.businessStatus === 'suspended' ? paths.suspended.getHref() : homeOf(access.role);
    return <Redirect to={history?.returnTo ?? next} replace />;
  }
  if ((status === 'authenticated' && !isAdmin(user)) || superAdminToken) return <Redirect to={paths.explore.getHref()} replace />;

  return (
    <BrandedPage
      block="auth-screen"
      card="auth-card"
      backdrop={<FallingGifts />}
      overlay={
        <>
          {(loginPending || status !== 'unauthenticated') && <LoadingOverlay />}
          <Modal
            open={Boolean(error)}
            title={t('loginFailed')}
            size="sm"
            showCloseButton={false}
            onClose={() => dispatch(authActions.clearErrors())}
            footer={
              <button type="button" className="btn btn--primary" onClick={() => dispatch(authActions.clearErrors())}>
                {t('close')}
              </button>
            }
          >
            <p className="auth-error-text">{error}</p>
          </Modal>
        </>
      }
    >
      <div className="auth-card__icon">
        <Icon name="gift" size={28} />
      </div>
      <h1 className="auth-card__title">{t('loginTitle')}</h1>
      <p className="auth-card__subtitle">{t('loginSubtitle')}</p>
      {notice && (
        <AlertBanner tone="success" className="auth-card__notice">
          {notice}
        </AlertBanner>
      )}
      {ended && (
        <AlertBanner tone="info" className="auth-card__notice">
          {ended}
        </AlertBanner>
      )}
      {codeChallenge ? (
        <SignInCodeForm
          idPrefix="login"
          pending={loginPending}
          onSubmit={(code) => dispatch(authActions.verifyCodeRequest({ code }))}
          onCancel={() => dispatch(authActions.loginCodeCancelled())}
          submitClassName="btn btn--gradient btn--lg btn--block"
        />
      ) : (
        <SignInForm
          idPrefix="login"
          pending={loginPending}
          onSubmit={(credentials) => dispatch(authActions.loginRequest(credentials))}
          forgotPasswordHref={paths.forgotPassword.getHref()}
          forgotClassName="auth-card__forgot"
          submitClassName="btn btn--gradient btn--lg btn--block"
          emailAutoComplete="email"
          checkWhileTyping
        />
      )}
      <p className="auth-card__footer">{t.rich('newHere', { link: (chunks) => <Link to={paths.register.getHref()}>{chunks}</Link> })}</p>
      <p className="auth-card__footer auth-card__footer--muted">
        <Link to={paths.home.getHref()}>{t('backHome')}</Link>
      </p>
    </BrandedPage>
  );
}
