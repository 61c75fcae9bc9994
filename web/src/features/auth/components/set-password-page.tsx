import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PasswordInput } from '../../../components/ui/password-input';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { authActions, selectSetPassword } from '../auth-slice';
import './auth-pages.css';
import { Icon } from '../../../components/ui/icon';

/** Target of the link emailed when a super admin approves a registration request. */
export function SetPasswordPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { pending, error, done } = useSelector(selectSetPassword);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  useEffect(() => {
    dispatch(authActions.setPasswordReset());
  }, [dispatch]);

  useEffect(() => {
    if (done) {
      dispatch(authActions.setPasswordReset());
      navigate(paths.login.getHref(), {
        replace: true,
        state: { notice: 'Your password has been set. You can sign in now.' },
      });
    }
  }, [done, dispatch, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setLocalError('Please enter a password');
      return;
    }
    if (password !== confirm) {
      setLocalError("Passwords don't match");
      return;
    }
    setLocalError(null);
    dispatch(authActions.setPasswordRequest({ token, password }));
  };

  const shownError = localError ?? error;

  return (
    <div className="auth-screen">
      <div className="auth-screen__top">
        <BrandLogo />
        <ThemeToggle />
      </div>
      <main className="auth-card" id="main">
        <div className="auth-card__icon">
          <Icon name="key" size={28} />
        </div>
        <h1 className="auth-card__title">Set your password</h1>
        <p className="auth-card__subtitle">Your business account was approved. Choose a password to finish.</p>
        {!token ? (
          <AlertBanner tone="error">
            This link is missing its token. Please open the link from your approval email again.
          </AlertBanner>
        ) : (
          <form className="form" onSubmit={onSubmit} noValidate>
            {shownError && <AlertBanner tone="error">{shownError}</AlertBanner>}
            <div className="field">
              <label className="field__label" htmlFor="set-password-new">
                New password
              </label>
              <PasswordInput
                id="set-password-new"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="set-password-confirm">
                Confirm password
              </label>
              <PasswordInput
                id="set-password-confirm"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </div>
            <button type="submit" className="btn btn--gradient btn--lg btn--block" disabled={pending}>
              Set Password
            </button>
          </form>
        )}
        <p className="auth-card__footer">
          <Link to={paths.login.getHref()}>Go to sign in</Link>
        </p>
      </main>
      {pending && <LoadingOverlay />}
    </div>
  );
}
