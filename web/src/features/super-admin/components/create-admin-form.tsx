import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FIELD_MESSAGES, isEmail, normalizeEmail, parseUsPhone } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-input';
import { BusyButton } from '../../../components/ui/busy-button';
import { formatUsPhone } from '../../../lib/phone';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { TitledCard } from '../../../components/ui/titled-card';

type Field = 'name' | 'email' | 'restaurantName' | 'phone' | 'businessSlug' | 'password';
const empty: Record<Field, string> = { name: '', email: '', restaurantName: '', phone: '', businessSlug: '', password: '' };
const MESSAGE_MS = 8000;

export function CreateAdminForm() {
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
    if (!form.name.trim()) found.name = 'Name is required';
    if (!isEmail(normalizeEmail(form.email))) found.email = FIELD_MESSAGES.email;
    if (!form.restaurantName.trim()) found.restaurantName = 'Business name is required';
    if (parseUsPhone(form.phone) === null) found.phone = FIELD_MESSAGES.usPhone;
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
    <TitledCard titleId="create-admin-title" title="Create business admin">
      <p className="card__subtitle">Add a business directly, without a registration request.</p>
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
        <TextField {...props('name')} label="Name" autoComplete="off" />
        <TextField {...props('email')} label="Email" type="email" autoComplete="off" />
        <TextField {...props('restaurantName')} label="Business name" autoComplete="off" />
        <TextField {...props('phone')} label="Phone" type="tel" inputMode="numeric" placeholder="(123) 456-7890" />
        <TextField {...props('businessSlug')} label="Business slug" optional autoComplete="off" placeholder="derived from the business name" />
        <PasswordField {...props('password')} label="Password" optional autoComplete="new-password" />
        <BusyButton type="submit" className="btn btn--primary" busy={create.pending}>
          Create Admin
        </BusyButton>
      </form>
    </TitledCard>
  );
}
