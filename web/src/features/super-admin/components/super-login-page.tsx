import { BrandedPage } from '../../../components/ui/branded-page';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect } from 'wouter';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { SignInCodeForm } from '../../../components/ui/sign-in-code-form';
import { SignInForm } from '../../../components/ui/sign-in-form';
import { useSuperAdminToken } from '../../../lib/super-admin-token';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { useMessages } from '../../../lib/i18n';
import { shellMessages } from './super-admin-shell.messages';
import './super-admin.css';

export function SuperLoginPage() {
  const t = useMessages(shellMessages);
  const dispatch = useDispatch();
  const token = useSuperAdminToken();
  const { login } = useSelector(selectSuperAdmin);
  useEffect(() => {
    dispatch(superAdminActions.clearLoginError());
  }, [dispatch]);

  if (token) return <Redirect to={paths.superAdmin.dashboard.getHref()} replace />;

  const error = login.error && (
    <AlertBanner tone="error" onDismiss={() => dispatch(superAdminActions.clearLoginError())}>
      {login.error}
    </AlertBanner>
  );

  return (
    <BrandedPage block="super-login" card="super-login__card" overlay={login.pending && <LoadingOverlay />}>
      <span className="super-login__badge">{t('badge')}</span>
      <h1>{t('loginTitle')}</h1>
      <p className="super-login__subtitle">{t('loginSubtitle')}</p>
      {login.challenge ? (
        <SignInCodeForm
          idPrefix="super"
          pending={login.pending}
          onSubmit={(code) => dispatch(superAdminActions.verifyCodeRequest({ code }))}
          onCancel={() => dispatch(superAdminActions.loginCodeCancelled())}
          submitClassName="btn btn--primary btn--lg btn--block"
        >
          {error}
        </SignInCodeForm>
      ) : (
        <SignInForm
          idPrefix="super"
          pending={login.pending}
          onSubmit={(credentials) => dispatch(superAdminActions.loginRequest(credentials))}
          forgotPasswordHref={paths.forgotPassword.getHref('super')}
          forgotClassName="super-login__forgot"
          submitClassName="btn btn--primary btn--lg btn--block"
          emailAutoComplete="username"
        >
          {error}
        </SignInForm>
      )}
      <p className="super-login__back">
        <Link to={paths.home.getHref()}>{t('back')}</Link>
      </p>
    </BrandedPage>
  );
}
