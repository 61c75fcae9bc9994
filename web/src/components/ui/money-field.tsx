import { useMoney } from '../../lib/currency';
import { TextField, type TextFieldProps } from './form-field';

/** A field for an amount of the business's currency: a phone's keypad offers a decimal point only where the currency has cents. */
export function MoneyField(props: Omit<TextFieldProps, 'inputMode'>) {
  const money = useMoney();
  return <TextField {...props} inputMode={money.inputMode} />;
}
