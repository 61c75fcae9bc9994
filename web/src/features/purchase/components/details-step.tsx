import type { RefObject } from 'react';
import { MAX_RECIPIENTS, type PurchaseType } from '@gv/proto';
import { TextField } from '../../../components/ui/form-field';
import { PHONE_EXAMPLE } from '../../../components/ui/phone-field';
import {
  isEmailField,
  isOptionalField,
  isPhoneField,
  totalOf,
  type DetailField,
  type PurchaseFormAction,
  type PurchaseFormState,
} from '../purchase-form';
import { RecipientFields } from './recipient-fields';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { dialogMessages } from './purchase-dialog.messages';

const AUTOCOMPLETE: Partial<Record<DetailField, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel-national',
  senderName: 'name',
  senderEmail: 'email',
  senderPhone: 'tel-national',
};

interface DetailsStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  purchaseType: PurchaseType;
  values: PurchaseFormState['values'];
  recipients: PurchaseFormState['recipients'];
  errors: PurchaseFormState['errors'];
  /** The card's sale price: the gift's total is this once per recipient. */
  salePrice: number;
  /** Where a scheduled delivery starts: the business's time zone. */
  defaultZone: string;
  /** The card's last day: no gift is scheduled after it. */
  lastDay: string;
  onChange: (field: DetailField, value: string) => void;
  dispatch: (action: PurchaseFormAction) => void;
}

/** Step 2 (spec §2): your name, email and phone; for a gift its recipients first (each with a message and when to send it), and the total. */
export function DetailsStep({
  headingRef,
  purchaseType,
  values,
  recipients,
  errors,
  salePrice,
  defaultZone,
  lastDay,
  onChange,
  dispatch,
}: DetailsStepProps) {
  const money = useMoney();
  const t = useMessages(dialogMessages);
  const input = (field: DetailField, className?: string) => {
    const frame = { className, label: t(field), optional: isOptionalField(field), error: errors[field] };
    return (
      <TextField
        {...frame}
        key={field}
        hint={isPhoneField(field) ? t('phoneHint') : undefined}
        type={isEmailField(field) ? 'email' : isPhoneField(field) ? 'tel' : 'text'}
        inputMode={isPhoneField(field) ? 'numeric' : undefined}
        autoComplete={AUTOCOMPLETE[field]}
        placeholder={isPhoneField(field) ? PHONE_EXAMPLE : undefined}
        value={values[field] ?? ''}
        onChange={(e) => onChange(field, e.target.value)}
      />
    );
  };

  return (
    <div className="pd-details">
      <h3 ref={headingRef} tabIndex={-1} className="pd-step-title">
        {t(purchaseType === 'gift' ? 'giftHeading' : 'detailsHeading')}
      </h3>
      {purchaseType === 'gift' ? (
        <>
          {recipients.map((recipient, index) => (
            <RecipientFields
              key={index}
              index={index}
              count={recipients.length}
              recipient={recipient}
              errors={errors}
              defaultZone={defaultZone}
              lastDay={lastDay}
              onField={(field, value) => dispatch({ type: 'setRecipientField', index, field, value })}
              onDelivery={(when) => dispatch({ type: 'setDelivery', index, when })}
              onRemove={() => dispatch({ type: 'removeRecipient', index })}
            />
          ))}
          <div className="pd-recipients-footer">
            {recipients.length < MAX_RECIPIENTS && (
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => dispatch({ type: 'addRecipient' })}>
                {t('addRecipient')}
              </button>
            )}
            <p className="pd-total" aria-live="polite">
              {recipients.length > 1 ? t('totalEach', { price: money.format(salePrice), count: recipients.length }) : t('total')}
              <strong>{money.format(totalOf(salePrice, recipients.length, money.currency))}</strong>
            </p>
          </div>
          <h4 className="pd-subtitle">{t('detailsHeading')}</h4>
          <div className="form-grid">
            {input('senderName')}
            {input('senderEmail')}
            {input('senderPhone')}
          </div>
        </>
      ) : (
        <div className="form-grid">
          {input('name')}
          {input('email')}
          {input('phone')}
        </div>
      )}
    </div>
  );
}
