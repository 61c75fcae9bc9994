import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useSearchParams } from 'wouter';
import { PASSWORD_RULE, passwordLengthProblem } from '@gv/proto';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PasswordField } from '../../../components/ui/password-input';
import { authActions, selectSetPassword } from '../auth-slice';
import { AuthScreen } from './auth-screen';

/** Target of the link emailed when a super admin approves a registration request. */
export function SetPasswordPage() {
  const dispatch = useDispatch();
  const [, navigate] = useLocation();
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
    const tooShort = passwordLengthProblem(password);
    if (tooShort) {
      setLocalError(tooShort);
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
    <AuthScreen title="Set your password" subtitle="Your business account was approved. Choose a password to finish.">
      {!token ? (
        <AlertBanner tone="error">This link is missing its token. Please open the link from your approval email again.</AlertBanner>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          {shownError && <AlertBanner tone="error">{shownError}</AlertBanner>}
          <PasswordField
            id="set-password-new"
            label="New password"
            hint={PASSWORD_RULE}
            autoComplete="new-password"
            value={password}
            onValue={setPassword}
          />
          <PasswordField id="set-password-confirm" label="Confirm password" autoComplete="new-password" value={confirm} onValue={setConfirm} />
          <button type="submit" className="btn btn--gradient btn--lg btn--block" disabled={pending}>
            Set Password
          </button>
        </form>
      )}
      <p className="auth-card__footer">
        <Link to={paths.login.getHref()}>Go to sign in</Link>
      </p>
      {pending && <LoadingOverlay />}
    </AuthScreen>
  );
}
