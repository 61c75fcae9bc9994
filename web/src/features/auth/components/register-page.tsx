import { BrandedPage } from '../../../components/ui/branded-page';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'wouter';
import { DEFAULT_CURRENCY, fieldMessages, isEmail, normalizeEmail, parseUsPhone, passwordMessages } from '@gv/proto';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { SelectOptions } from '../../../components/ui/select-options';
import { PhoneField } from '../../../components/ui/phone-field';
import { CURRENCY_CHOICES } from '../../../lib/currency';
import { PasswordField } from '../../../components/ui/password-input';
import { Stepper } from '../../../components/ui/stepper';
import { formatUsPhone } from '../../../lib/phone';
import { authActions, isAdmin, selectAuth } from '../auth-slice';
import './auth-pages.css';
import { useMessages } from '../../../lib/i18n';
import { AuthSubmit } from './auth-screen';
import { passwordProblem } from './new-password-fields';
import { registerMessages } from './register-page.messages';

const STEPS = ['stepEmail', 'stepOtp', 'stepRegister'] as const;
const ALERT_MS = 8000;
/** An example written the same in every language. */
const OTP_EXAMPLE = '123456';

type DetailsField = 'name' | 'password' | 'phone' | 'restaurantName' | 'street' | 'city' | 'state' | 'zipCode';
const DETAILS: { key: DetailsField; autoComplete: string; full?: boolean }[] = [
  { key: 'name', autoComplete: 'name' },
  { key: 'password', autoComplete: 'new-password' },
  { key: 'phone', autoComplete: 'tel-national' },
  { key: 'restaurantName', autoComplete: 'organization' },
  { key: 'street', autoComplete: 'address-line1', full: true },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'state', autoComplete: 'address-level1' },
  { key: 'zipCode', autoComplete: 'postal-code' },
];

const emptyDetails: Record<DetailsField, string> = {
  name: '',
  password: '',
  phone: '',
  restaurantName: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
};

export function RegisterPage() {
  const t = useMessages(registerMessages);
  const fieldText = useMessages(fieldMessages);
  const passwordText = useMessages(passwordMessages);
  const dispatch = useDispatch();
  const [, navigate] = useLocation();
  const { registration, status, user } = useSelector(selectAuth);
  const { step, pending, alert, completed } = registration;
  const emailInBold = { email: registration.email, b: (chunks: ReactNode) => <strong>{chunks}</strong> };

  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [details, setDetails] = useState(emptyDetails);
  const [currency, setCurrency] = useState<string>(DEFAULT_CURRENCY);
  const [detailErrors, setDetailErrors] = useState<Partial<Record<DetailsField, string>>>({});

  useEffect(() => {
    dispatch(authActions.registrationReset());
  }, [dispatch]);

  useEffect(() => {
    if (completed && status === 'authenticated') {
      navigate(isAdmin(user) ? paths.admin.dashboard.getHref() : paths.explore.getHref(), { replace: true });
    }
  }, [completed, status, user, navigate]);

  const sendOtp = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(normalizeEmail(email))) {
      setEmailError(fieldText('email'));
      return;
    }
    setEmailError(null);
    dispatch(authActions.sendOtpRequest({ email: email.trim() }));
  };

  const verifyOtp = (event: FormEvent) => {
    event.preventDefault();
    if (otp.trim() === '') {
      setOtpError(t('enterCode'));
      return;
    }
    setOtpError(null);
    dispatch(authActions.verifyOtpRequest({ email: registration.email, otp: otp.trim() }));
  };

  const register = (event: FormEvent) => {
    event.preventDefault();
    const errors: Partial<Record<DetailsField, string>> = {};
    for (const field of DETAILS) {
      if (details[field.key].trim() === '') errors[field.key] = t('required', { field: t(field.key) });
    }
    if (details.phone && parseUsPhone(details.phone) === null) errors.phone = fieldText('usPhone');
    const tooShort = details.password ? passwordProblem(details.password) : undefined;
    if (tooShort) errors.password ??= tooShort;
    setDetailErrors(errors);
    if (Object.keys(errors).length > 0) return;
    dispatch(
      authActions.registerRequest({
        name: details.name.trim(),
        password: details.password,
        phone: details.phone,
        restaurantName: details.restaurantName.trim(),
        restaurantAddress: {
          street: details.street.trim(),
          city: details.city.trim(),
          state: details.state.trim(),
          zipCode: details.zipCode.trim(),
        },
        email: registration.email,
        otp: registration.otp,
        currency,
      }),
    );
  };

  const setDetail = (key: DetailsField, value: string) => {
    setDetails((d) => ({ ...d, [key]: key === 'phone' ? formatUsPhone(value) : value }));
    if (detailErrors[key]) setDetailErrors((e) => ({ ...e, [key]: undefined }));
  };

  return (
    <BrandedPage block="auth-screen" modifier="auth-screen--register" card="auth-card auth-card--wide" overlay={pending && <LoadingOverlay />}>
      <h1 className="auth-card__title">{t('title')}</h1>
      <p className="auth-card__subtitle">{t('subtitle')}</p>

      <Stepper steps={STEPS.map((key) => t(key))} current={step} look="joined" />

      {alert && (
        <AlertBanner
          key={alert.id}
          tone={alert.tone}
          autoHideMs={ALERT_MS}
          onDismiss={() => dispatch(authActions.registrationDismissAlert())}
          className="auth-card__notice"
        >
          {alert.text}
        </AlertBanner>
      )}

      {completed && status === 'unauthenticated' && (
        <p className="auth-card__footer">{t.rich('ready', { link: (chunks) => <Link to={paths.login.getHref()}>{chunks}</Link> })}</p>
      )}

      {step === 1 && (
        <RegisterStep title={t('stepEmail')} help={t('emailHelp')} onSubmit={sendOtp} submit={t('sendOtp')} busy={pending}>
          <TextField
            id="register-email"
            label={t('email')}
            error={emailError}
            type="email"
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            value={email}
            onValue={setEmail}
          />
        </RegisterStep>
      )}

      {step === 2 && (
        <RegisterStep
          title={t('stepOtp')}
          help={t.rich('otpHelp', emailInBold)}
          onSubmit={verifyOtp}
          submit={t('verifyOtp')}
          busy={pending}
          footer={
            <div className="step-links">
              <button type="button" className="link-button" onClick={() => dispatch(authActions.registrationGoToStep(1))}>
                {t('differentEmail')}
              </button>
              <button
                type="button"
                className="link-button"
                disabled={pending}
                onClick={() => dispatch(authActions.sendOtpRequest({ email: registration.email }))}
              >
                {t('resend')}
              </button>
            </div>
          }
        >
          <TextField
            id="register-otp"
            label={t('otpCode')}
            error={otpError}
            controlClassName="input--otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={OTP_EXAMPLE}
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\s/g, ''))}
          />
        </RegisterStep>
      )}

      {step === 3 && (
        <RegisterStep
          title={t('stepRegister')}
          help={t.rich('detailsHelp', emailInBold)}
          onSubmit={register}
          submit={t('register')}
          busy={pending || completed}
        >
          <div className="form-grid">
            {DETAILS.map((field) => {
              const common = {
                id: `register-${field.key}`,
                label: t(field.key),
                className: field.full ? 'field--full' : undefined,
                error: detailErrors[field.key],
                name: field.key,
                autoComplete: field.autoComplete,
                value: details[field.key],
                onChange: (e: ChangeEvent<HTMLInputElement>) => setDetail(field.key, e.target.value),
              };
              if (field.key === 'password') return <PasswordField key={field.key} {...common} hint={passwordText('rule')} />;
              if (field.key === 'phone') {
                return (
                  <PhoneField key={field.key} {...common} hint={t('phoneFormat')} pattern="\(\d{3}\) \d{3}-\d{4}" title={fieldText('usPhone')} />
                );
              }
              return <TextField key={field.key} {...common} />;
            })}
            <SelectField
              id="register-currency"
              label={t('currency')}
              name="currency"
              className="field--full"
              hint={t('currencyHint')}
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
            >
              <SelectOptions choices={CURRENCY_CHOICES} value="code" shown="label" />
            </SelectField>
          </div>
        </RegisterStep>
      )}

      <p className="auth-card__footer">{t.rich('haveAccount', { link: (chunks) => <Link to={paths.login.getHref()}>{chunks}</Link> })}</p>
    </BrandedPage>
  );
}

interface RegisterStepProps {
  title: string;
  help: ReactNode;
  onSubmit: (event: FormEvent) => void;
  /** The submit button's text, and whether it is disabled. */
  submit: string;
  busy: boolean;
  /** Below the submit button. */
  footer?: ReactNode;
  children: ReactNode;
}

/** One step of the registration: its heading (focused when the step opens), what it asks for, its fields and its button. */
function RegisterStep({ title, help, onSubmit, submit, busy, footer, children }: RegisterStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each step's heading takes focus as it appears, so keyboard and screen reader users follow along.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <h2 id="step-title" className="step-title" tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      <p className="step-help">{help}</p>
      {children}
      <AuthSubmit busy={busy}>{submit}</AuthSubmit>
      {footer}
    </form>
  );
}
