import type { AmountMode } from '@gv/proto';
import { TextField } from '../../../components/ui/form-field';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { formMessages } from './gift-card-form.messages';

type AmountField = 'amount' | 'minAmount' | 'maxAmount';

interface CardAmountFieldsProps {
  /** The control ids by the server's field name, so an invalid field can be focused. */
  ids: { amount: string; amountMode: string; minAmount: string; maxAmount: string };
  values: { amountMode: AmountMode; amount: string; minAmount: string; maxAmount: string };
  errors: Partial<Record<AmountField, string>>;
  onValue: (field: 'amountMode' | AmountField, value: string) => void;
}

/** A fixed value, or "Any amount": the range a buyer chooses in, in the currency's steps and range (whole dollars from $5 to $2,000). */
export function CardAmountFields({ ids, values, errors, onValue }: CardAmountFieldsProps) {
  const money = useMoney();
  const t = useMessages(formMessages);
  const custom = values.amountMode === 'custom';
  const { minCents, maxCents, stepCents } = money.limits.custom;
  const steps = stepCents === money.toMinor(1) ? t('stepsWhole', { unit: money.units }) : t('stepsMultiple', { step: money.formatWhole(stepCents) });
  const middlePick = money.limits.quickPickCents[1];
  const dollars = (field: AmountField, text: { label: string; hint?: string; placeholder: string; inputMode?: 'decimal' | 'numeric' }) => (
    <TextField
      id={ids[field]}
      error={errors[field]}
      value={values[field]}
      onValue={(value) => onValue(field, value)}
      label={text.label}
      hint={text.hint}
      startText={money.symbol}
      inputMode={text.inputMode ?? 'numeric'}
      autoComplete="off"
      placeholder={text.placeholder}
    />
  );
  return (
    <>
      <fieldset className="field field--full gc-amount-mode">
        <legend className="field__label">{t('amountLegend')}</legend>
        <label className="gc-amount-mode__option">
          <input
            id={custom ? undefined : ids.amountMode}
            type="radio"
            name={ids.amountMode}
            checked={!custom}
            onChange={() => onValue('amountMode', 'fixed')}
          />
          {t('fixedAmount')}
        </label>
        <label className="gc-amount-mode__option">
          <input
            id={custom ? ids.amountMode : undefined}
            type="radio"
            name={ids.amountMode}
            checked={custom}
            onChange={() => onValue('amountMode', 'custom')}
          />
          {t('customAmount')}
        </label>
      </fieldset>
      {custom ? (
        <>
          {dollars('minAmount', {
            label: t('lowestLabel', { symbol: money.symbol }),
            hint: t('lowestHint', { steps, min: money.formatWhole(minCents) }),
            placeholder: String(money.toMajor(minCents)),
          })}
          {dollars('maxAmount', {
            label: t('highestLabel', { symbol: money.symbol }),
            hint: t('highestHint', { steps, max: money.formatWhole(maxCents) }),
            placeholder: String(money.toMajor(middlePick * 10)),
          })}
        </>
      ) : (
        dollars('amount', {
          label: t('amountLabel', { symbol: money.symbol }),
          placeholder: money.toMajor(middlePick).toFixed(money.digits),
          inputMode: money.inputMode,
        })
      )}
    </>
  );
}
