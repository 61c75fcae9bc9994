import { TextField } from '../../../components/ui/form-field';
import { useMessages } from '../../../lib/i18n';
import { profileMessages } from './business-profile-card.messages';

/** Where buyers' and holders' replies to the business's emails go; empty goes back to the admin's own email. */
export function ContactEmailField({
  value,
  placeholder,
  error,
  onChange,
}: {
  value: string;
  placeholder: string;
  error: string | null;
  onChange: (email: string) => void;
}) {
  const t = useMessages(profileMessages);
  return (
    <TextField
      label={t('contactEmail')}
      hint={t('contactEmailHint')}
      error={error}
      type="email"
      autoComplete="email"
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
