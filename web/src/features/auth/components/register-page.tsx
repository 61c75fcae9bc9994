import { BrandedPage } from '../../../components/ui/branded-page';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'wouter';
import { DEFAULT_CURRENCY, FIELD_MESSAGES, isEmail, normalizeEmail, parseUsPhone, PASSWORD_RULE, passwordLengthProblem } from '@gv/proto';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { SelectOptions } from '../../../components/ui/select-options';
import { CURRENCY_CHOICES } from '../../../lib/currency';
import { PasswordField } from '../../../components/ui/password-input';
import { Stepper } from '../../../components/ui/stepper';
import { formatUsPhone } from '../../../lib/phone';
import { authActions, isAdmin, selectAuth } from '../auth-slice';
import './auth-pages.css';

const STEPS = ['Email Verification', 'Verify OTP', 'Register'] as const;
const ALERT_MS = 8000;

type DetailsField = 'name' | 'password' | 'phone' | 'restaurantName' | 'street' | 'city' | 'state' | 'zipCode';
const DETAILS: { key: DetailsField; label: string; autoComplete: string; full?: boolean }[] = [
  { key: 'name', label: 'Name', autoComplete: 'name' },
  { key: 'password', label: 'Password', autoComplete: 'new-password' },
  { key: 'phone', label: 'Phone', autoComplete: 'tel-national' },
  { key: 'restaurantName', label: 'Business name', autoComplete: 'organization' },
  { key: 'street', label: 'Street', autoComplete: 'address-line1', full: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'zipCode', label: 'Zip code', autoComplete: 'postal-code' },
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
  const dispatch = useDispatch();
  const [, navigate] = useLocation();
  const { registration, status, user } = useSelector(selectAuth);
  const { step, pending, alert, completed } = registration;

  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [details, setDetails] = useState(emptyDetails);
  const [currency, setCurrency] = useState<string>(DEFAULT_CURRENCY);
  const [detailErrors, setDetailErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dispatch(authActions.registrationReset());
  }, [dispatch]);

  // Move focus to the new step's heading so keyboard and screen reader users follow along.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (completed && status === 'authenticated') {
      navigate(isAdmin(user) ? paths.admin.dashboard.getHref() : paths.explore.getHref(), { replace: true });
    }
  }, [completed, status, user, navigate]);

  const sendOtp = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(normalizeEmail(email))) {
      setEmailError(FIELD_MESSAGES.email);
      return;
    }
    setEmailError(null);
    dispatch(authActions.sendOtpRequest({ email: email.trim() }));
  };

  const verifyOtp = (event: FormEvent) => {
    event.preventDefault();
    if (otp.trim() === '') {
      setOtpError('Please enter the code from your email');
      return;
    }
    setOtpError(null);
    dispatch(authActions.verifyOtpRequest({ email: registration.email, otp: otp.trim() }));
  };

  const register = (event: FormEvent) => {
    event.preventDefault();
    const errors: Partial<Record<DetailsField, string>> = {};
    for (const field of DETAILS) {
      if (details[field.key].trim() === '') errors[field.key] = `${field.label} is required`;
    }
    if (details.phone && parseUsPhone(details.phone) === null) errors.phone = FIELD_MESSAGES.usPhone;
    const passwordProblem = details.password ? passwordLengthProblem(details.password) : undefined;
    if (passwordProblem) errors.password ??= passwordProblem;
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
      <h1 className="auth-card__title">Create your business account</h1>
      <p className="auth-card__subtitle">Three quick steps and you can start selling gift cards.</p>

      <Stepper steps={STEPS} current={step} look="joined" />

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
        <p className="auth-card__footer">
          Your account is ready. <Link to={paths.login.getHref()}>Sign in</Link> to continue.
        </p>
      )}

      {step === 1 && (
        <RegisterStep
          title="Email Verification"
          help="We'll send a one-time code to confirm your business email."
          onSubmit={sendOtp}
          headingRef={headingRef}
          submit="Send OTP"
          busy={pending}
        >
          <TextField
            id="register-email"
            label="Email"
            error={emailError}
            type="email"
            autoComplete="email"
            placeholder="you@business.com"
            value={email}
            onValue={setEmail}
          />
        </RegisterStep>
      )}

      {step === 2 && (
        <RegisterStep
          title="Verify OTP"
          help={
            <>
              Enter the code we sent to <strong>{registration.email}</strong>.
            </>
          }
          onSubmit={verifyOtp}
          headingRef={headingRef}
          submit="Verify OTP"
          busy={pending}
          footer={
            <div className="step-links">
              <button type="button" className="link-button" onClick={() => dispatch(authActions.registrationGoToStep(1))}>
                Use a different email
              </button>
              <button
                type="button"
                className="link-button"
                disabled={pending}
                onClick={() => dispatch(authActions.sendOtpRequest({ email: registration.email }))}
              >
                Resend code
              </button>
            </div>
          }
        >
          <TextField
            id="register-otp"
            label="OTP code"
            error={otpError}
            controlClassName="input--otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\s/g, ''))}
          />
        </RegisterStep>
      )}

      {step === 3 && (
        <RegisterStep
          title="Register"
          help={
            <>
              Verified: <strong>{registration.email}</strong>. Tell us about you and your business.
            </>
          }
          onSubmit={register}
          headingRef={headingRef}
          submit="Register"
          busy={pending || completed}
        >
          <div className="form-grid">
            {DETAILS.map((field) => {
              const common = {
                id: `register-${field.key}`,
                label: field.label,
                className: field.full ? 'field--full' : undefined,
                error: detailErrors[field.key],
                name: field.key,
                autoComplete: field.autoComplete,
                value: details[field.key],
                onChange: (e: ChangeEvent<HTMLInputElement>) => setDetail(field.key, e.target.value),
              };
              if (field.key === 'password') return <PasswordField key={field.key} {...common} hint={PASSWORD_RULE} />;
              if (field.key === 'phone') {
                return (
                  <TextField
                    key={field.key}
                    {...common}
                    hint="Format: (XXX) XXX-XXXX"
                    type="tel"
                    inputMode="numeric"
                    placeholder="(123) 456-7890"
                    pattern="\(\d{3}\) \d{3}-\d{4}"
                    title={FIELD_MESSAGES.usPhone}
                  />
                );
              }
              return <TextField key={field.key} {...common} />;
            })}
            <SelectField
              id="register-currency"
              label="Currency"
              name="currency"
              className="field--full"
              hint="What your gift cards are priced in. It follows your Square location once you connect it."
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
            >
              <SelectOptions choices={CURRENCY_CHOICES} value="code" label="label" />
            </SelectField>
          </div>
        </RegisterStep>
      )}

      <p className="auth-card__footer">
        Already have an account? <Link to={paths.login.getHref()}>Sign in</Link>
      </p>
    </BrandedPage>
  );
}

interface RegisterStepProps {
  title: string;
  help: ReactNode;
  onSubmit: (event: FormEvent) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The submit button's text, and whether it is disabled. */
  submit: string;
  busy: boolean;
  /** Below the submit button. */
  footer?: ReactNode;
  children: ReactNode;
}

/** One step of the registration: its heading (focused when the step opens), what it asks for, its fields and its button. */
function RegisterStep({ title, help, onSubmit, headingRef, submit, busy, footer, children }: RegisterStepProps) {
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <h2 id="step-title" className="step-title" tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      <p className="step-help">{help}</p>
      {children}
      <button type="submit" className="btn btn--gradient btn--lg btn--block" disabled={busy}>
        {submit}
      </button>
      {footer}
    </form>
  );
}
