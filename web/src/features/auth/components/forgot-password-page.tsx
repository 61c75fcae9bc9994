import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'wouter';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { authActions, selectForgotPassword } from '../auth-slice';
import { realmOf, signInHref } from '../reset-realm';
import { AuthScreen, AuthSubmit } from './auth-screen';
import { useMessages } from '../../../lib/i18n';
import { authPagesMessages } from './auth-pages.messages';

/** "Forgot password?": asks for a reset link by email; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const t = useMessages(authPagesMessages);
  const dispatch = useDispatch();
  const realm = realmOf(useSearchParams()[0]);
  const { pending, error, done } = useSelector(selectForgotPassword);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    dispatch(authActions.passwordResetCleared());
  }, [dispatch]);

  const emailMissing = submitted && email.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (email.trim() === '') return;
    dispatch(authActions.forgotPasswordRequest({ realm, email: email.trim() }));
  };

  return (
    <AuthScreen
      title={t('forgotTitle')}
      subtitle={t('forgotSubtitle', { realm })}
      back={{ href: signInHref(realm), label: t('backToSignIn') }}
      busy={pending}
    >
      {done ? (
        <AlertBanner tone="success">{done}</AlertBanner>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          {error && <AlertBanner tone="error">{error}</AlertBanner>}
          <TextField
            label={t('email')}
            error={emailMissing ? t('emailRequired') : null}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            value={email}
            onValue={setEmail}
            required
          />
          <AuthSubmit busy={pending}>{t('sendLink')}</AuthSubmit>
        </form>
      )}
    </AuthScreen>
  );
}
