import { voucherVatMessages, type VoucherType } from '@gv/proto';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useMessages } from '../../../lib/i18n';
import type { CardVatValues } from '../card-vat-values';
import { formMessages } from './gift-card-form.messages';

interface CardVatFieldsProps {
  /** The control ids by the server's field name, so an invalid field can be focused. */
  ids: { voucherType: string; vatRate: string };
  value: CardVatValues;
  errors: Partial<Record<'voucherType' | 'vatRate', string>>;
  /** Cards of the type were sold: its treatment is shown but can't change. */
  locked: boolean;
  onChange: (value: CardVatValues) => void;
}

/**
 * A card type's VAT treatment where the EU voucher rules apply (decision 0099): a single-purpose voucher, taxed when sold
 * at its rate, or a multi-purpose one, taxed when redeemed.
 */
export function CardVatFields({ ids, value, errors, locked, onChange }: CardVatFieldsProps) {
  const t = useMessages(formMessages);
  const vat = useMessages(voucherVatMessages);
  const single = value.voucherType === 'single-purpose';
  const whenDue = single ? t('singlePurposeHint') : t('multiPurposeHint');
  return (
    <fieldset className="field field--full gc-vat">
      <legend className="field__label">{t('vatLegend')}</legend>
      <SelectField
        id={ids.voucherType}
        error={errors.voucherType}
        label={t('voucherTypeLabel')}
        hint={locked ? vat('vatLocked') : whenDue}
        value={value.voucherType}
        onValue={(voucherType) => onChange({ ...value, voucherType: voucherType as VoucherType })}
        disabled={locked}
      >
        <option value="single-purpose">{vat('singlePurpose')}</option>
        <option value="multi-purpose">{vat('multiPurpose')}</option>
      </SelectField>
      {single && (
        <TextField
          id={ids.vatRate}
          error={errors.vatRate}
          label={t('vatRateLabel')}
          value={value.vatRate}
          onValue={(vatRate) => onChange({ ...value, vatRate })}
          endText="%"
          inputMode="decimal"
          autoComplete="off"
          disabled={locked}
        />
      )}
    </fieldset>
  );
}
