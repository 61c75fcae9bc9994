import { ValidationError } from '@gv/platform/errors';
import {
  ACCOUNT_MESSAGES,
  CURRENCY_MESSAGE,
  DEFAULT_CURRENCY,
  FIELD_MESSAGES as messages,
  isSquareCurrency,
  otpText,
  parseUsPhone,
  phoneText,
  requireEmail,
  requireText,
  type CurrencyCode,
  type FieldErrors,
  type RegisterRequest,
} from '@gv/proto';
import { newPasswordProblem } from './passwords.js';

export const OTP_SENT = ACCOUNT_MESSAGES.otpSent;
export const OTP_INVALID = ACCOUNT_MESSAGES.otpInvalid;
export const OTP_VERIFIED = ACCOUNT_MESSAGES.otpVerified;
export const REGISTER_FAILED = ACCOUNT_MESSAGES.registerFailed;
export const REGISTERED = ACCOUNT_MESSAGES.registered;

/** One message for every refusal; the code tells a compared wrong guess from one refused without comparing. */
/** All answer 400 with the same message, so a locked code looks like a wrong one (unlike the counter's OTP.LOCKED, 429). */
export const OTP_ERROR_CODES = { wrong: 'REGISTRATION.OTP_INVALID', locked: 'REGISTRATION.OTP_LOCKED', expired: 'REGISTRATION.OTP_EXPIRED' } as const;

/** The one-time code sent by email, and the same code kept (hashed) once verified until the Register step presents it again. */
export const REGISTRATION_OTP = 'registration';
export const VERIFIED_REGISTRATION_OTP = 'registration-verified';

/** Spec "Registration screen", the Register step's form; `isBreached` looks a password up in the breached list. */
export function validateRegistration(body: RegisterRequest, isBreached: (password: string) => boolean) {
  const errors: FieldErrors = {};
  const email = requireEmail(errors, 'email', body.email);
  const otp = otpText(body.otp);
  if (!/^\d{6}$/.test(otp)) errors.otp = OTP_INVALID;
  const name = requireText(errors, 'name', body.name);
  const restaurantName = requireText(errors, 'restaurantName', body.restaurantName);
  const address = body.restaurantAddress ?? {};
  const restaurantAddress = {
    street: requireText(errors, 'restaurantAddress.street', address.street),
    city: requireText(errors, 'restaurantAddress.city', address.city, 100),
    state: requireText(errors, 'restaurantAddress.state', address.state, 100),
    zipCode: requireText(errors, 'restaurantAddress.zipCode', address.zipCode, 20),
  };
  const phone = parseUsPhone(phoneText(body.phone));
  if (!phone) errors.phone = messages.usPhone;
  const currency = registrationCurrency(body.currency);
  if (!currency) errors.currency = CURRENCY_MESSAGE;
  const password = typeof body.password === 'string' ? body.password : '';
  const passwordProblem = newPasswordProblem(password, isBreached);
  if (passwordProblem) errors.password = passwordProblem;
  // A refused password or currency says why; any other refusal keeps the spec's message.
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, errors.password ?? errors.currency ?? REGISTER_FAILED);
  return { email, otp, name, restaurantName, restaurantAddress, phone: phone!, password, currency: currency! };
}

/** The currency a registration chose, in any case ('jpy' is JPY); left out or blank: USD; null when Square takes no such currency. */
function registrationCurrency(value: unknown): CurrencyCode | null {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : value;
  if (code === undefined || code === null || code === '') return DEFAULT_CURRENCY;
  return isSquareCurrency(code) ? code : null;
}
