import type { FieldControlProps } from '../../../components/ui/form-field';
import { useMessages } from '../../../lib/i18n';
import { DigitsInput } from './digits-input';
import { detailsMessages } from './redeem-details.messages';

interface OtpInputProps {
  control: FieldControlProps;
  value: string;
  /** Called with the digits typed (anything else is dropped). */
  onChange: (digits: string) => void;
  disabled?: boolean;
}

/** The holder's 6-digit one-time code, as the counter types it. */
export function OtpInput({ control, onChange, ...input }: OtpInputProps) {
  const t = useMessages(detailsMessages);
  return (
    <DigitsInput
      {...control}
      {...input}
      className="input redeem-details__otp"
      autoComplete="one-time-code"
      placeholder={t('otpPlaceholder')}
      onDigits={onChange}
    />
  );
}
