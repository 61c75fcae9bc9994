import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'wouter';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { authActions, selectResetPassword } from '../auth-slice';
import { realmOf, signInHref } from '../reset-realm';
import { AuthScreen } from './auth-screen';
import { newPasswordProblems, NewPasswordFields, useNewPassword, type NewPasswordErrors } from './new-password-fields';

/** Target of the emailed reset link: a new password, twice. */
export function ResetPasswordPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const realm = realmOf(params);
  const token = params.get('token') ?? '';
  const { pending, error, done } = useSelector(selectResetPassword);
  const newPassword = useNewPassword();
  const [fieldErrors, setFieldErrors] = useState<NewPasswordErrors>({});

  useEffect(() => {
    dispatch(authActions.passwordResetCleared());
  }, [dispatch]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = newPasswordProblems(newPassword, "New passwords don't match");
    setFieldErrors(errors);
    if (errors.password || errors.confirm) return;
    dispatch(authActions.resetPasswordRequest({ realm, token, newPassword: newPassword.password }));
  };

  const askAgain = (
    <Link to={paths.forgotPassword.getHref(realm)} className="btn btn--primary btn--block">
      Ask for a new link
    </Link>
  );

  return (
    <AuthScreen title="Choose a new password" subtitle="Every device signed in to your account will be signed out.">
      {done ? (
        <div className="form">
          <AlertBanner tone="success">{done}</AlertBanner>
          <Link to={signInHref(realm)} className="btn btn--gradient btn--lg btn--block">
            Sign in
          </Link>
        </div>
      ) : !token ? (
        <div className="form">
          <AlertBanner tone="error">This link is missing its token. Please open the link from your email again, or ask for a new one.</AlertBanner>
          {askAgain}
        </div>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          {error && (
            <>
              <AlertBanner tone="error">{error}</AlertBanner>
              {askAgain}
            </>
          )}
          <NewPasswordFields labels={['New password', 'Confirm new password']} pair={newPassword} errors={fieldErrors} />
          <button type="submit" className="btn btn--gradient btn--lg btn--block" disabled={pending}>
            Set new password
          </button>
        </form>
      )}
      {pending && <LoadingOverlay />}
    </AuthScreen>
  );
}
