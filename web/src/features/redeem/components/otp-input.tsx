import type { FieldControlProps } from '../../../components/ui/form-field';
import { useMessages } from '../../../lib/i18n';
import { detailsMessages } from './redeem-details.messages';

interface OtpInputProps {
  control: FieldControlProps;
  value: string;
  /** Called with the digits typed (anything else is dropped). */
  onChange: (digits: string) => void;
  disabled?: boolean;
}

/** The holder's 6-digit one-time code, as the counter types it. */
export function OtpInput({ control, value, onChange, disabled }: OtpInputProps) {
  const t = useMessages(detailsMessages);
  return (
    <input
      {...control}
      className="input redeem-details__otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('otpPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      disabled={disabled}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the step just opened asks for this; focus goes to it as a dialog's first field.
      autoFocus
    />
  );
}
