import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PasswordInput } from '../../../components/ui/password-input';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { useSuperAdminToken } from '../../../lib/super-admin-token';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import './super-admin.css';

export function SuperLoginPage() {
  const dispatch = useDispatch();
  const token = useSuperAdminToken();
  const { login } = useSelector(selectSuperAdmin);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    dispatch(superAdminActions.clearLoginError());
  }, [dispatch]);

  if (token) return <Navigate to={paths.superAdmin.dashboard.getHref()} replace />;

  const emailMissing = submitted && email.trim() === '';
  const passwordMissing = submitted && password === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (email.trim() === '' || password === '') return;
    dispatch(superAdminActions.loginRequest({ email: email.trim(), password }));
  };

  return (
    <div className="super-login">
      <div className="super-login__top">
        <BrandLogo />
        <ThemeToggle />
      </div>
      <main className="super-login__card" id="main">
        <span className="super-login__badge">Super admin</span>
        <h1>Super Admin Login</h1>
        <p className="super-login__subtitle">Review registration requests and manage business admins.</p>
        <form className="form" onSubmit={onSubmit} noValidate>
          {login.error && (
            <AlertBanner tone="error" onDismiss={() => dispatch(superAdminActions.clearLoginError())}>
              {login.error}
            </AlertBanner>
          )}
          <div className="field">
            <label className="field__label" htmlFor="super-email">
              Email
            </label>
            <input
              id="super-email"
              className="input"
              type="email"
              autoComplete="username"
              placeholder="Enter your email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={emailMissing}
              aria-describedby={emailMissing ? 'super-email-error' : undefined}
            />
            {emailMissing && (
              <span id="super-email-error" className="field__error">
                Email is required
              </span>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="super-password">
              Password
            </label>
            <PasswordInput
              id="super-password"
              autoComplete="current-password"
              placeholder="Enter your password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={passwordMissing}
              aria-describedby={passwordMissing ? 'super-password-error' : undefined}
            />
            {passwordMissing && (
              <span id="super-password-error" className="field__error">
                Password is required
              </span>
            )}
          </div>
          <p className="super-login__forgot">
            <Link to={paths.forgotPassword.getHref('super')}>Forgot password?</Link>
          </p>
          <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={login.pending}>
            Sign In
          </button>
        </form>
        <p className="super-login__back">
          <Link to={paths.home.getHref()}>← Back to Giftcard Vault</Link>
        </p>
      </main>
      {login.pending && <LoadingOverlay />}
    </div>
  );
}
