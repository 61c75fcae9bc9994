import type { AmountMode } from '@gv/proto';
import { TextField } from '../../../components/ui/form-field';

type AmountField = 'amount' | 'minAmount' | 'maxAmount';

interface CardAmountFieldsProps {
  /** The control ids by the server's field name, so an invalid field can be focused. */
  ids: { amount: string; amountMode: string; minAmount: string; maxAmount: string };
  values: { amountMode: AmountMode; amount: string; minAmount: string; maxAmount: string };
  errors: Partial<Record<AmountField, string>>;
  onValue: (field: 'amountMode' | AmountField, value: string) => void;
}

/** A fixed value, or "Any amount": the range a buyer chooses in, whole dollars from $5 to $2,000. */
export function CardAmountFields({ ids, values, errors, onValue }: CardAmountFieldsProps) {
  const custom = values.amountMode === 'custom';
  const dollars = (field: AmountField, text: { label: string; hint?: string; placeholder: string; inputMode?: 'decimal' }) => (
    <TextField
      id={ids[field]}
      error={errors[field]}
      value={values[field]}
      onValue={(value) => onValue(field, value)}
      label={text.label}
      hint={text.hint}
      startText="$"
      inputMode={text.inputMode ?? 'numeric'}
      autoComplete="off"
      placeholder={text.placeholder}
    />
  );
  return (
    <>
      <fieldset className="field field--full gc-amount-mode">
        <legend className="field__label">Amount</legend>
        <label className="gc-amount-mode__option">
          <input
            id={custom ? undefined : ids.amountMode}
            type="radio"
            name={ids.amountMode}
            checked={!custom}
            onChange={() => onValue('amountMode', 'fixed')}
          />
          A fixed amount
        </label>
        <label className="gc-amount-mode__option">
          <input
            id={custom ? ids.amountMode : undefined}
            type="radio"
            name={ids.amountMode}
            checked={custom}
            onChange={() => onValue('amountMode', 'custom')}
          />
          Any amount the buyer chooses
        </label>
      </fieldset>
      {custom ? (
        <>
          {dollars('minAmount', { label: 'Lowest amount ($)', hint: 'Whole dollars, $5 or more', placeholder: '5' })}
          {dollars('maxAmount', { label: 'Highest amount ($)', hint: 'Whole dollars, up to $2,000', placeholder: '500' })}
        </>
      ) : (
        dollars('amount', { label: 'Amount ($)', placeholder: '50.00', inputMode: 'decimal' })
      )}
    </>
  );
}
