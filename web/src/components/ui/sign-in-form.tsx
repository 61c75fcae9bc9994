import { useMessages } from '../../lib/i18n';
import { signInMessages } from './sign-in.messages';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Credentials } from '@gv/proto';
import { TextField } from './form-field';
import { PasswordField } from './password-input';

type Field = 'email' | 'password';

interface SignInFormProps {
  /** Prefix of the fields' ids: `${idPrefix}-email`, `${idPrefix}-password`. */
  idPrefix: string;
  pending: boolean;
  onSubmit: (credentials: Credentials) => void;
  forgotPasswordHref: string;
  /** The sign-in page's own look for its forgot-password line and its button. */
  forgotClassName: string;
  submitClassName: string;
  emailAutoComplete: 'email' | 'username';
  /** Says "… is required" as soon as a field is left empty after typing or leaving it, not only after Sign In. */
  checkWhileTyping?: boolean;
  /** Shown above the fields, e.g. a failed sign-in's banner. */
  children?: ReactNode;
}

/** Email, password with show/hide, forgot-password link and Sign In: the form of both sign-in pages (/login and /superlogin). */
export function SignInForm({
  idPrefix,
  pending,
  onSubmit,
  forgotPasswordHref,
  forgotClassName,
  submitClassName,
  emailAutoComplete,
  checkWhileTyping = false,
  children,
}: SignInFormProps) {
  const t = useMessages(signInMessages);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const touch = (field: Field) => checkWhileTyping && setTouched((t) => ({ ...t, [field]: true }));
  /** What both fields share: their id and name, their value, and marking them touched as they are typed in or left. */
  const wiring = (field: Field, value: string, setValue: (value: string) => void) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      touch(field);
    },
    onBlur: () => touch(field),
    required: true,
  });

  const emailMissing = touched.email && email.trim() === '';
  const passwordMissing = touched.password && password === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (email.trim() === '' || password === '') return;
    onSubmit({ email: email.trim(), password });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {children}
      <TextField
        {...wiring('email', email, setEmail)}
        label={t('email')}
        error={emailMissing ? t('emailRequired') : null}
        type="email"
        autoComplete={emailAutoComplete}
        placeholder={t('emailPlaceholder')}
      />
      <PasswordField
        {...wiring('password', password, setPassword)}
        label={t('password')}
        error={passwordMissing ? t('passwordRequired') : null}
        autoComplete="current-password"
        placeholder={t('passwordPlaceholder')}
      />
      <p className={forgotClassName}>
        <Link to={forgotPasswordHref}>{t('forgotPassword')}</Link>
      </p>
      <button type="submit" className={submitClassName} disabled={pending}>
        {t('signIn')}
      </button>
    </form>
  );
}
