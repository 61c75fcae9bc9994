import { TextField, type TextFieldProps } from './form-field';

/** Not words: a US phone number's shape, the same in every language. */
export const PHONE_EXAMPLE = '(123) 456-7890';

/** A field for a US phone number: a number pad, the browser's saved number, and an example of the shape. */
export function PhoneField(props: TextFieldProps) {
  return <TextField type="tel" inputMode="numeric" autoComplete="tel-national" placeholder={PHONE_EXAMPLE} {...props} />;
}
