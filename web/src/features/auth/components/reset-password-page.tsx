import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'wouter';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { authActions, selectResetPassword } from '../auth-slice';
import { realmOf, signInHref } from '../reset-realm';
import { AuthScreen, AuthSubmit } from './auth-screen';
import { useMessages } from '../../../lib/i18n';
import { authPagesMessages } from './auth-pages.messages';
import { newPasswordProblems, NewPasswordFields, useNewPassword, type NewPasswordErrors } from './new-password-fields';

/** Target of the emailed reset link: a new password, twice. */
export function ResetPasswordPage() {
  const t = useMessages(authPagesMessages);
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
    const errors = newPasswordProblems(newPassword, t('newMismatch'));
    setFieldErrors(errors);
    if (errors.password || errors.confirm) return;
    dispatch(authActions.resetPasswordRequest({ realm, token, newPassword: newPassword.password }));
  };

  const askAgain = (
    <Link to={paths.forgotPassword.getHref(realm)} className="btn btn--primary btn--block">
      {t('askAgain')}
    </Link>
  );

  return (
    <AuthScreen title={t('resetTitle')} subtitle={t('resetSubtitle')} busy={pending}>
      {done ? (
        <div className="form">
          <AlertBanner tone="success">{done}</AlertBanner>
          <Link to={signInHref(realm)} className="btn btn--gradient btn--lg btn--block">
            {t('signIn')}
          </Link>
        </div>
      ) : !token ? (
        <div className="form">
          <AlertBanner tone="error">{t('resetNoToken')}</AlertBanner>
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
          <NewPasswordFields labels={[t('newPassword'), t('confirmNewPassword')]} pair={newPassword} errors={fieldErrors} />
          <AuthSubmit busy={pending}>{t('setNewPassword')}</AuthSubmit>
        </form>
      )}
    </AuthScreen>
  );
}
