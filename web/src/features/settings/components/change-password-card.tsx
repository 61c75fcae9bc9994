import { useEffect, useState, type FormEvent } from 'react';
import { OperationMessage } from './operation-message';
import { useDispatch, useSelector } from 'react-redux';
import { PasswordField } from '../../../components/ui/password-input';
import { BusyButton } from '../../../components/ui/busy-button';
import { PASSWORD_RULE, passwordLengthProblem, passwordMessages } from '@gv/proto';
import { selectSettings, settingsActions } from '../settings-slice';
import { TitledCard } from '../../../components/ui/titled-card';
import { message, useMessages } from '../../../lib/i18n';
import { accountMessages } from './account.messages';

export function ChangePasswordCard() {
  const dispatch = useDispatch();
  const { password } = useSelector(selectSettings);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const t = useMessages(accountMessages);

  // Clear the fields after a successful change.
  useEffect(() => {
    if (password.changes > 0) {
      setCurrent('');
      setNext('');
      setConfirm('');
    }
  }, [password.changes]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) {
      dispatch(settingsActions.passwordInvalid(t('currentMissing')));
      return;
    }
    if (next !== confirm) {
      dispatch(settingsActions.passwordInvalid(t('mismatch')));
      return;
    }
    const tooShort = passwordLengthProblem(next);
    if (tooShort) {
      dispatch(settingsActions.passwordInvalid(message(passwordMessages, tooShort)));
      return;
    }
    dispatch(settingsActions.changePasswordRequest({ currentPassword: current, newPassword: next }));
  };

  return (
    <TitledCard titleId="password-title" title={t('passwordTitle')} className="settings-card">
      <p className="card__subtitle">{t('passwordSubtitle')}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <OperationMessage operation="password" />
        <PasswordField id="current-password" label={t('currentPassword')} autoComplete="current-password" value={current} onValue={setCurrent} />
        <PasswordField id="new-password" label={t('newPassword')} hint={PASSWORD_RULE} autoComplete="new-password" value={next} onValue={setNext} />
        <PasswordField id="confirm-password" label={t('confirmPassword')} autoComplete="new-password" value={confirm} onValue={setConfirm} />
        <div className="settings-card__actions">
          <BusyButton type="submit" className="btn btn--primary" busy={password.pending}>
            {t('changePassword')}
          </BusyButton>
        </div>
      </form>
    </TitledCard>
  );
}
