import type { AmountMode } from '@gv/proto';
import { TextField } from '../../../components/ui/form-field';

interface CardAmountFieldsProps {
  /** The control ids by the server's field name, so an invalid field can be focused. */
  ids: { amount: string; amountMode: string; minAmount: string; maxAmount: string };
  values: { amountMode: AmountMode; amount: string; minAmount: string; maxAmount: string };
  errors: { amount?: string; minAmount?: string; maxAmount?: string };
  onValue: (field: 'amountMode' | 'amount' | 'minAmount' | 'maxAmount', value: string) => void;
}

/** A fixed value, or "Any amount": the range a buyer chooses in, whole dollars from $5 to $2,000. */
export function CardAmountFields({ ids, values, errors, onValue }: CardAmountFieldsProps) {
  const custom = values.amountMode === 'custom';
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
          <TextField
            id={ids.minAmount}
            error={errors.minAmount}
            value={values.minAmount}
            onValue={(value) => onValue('minAmount', value)}
            label="Lowest amount ($)"
            hint="Whole dollars, $5 or more"
            startText="$"
            inputMode="numeric"
            autoComplete="off"
            placeholder="5"
          />
          <TextField
            id={ids.maxAmount}
            error={errors.maxAmount}
            value={values.maxAmount}
            onValue={(value) => onValue('maxAmount', value)}
            label="Highest amount ($)"
            hint="Whole dollars, up to $2,000"
            startText="$"
            inputMode="numeric"
            autoComplete="off"
            placeholder="500"
          />
        </>
      ) : (
        <TextField
          id={ids.amount}
          error={errors.amount}
          value={values.amount}
          onValue={(value) => onValue('amount', value)}
          label="Amount ($)"
          startText="$"
          inputMode="decimal"
          autoComplete="off"
          placeholder="50.00"
        />
      )}
    </>
  );
}
