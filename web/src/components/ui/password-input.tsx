import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import { useState, type InputHTMLAttributes } from 'react';
import { changeHandler, FormField, type FieldFrameProps, type ValueProps } from './form-field';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** Password field with a show/hide toggle button. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const t = useMessages(controlsMessages);
  return (
    <div className="password-input">
      <input {...props} type={visible ? 'text' : 'password'} className={`input${className ? ` ${className}` : ''}`} />
      <button
        type="button"
        className="password-input__toggle"
        onClick={() => setVisible((v) => !v)}
        aria-label={t(visible ? 'hidePassword' : 'showPassword')}
        aria-pressed={visible}
      >
        {visible ? (
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.2A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7-.4 1-1.3 2.4-2.6 3.7M6.2 6.2C4.2 7.6 2.7 9.6 2 12c1 2.5 5 7 10 7 1.7 0 3.3-.5 4.7-1.3" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12z" />
            <circle cx="12" cy="12" r="3" />
          </svg>
        )}
      </button>
    </div>
  );
}

type PasswordFieldProps = FieldFrameProps & ValueProps & Omit<PasswordInputProps, 'id' | 'className'>;

/** A labelled password input with its show/hide toggle, hint and error. */
export function PasswordField({ label, optional, hint, error, className, id, onValue, ...input }: PasswordFieldProps) {
  return (
    <FormField label={label} optional={optional} hint={hint} error={error} className={className} id={id}>
      {(aria) => <PasswordInput {...input} {...aria} onChange={changeHandler(input.onChange, onValue)} />}
    </FormField>
  );
}
