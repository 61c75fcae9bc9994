import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FIELD_MESSAGES, isEmail, normalizeEmail, parseUsPhone, type RegistrationInterestInput } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { BusyButton } from '../../../components/ui/busy-button';
import { formatUsPhone } from '../../../lib/phone';
import { landingActions, selectInterest } from '../landing-slice';

/** Each business type, and what its name field is called once it is chosen ("Hotel name"). */
const BUSINESS_TYPES: Record<string, string> = {
  Restaurant: 'Restaurant name',
  'Cafe / Bakery': 'Cafe or bakery name',
  'Bar / Brewery': 'Bar or brewery name',
  Hotel: 'Hotel name',
  'Spa & Wellness': 'Spa name',
  'Retail store': 'Store name',
  Entertainment: 'Venue name',
  Other: 'Business name',
};

/** The form's fields; the optional ones are '' until filled in. */
type InterestFormValues = Required<RegistrationInterestInput>;
type Field = keyof InterestFormValues;

const emptyForm: InterestFormValues = {
  businessName: '',
  businessType: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  notes: '',
};

function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function validate(form: InterestFormValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!form.businessName.trim()) errors.businessName = 'Business name is required';
  if (!form.businessType.trim()) errors.businessType = 'Business type is required';
  if (!form.contactName.trim()) errors.contactName = 'Contact name is required';
  if (!isEmail(normalizeEmail(form.email))) errors.email = FIELD_MESSAGES.email;
  if (form.phone && parseUsPhone(form.phone) === null) errors.phone = FIELD_MESSAGES.interestPhone;
  if (form.website.trim() && !isValidUrl(form.website.trim())) errors.website = 'Please enter a valid URL like https://example.com';
  return errors;
}

/** The landing page's "Talk to us" form, for a business that wants help setting up (spec §2, §5, §8). */
export function InterestForm() {
  const dispatch = useDispatch();
  const { pending, alert, serverFieldErrors, submissions } = useSelector(selectInterest);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // A successful submission resets the form, and brings its top (where the thanks show) into view: on a phone the
  // button is a screen below it.
  useEffect(() => {
    if (submissions > 0) {
      setForm(emptyForm);
      setErrors({});
      formRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [submissions]);

  useEffect(() => {
    if (Object.keys(serverFieldErrors).length > 0) setErrors(serverFieldErrors as Partial<Record<Field, string>>);
  }, [serverFieldErrors]);

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: field === 'phone' ? formatUsPhone(value) : value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      dispatch(landingActions.interestInvalid());
      const first = Object.keys(found)[0];
      // The form's top (where the banner shows) comes into view below the sticky header, the first wrong field with it.
      document.getElementById(`interest-${first}`)?.focus({ preventScroll: true });
      formRef.current?.scrollIntoView({ block: 'start' });
      return;
    }
    dispatch(
      landingActions.interestSubmitRequest({
        businessName: form.businessName.trim(),
        businessType: form.businessType.trim(),
        contactName: form.contactName.trim(),
        email: form.email.trim(),
        phone: form.phone,
        website: form.website.trim(),
        notes: form.notes.trim(),
      }),
    );
  };

  const fieldProps = (field: Field) => ({
    id: `interest-${field}`,
    name: field,
    value: form[field],
    error: errors[field],
    onValue: (value: string) => set(field, value),
  });

  return (
    <form ref={formRef} className="form interest-form" onSubmit={onSubmit} noValidate>
      {alert && (
        <AlertBanner key={alert.id} tone={alert.tone} autoHideMs={alert.autoHideMs} onDismiss={() => dispatch(landingActions.interestDismissAlert())}>
          {alert.text}
        </AlertBanner>
      )}
      <div className="form-grid">
        <TextField
          {...fieldProps('businessName')}
          label={BUSINESS_TYPES[form.businessType] ?? 'Business name'}
          autoComplete="organization"
          placeholder="e.g. The Golden Fork"
        />
        <SelectField {...fieldProps('businessType')} label="Business type">
          <option value="">Select a type</option>
          {Object.keys(BUSINESS_TYPES).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <TextField {...fieldProps('contactName')} label="Contact name" autoComplete="name" placeholder="Your full name" />
        <TextField {...fieldProps('email')} label="Email" type="email" autoComplete="email" placeholder="you@business.com" />
        <TextField
          {...fieldProps('phone')}
          label="Phone"
          optional
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="(555) 123-4567"
        />
        <TextField
          {...fieldProps('website')}
          label="Website"
          optional
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://yourbusiness.com"
          onBlur={() => {
            // Accept "example.com" by adding the scheme people usually mean.
            const value = form.website.trim();
            if (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) && /\.[a-z]{2,}/i.test(value)) set('website', `https://${value}`);
          }}
        />
        <TextAreaField
          {...fieldProps('notes')}
          label="Notes"
          optional
          className="field--full"
          rows={4}
          placeholder="Tell us about your business and what you'd like to offer"
        />
      </div>
      <BusyButton type="submit" className="btn btn--gradient btn--lg interest-form__submit" busy={pending}>
        Submit your request
      </BusyButton>
    </form>
  );
}
