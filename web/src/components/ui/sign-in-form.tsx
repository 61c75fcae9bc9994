import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Credentials } from '@gv/proto';
import { TextField } from './form-field';
import { PasswordField } from './password-input';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const touch = (field: 'email' | 'password') => checkWhileTyping && setTouched((t) => ({ ...t, [field]: true }));

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
        id={`${idPrefix}-email`}
        label="Email"
        error={emailMissing ? 'Email is required' : null}
        type="email"
        name="email"
        autoComplete={emailAutoComplete}
        placeholder="Enter your email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          touch('email');
        }}
        onBlur={() => touch('email')}
        required
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label="Password"
        error={passwordMissing ? 'Password is required' : null}
        name="password"
        autoComplete="current-password"
        placeholder="Enter your password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          touch('password');
        }}
        onBlur={() => touch('password')}
        required
      />
      <p className={forgotClassName}>
        <Link to={forgotPasswordHref}>Forgot password?</Link>
      </p>
      <button type="submit" className={submitClassName} disabled={pending}>
        Sign In
      </button>
    </form>
  );
}
