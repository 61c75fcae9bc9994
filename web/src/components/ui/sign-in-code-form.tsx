import { useMessages } from '../../lib/i18n';
import { signInMessages } from './sign-in.messages';
import { useState, type FormEvent, type ReactNode } from 'react';
import { twoStepMessages } from '@gv/proto';
import { focusOnMount } from '../../lib/focus-on-mount';
import { TextField } from './form-field';

/** What a code looks like (digits, the same in every language). */
const CODE_EXAMPLE = '123456';

interface SignInCodeFormProps {
  idPrefix: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  /** Back to the email and password. */
  onCancel: () => void;
  submitClassName: string;
  /** Shown above the field, e.g. a failed code's banner. */
  children?: ReactNode;
}

/** The second step of both sign-in pages with two-step sign-in on: a code of the authenticator app, or a recovery code. */
export function SignInCodeForm({ idPrefix, pending, onSubmit, onCancel, submitClassName, children }: SignInCodeFormProps) {
  const t = useMessages(signInMessages);
  const twoStep = useMessages(twoStepMessages);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    onSubmit(code.trim());
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {children}
      <TextField
        id={`${idPrefix}-code`}
        label={t('authCode')}
        hint={twoStep('codeAsked')}
        error={missing ? t('enterCode') : null}
        name="code"
        autoComplete="one-time-code"
        // The step just opened asks for this: focus goes to it as a dialog's first field.
        ref={focusOnMount}
        spellCheck={false}
        placeholder={CODE_EXAMPLE}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setMissing(false);
        }}
      />
      <button type="submit" className={submitClassName} disabled={pending}>
        {t('verify')}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onCancel}>
        {t('otherAccount')}
      </button>
    </form>
  );
}
