import { useRef, useState, type FormEvent } from 'react';
import { fieldMessages, isEmail, normalizeEmail, parseUsPhone, type CatalogKey, type RegistrationInterestInput } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { BusyButton } from '../../../components/ui/busy-button';
import { ApiError } from '../../../lib/api-client';
import { formatUsPhone } from '../../../lib/phone';
import { useMessages, type Translate } from '../../../lib/i18n';
import { registrationInterestApi } from '../api/registration-interest-api';
import { interestFormMessages } from './interest-form.messages';

type InterestKey = CatalogKey<typeof interestFormMessages>;

interface InterestAlert {
  tone: 'success' | 'error';
  /** The message of interestFormMessages the banner says, in the language now. */
  message: 'invalid' | 'failure' | 'success';
  autoHideMs: number;
  /** A new banner for each answer, even one saying the same. */
  id: number;
}

const ALERT_MS = 8000;
const SUCCESS_MS = 60000;

/** Each business type (the value the request carries), its name in a list and what its name field is called once it is chosen. */
const BUSINESS_TYPES: Record<string, { type: InterestKey; name: InterestKey }> = {
  Restaurant: { type: 'typeRestaurant', name: 'nameRestaurant' },
  'Cafe / Bakery': { type: 'typeCafe', name: 'nameCafe' },
  'Bar / Brewery': { type: 'typeBar', name: 'nameBar' },
  Hotel: { type: 'typeHotel', name: 'nameHotel' },
  'Spa & Wellness': { type: 'typeSpa', name: 'nameSpa' },
  'Retail store': { type: 'typeRetail', name: 'nameRetail' },
  Entertainment: { type: 'typeEntertainment', name: 'nameEntertainment' },
  Other: { type: 'typeOther', name: 'nameOther' },
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

function validate(
  form: InterestFormValues,
  t: Translate<InterestKey>,
  fieldText: Translate<CatalogKey<typeof fieldMessages>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!form.businessName.trim()) errors.businessName = t('businessNameRequired');
  if (!form.businessType.trim()) errors.businessType = t('businessTypeRequired');
  if (!form.contactName.trim()) errors.contactName = t('contactNameRequired');
  if (!isEmail(normalizeEmail(form.email))) errors.email = fieldText('email');
  if (form.phone && parseUsPhone(form.phone) === null) errors.phone = fieldText('interestPhone');
  if (form.website.trim() && !isValidUrl(form.website.trim())) errors.website = t('websiteInvalid');
  return errors;
}

/**
 * The landing page's "Talk to us" form, for a business that wants help setting up (spec §2, §5, §8). It keeps its
 * state itself, as the other public screens do: the landing page loads no store.
 */
export function InterestForm() {
  const t = useMessages(interestFormMessages);
  const fieldText = useMessages(fieldMessages);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<InterestAlert | null>(null);
  const alerts = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);

  const show = (tone: InterestAlert['tone'], message: InterestAlert['message'], autoHideMs: number) =>
    setAlert({ tone, message, autoHideMs, id: ++alerts.current });

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: field === 'phone' ? formatUsPhone(value) : value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const send = async (request: RegistrationInterestInput) => {
    setPending(true);
    setAlert(null);
    try {
      await registrationInterestApi.submit(request);
      setForm(emptyForm);
      setErrors({});
      show('success', 'success', SUCCESS_MS);
      // The thanks show at the form's top: on a phone the button is a screen below it.
      formRef.current?.scrollIntoView({ block: 'start' });
    } catch (refused) {
      if (refused instanceof ApiError && refused.fields) setErrors(refused.fields as Partial<Record<Field, string>>);
      show('error', 'failure', ALERT_MS);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form, t, fieldText);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      show('error', 'invalid', ALERT_MS);
      const first = Object.keys(found)[0];
      // The form's top (where the banner shows) comes into view below the sticky header, the first wrong field with it.
      document.getElementById(`interest-${first}`)?.focus({ preventScroll: true });
      formRef.current?.scrollIntoView({ block: 'start' });
      return;
    }
    void send({
      businessName: form.businessName.trim(),
      businessType: form.businessType.trim(),
      contactName: form.contactName.trim(),
      email: form.email.trim(),
      phone: form.phone,
      website: form.website.trim(),
      notes: form.notes.trim(),
    });
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
        <AlertBanner key={alert.id} tone={alert.tone} autoHideMs={alert.autoHideMs} onDismiss={() => setAlert(null)}>
          {t(alert.message)}
        </AlertBanner>
      )}
      <div className="form-grid">
        <TextField
          {...fieldProps('businessName')}
          label={t(BUSINESS_TYPES[form.businessType]?.name ?? 'nameOther')}
          autoComplete="organization"
          placeholder={t('businessNamePlaceholder')}
        />
        <SelectField {...fieldProps('businessType')} label={t('businessType')}>
          <option value="">{t('selectType')}</option>
          {Object.entries(BUSINESS_TYPES).map(([type, keys]) => (
            <option key={type} value={type}>
              {t(keys.type)}
            </option>
          ))}
        </SelectField>
        <TextField {...fieldProps('contactName')} label={t('contactName')} autoComplete="name" placeholder={t('contactNamePlaceholder')} />
        <TextField {...fieldProps('email')} label={t('email')} type="email" autoComplete="email" placeholder={t('emailPlaceholder')} />
        <PhoneField {...fieldProps('phone')} label={t('phone')} optional />
        <TextField
          {...fieldProps('website')}
          label={t('website')}
          optional
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t('websitePlaceholder')}
          onBlur={() => {
            // Accept "example.com" by adding the scheme people usually mean.
            const value = form.website.trim();
            if (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) && /\.[a-z]{2,}/i.test(value)) set('website', `https://${value}`);
          }}
        />
        <TextAreaField {...fieldProps('notes')} label={t('notes')} optional className="field--full" rows={4} placeholder={t('notesPlaceholder')} />
      </div>
      <BusyButton type="submit" className="btn btn--gradient btn--lg interest-form__submit" busy={pending}>
        {t('submit')}
      </BusyButton>
    </form>
  );
}
