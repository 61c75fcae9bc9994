import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useSearchParams } from 'wouter';
import { passwordMessages } from '@gv/proto';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { PasswordField } from '../../../components/ui/password-input';
import { authActions, selectSetPassword } from '../auth-slice';
import { AuthScreen, AuthSubmit } from './auth-screen';
import { passwordProblem } from './new-password-fields';
import { useMessages } from '../../../lib/i18n';
import { authPagesMessages } from './auth-pages.messages';

/** Target of the link emailed when a super admin approves a registration request. */
export function SetPasswordPage() {
  const t = useMessages(authPagesMessages);
  const passwordText = useMessages(passwordMessages);
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
        state: { notice: t('passwordSet') },
      });
    }
  }, [done, dispatch, navigate, t]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setLocalError(t('enterPassword'));
      return;
    }
    const tooShort = passwordProblem(password);
    if (tooShort) {
      setLocalError(tooShort);
      return;
    }
    if (password !== confirm) {
      setLocalError(t('mismatch'));
      return;
    }
    setLocalError(null);
    dispatch(authActions.setPasswordRequest({ token, password }));
  };

  const shownError = localError ?? error;

  return (
    <AuthScreen title={t('setTitle')} subtitle={t('setSubtitle')} back={{ href: paths.login.getHref(), label: t('goToSignIn') }} busy={pending}>
      {!token ? (
        <AlertBanner tone="error">{t('setNoToken')}</AlertBanner>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          {shownError && <AlertBanner tone="error">{shownError}</AlertBanner>}
          <PasswordField
            id="set-password-new"
            label={t('newPassword')}
            hint={passwordText('rule')}
            autoComplete="new-password"
            value={password}
            onValue={setPassword}
          />
          <PasswordField id="set-password-confirm" label={t('confirmPassword')} autoComplete="new-password" value={confirm} onValue={setConfirm} />
          <AuthSubmit busy={pending}>{t('setPassword')}</AuthSubmit>
        </form>
      )}
    </AuthScreen>
  );
}
