import { useState } from 'react';
import { passwordLengthProblem, passwordMessages } from '@gv/proto';
import { message, useMessages } from '../../../lib/i18n';
import { PasswordField } from '../../../components/ui/password-input';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/** A new password and its repeat, as typed. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return { password, confirm, setPassword, setConfirm };
}

export type NewPassword = ReturnType<typeof useNewPassword>;

/** What is wrong with a new password as far as the browser can tell (its length), in the language now. */
export function passwordProblem(password: string): string | undefined {
  const short = passwordLengthProblem(password);
  return short && message(passwordMessages, short);
}

/** What is wrong with the pair, under the field it belongs to; `mismatch` is the page's words for two different passwords. */
export function newPasswordProblems({ password, confirm }: NewPassword, mismatch: string): NewPasswordErrors {
  return {
    password: passwordProblem(password),
    confirm: password !== confirm ? mismatch : undefined,
  };
}

/** The new password, with the rule as its hint, and the field that repeats it. */
export function NewPasswordFields({
  labels: [label, confirmLabel],
  pair,
  errors,
}: {
  labels: readonly [string, string];
  pair: NewPassword;
  errors: NewPasswordErrors;
}) {
  const t = useMessages(passwordMessages);
  return (
    <>
      <PasswordField
        label={label}
        hint={t('rule')}
        error={errors.password}
        autoComplete="new-password"
        value={pair.password}
        onValue={pair.setPassword}
      />
      <PasswordField label={confirmLabel} error={errors.confirm} autoComplete="new-password" value={pair.confirm} onValue={pair.setConfirm} />
    </>
  );
}
