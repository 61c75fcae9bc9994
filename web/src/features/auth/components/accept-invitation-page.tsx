import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect, useSearchParams } from 'wouter';
import { fieldMessages, teamMessages } from '@gv/proto';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { homeOf } from '../../../lib/staff-access';
import { authActions, selectAuth, selectInvitation } from '../auth-slice';
import { AuthScreen, AuthSubmit } from './auth-screen';
import { useMessages } from '../../../lib/i18n';
import { invitationMessages } from './auth-pages.messages';
import { newPasswordProblems, NewPasswordFields, useNewPassword, type NewPasswordErrors } from './new-password-fields';

interface NewAccountErrors extends NewPasswordErrors {
  name?: string;
}

/**
 * Target of the emailed invitation to a business's team (decision 0077): a new person names themself and chooses a
 * password; someone already signed in joins with one button. Either way they land signed in to that business, on
 * their role's home.
 */
export function AcceptInvitationPage() {
  const t = useMessages(invitationMessages);
  const fieldText = useMessages(fieldMessages);
  const teamText = useMessages(teamMessages);
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { status, user, access } = useSelector(selectAuth);
  const { pending, error, done: joined } = useSelector(selectInvitation);
  const [name, setName] = useState('');
  const newPassword = useNewPassword();
  const [fieldErrors, setFieldErrors] = useState<NewAccountErrors>({});

  useEffect(() => {
    dispatch(authActions.invitationCleared());
  }, [dispatch]);

  if (joined && access) return <Redirect to={homeOf(access.role)} replace />;

  const createAccount = (event: FormEvent) => {
    event.preventDefault();
    const errors: NewAccountErrors = {
      name: name.trim() ? undefined : fieldText('mandatory'),
      ...newPasswordProblems(newPassword, t('mismatch')),
    };
    setFieldErrors(errors);
    if (errors.name || errors.password || errors.confirm) return;
    dispatch(authActions.acceptInvitationRequest({ token, name: name.trim(), password: newPassword.password }));
  };

  // Someone with an account of another business is asked to sign in first, then comes back here to join.
  const signInFirst = error === teamText('signInToJoin') && (
    <Link to={paths.login.getHref()} state={{ returnTo: paths.acceptInvitation.getHref(token) }} className="btn btn--primary btn--block">
      {t('signIn')}
    </Link>
  );

  return (
    <AuthScreen
      icon="users"
      title={t('title')}
      subtitle={t('subtitle')}
      back={{ href: paths.home.getHref(), label: t('backHome'), muted: true }}
      busy={pending}
    >
      {!token ? (
        <AlertBanner tone="error">{t('noToken')}</AlertBanner>
      ) : status === 'unknown' ? (
        <LoadingOverlay />
      ) : status === 'authenticated' ? (
        <div className="form">
          {error && <AlertBanner tone="error">{error}</AlertBanner>}
          <p className="auth-card__text">{t.rich('signedInAs', { email: user?.email, b: (chunks) => <strong>{chunks}</strong> })}</p>
          <button
            type="button"
            className="btn btn--gradient btn--lg btn--block"
            disabled={pending}
            onClick={() => dispatch(authActions.acceptInvitationRequest({ token }))}
          >
            {t('join')}
          </button>
          {/* The invitation may be for another account: signed out, the page shows the new person's form or the way to sign in as them. */}
          <button type="button" className="link-button" onClick={() => dispatch(authActions.logoutRequest())}>
            {t('notYou', { email: user?.email })}
          </button>
        </div>
      ) : (
        <form className="form" onSubmit={createAccount} noValidate>
          {error && <AlertBanner tone="error">{error}</AlertBanner>}
          {signInFirst}
          <TextField label={t('yourName')} autoComplete="name" value={name} onValue={setName} error={fieldErrors.name} />
          <NewPasswordFields labels={[t('password'), t('confirmPassword')]} pair={newPassword} errors={fieldErrors} />
          <AuthSubmit busy={pending}>{t('join')}</AuthSubmit>
        </form>
      )}
    </AuthScreen>
  );
}
