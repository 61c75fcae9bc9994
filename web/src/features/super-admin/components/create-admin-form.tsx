import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fieldMessages, isEmail, normalizeEmail, parseUsPhone } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { PasswordField } from '../../../components/ui/password-input';
import { BusyButton } from '../../../components/ui/busy-button';
import { formatUsPhone } from '../../../lib/phone';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { TitledCard } from '../../../components/ui/titled-card';
import { useMessages } from '../../../lib/i18n';
import { requestsMessages } from './requests.messages';

type Field = 'name' | 'email' | 'restaurantName' | 'phone' | 'businessSlug' | 'password';
const empty: Record<Field, string> = { name: '', email: '', restaurantName: '', phone: '', businessSlug: '', password: '' };
const MESSAGE_MS = 8000;

export function CreateAdminForm() {
  const t = useMessages(requestsMessages);
  const field = useMessages(fieldMessages);
  const dispatch = useDispatch();
  const { create } = useSelector(selectSuperAdmin);
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (create.created > 0) {
      setForm(empty);
      setErrors({});
    }
  }, [create.created]);

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: field === 'phone' ? formatUsPhone(value) : value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!form.name.trim()) found.name = t('nameRequired');
    if (!isEmail(normalizeEmail(form.email))) found.email = field('email');
    if (!form.restaurantName.trim()) found.restaurantName = t('businessNameRequired');
    if (parseUsPhone(form.phone) === null) found.phone = field('usPhone');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    dispatch(
      superAdminActions.createAdminRequest({
        name: form.name.trim(),
        email: form.email.trim(),
        restaurantName: form.restaurantName.trim(),
        phone: form.phone,
        ...(form.businessSlug.trim() ? { businessSlug: form.businessSlug.trim() } : {}),
        ...(form.password ? { password: form.password } : {}),
      }),
    );
  };

  const props = (field: Field) => ({
    id: `create-admin-${field}`,
    name: field,
    value: form[field],
    error: errors[field],
    onValue: (value: string) => set(field, value),
  });

  return (
    <TitledCard titleId="create-admin-title" title={t('createTitle')}>
      <p className="card__subtitle">{t('createSubtitle')}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        {create.message && (
          <AlertBanner
            key={create.message.id}
            tone={create.message.tone}
            autoHideMs={MESSAGE_MS}
            onDismiss={() => dispatch(superAdminActions.dismissCreateMessage())}
          >
            {create.message.text}
          </AlertBanner>
        )}
        <TextField {...props('name')} label={t('name')} autoComplete="off" />
        <TextField {...props('email')} label={t('email')} type="email" autoComplete="off" />
        <TextField {...props('restaurantName')} label={t('businessName')} autoComplete="off" />
        <PhoneField {...props('phone')} label={t('phone')} autoComplete="off" />
        <TextField {...props('businessSlug')} label={t('businessSlug')} optional autoComplete="off" placeholder={t('slugPlaceholder')} />
        <PasswordField {...props('password')} label={t('password')} optional autoComplete="new-password" />
        <BusyButton type="submit" className="btn btn--primary" busy={create.pending}>
          {t('create')}
        </BusyButton>
      </form>
    </TitledCard>
  );
}
