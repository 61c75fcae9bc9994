import { TextField } from '../../../components/ui/form-field';

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
  return (
    <TextField
      label="Contact email"
      hint="Emails to your buyers come in your business's name; their replies go to this address. Leave it empty to use your sign-in email."
      error={error}
      type="email"
      autoComplete="email"
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
