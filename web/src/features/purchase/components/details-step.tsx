import type { RefObject } from 'react';
import type { PurchaseType } from '@gv/proto';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { isEmailField, isOptionalField, isPhoneField, type DetailField, type PurchaseFormState } from '../purchase-form';

const LABELS: Record<DetailField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  recipientName: "Recipient's name",
  recipientEmail: "Recipient's email",
  message: 'Personal message',
  senderName: 'Your name',
  senderEmail: 'Your email',
  senderPhone: 'Your phone',
};

const AUTOCOMPLETE: Partial<Record<DetailField, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel-national',
  recipientName: 'off',
  recipientEmail: 'off',
  senderName: 'name',
  senderEmail: 'email',
  senderPhone: 'tel-national',
};

interface DetailsStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  purchaseType: PurchaseType;
  values: PurchaseFormState['values'];
  errors: PurchaseFormState['errors'];
  onChange: (field: DetailField, value: string) => void;
}

/** Step 2 (spec §2): your name, email and phone; for a gift the recipient and an optional message first. */
export function DetailsStep({ headingRef, purchaseType, values, errors, onChange }: DetailsStepProps) {
  const input = (field: DetailField, className?: string) => {
    const frame = { className, label: LABELS[field], optional: isOptionalField(field), error: errors[field] };
    if (field === 'message') {
      return <TextAreaField {...frame} key={field} rows={4} maxLength={500} value={values.message ?? ''} placeholder="Write a few words for the recipient" onChange={(e) => onChange(field, e.target.value)} />;
    }
    return (
      <TextField
        {...frame}
        key={field}
        hint={isPhoneField(field) ? 'Format: (XXX) XXX-XXXX' : undefined}
        type={isEmailField(field) ? 'email' : isPhoneField(field) ? 'tel' : 'text'}
        inputMode={isPhoneField(field) ? 'numeric' : undefined}
        autoComplete={AUTOCOMPLETE[field]}
        placeholder={isPhoneField(field) ? '(123) 456-7890' : undefined}
        value={values[field] ?? ''}
        onChange={(e) => onChange(field, e.target.value)}
      />
    );
  };

  return (
    <div className="pd-details">
      <h3 ref={headingRef} tabIndex={-1} className="pd-step-title">
        {purchaseType === 'gift' ? 'Who receives the gift?' : 'Your details'}
      </h3>
      {purchaseType === 'gift' ? (
        <>
          <div className="form-grid">
            {input('recipientName')}
            {input('recipientEmail')}
            {input('message', 'field--full')}
          </div>
          <h4 className="pd-subtitle">Your details</h4>
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
