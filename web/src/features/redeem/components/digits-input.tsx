import type { InputHTMLAttributes } from 'react';
import { focusOnMount } from '../../../lib/focus-on-mount';

type DigitsInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'inputMode' | 'maxLength'> & {
  value: string;
  /** Called with the digits typed; anything else is dropped. */
  onDigits: (digits: string) => void;
};

/** Up to six digits the counter types (a one-time code, a PIN) as the step that asks for them opens: it takes the focus. */
export function DigitsInput({ onDigits, ...input }: DigitsInputProps) {
  return (
    <input
      {...input}
      inputMode="numeric"
      maxLength={6}
      onChange={(event) => onDigits(event.target.value.replace(/\D/g, ''))}
      // The step just opened asks for this: focus goes to it as a dialog's first field.
      ref={focusOnMount}
    />
  );
}
