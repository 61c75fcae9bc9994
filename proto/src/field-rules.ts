import { defineCatalog } from './locale.js';
import fieldTexts from './messages/fields.json' with { type: 'json' };

/** What a form says of a field it refuses, in each language; the server answers in English (FIELD_MESSAGES). */
export const fieldMessages = defineCatalog('fields', fieldTexts);

export const FIELD_MESSAGES = fieldMessages.messages.en;

/** Field name → message, as a validation error carries them. */
export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A string field trimmed; anything else is ''. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A six-digit one-time code as the email shows it. A JSON number counts as its digits, leading zeros restored: a
 * client that read the code as a number lost them.
 */
export function otpText(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1_000_000) return String(value).padStart(6, '0');
  return text(value);
}

/** A phone number as text; a JSON number counts as its digits (a US number has no leading zero to lose). */
export function phoneText(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  return text(value);
}

export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** Basic address shape, something@something.tld without spaces, at most 254 characters. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** A US phone of 10 digits, written as digits or (XXX) XXX-XXXX, as (XXX) XXX-XXXX; null when it is not one. */
export function parseUsPhone(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 10 || !/^[\d\s()+.-]*$/.test(value)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The http(s) address a website field stands for ('example.com' means
 * https://example.com), or null: another scheme (javascript:, data:…),
 * credentials before the host or a host without a dot is not a website.
 */
export function websiteAddress(value: string): string | null {
  const address = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(address);
    return url.hostname.includes('.') && !url.username && !url.password ? address : null;
  } catch {
    return null;
  }
}

/** The trimmed value; records 'This field is mandatory' when blank or 'This field is too long' past `max`. */
export function requireText(errors: FieldErrors, field: string, value: unknown, max = 200): string {
  const result = text(value);
  if (!result) errors[field] = FIELD_MESSAGES.mandatory;
  else if (result.length > max) errors[field] = FIELD_MESSAGES.tooLong;
  return result;
}

/** The email normalized; records 'Please enter a valid email address' when it is not one. */
export function requireEmail(errors: FieldErrors, field: string, value: unknown): string {
  const email = normalizeEmail(value);
  if (!isEmail(email)) errors[field] = FIELD_MESSAGES.email;
  return email;
}

/** An optional US phone as (XXX) XXX-XXXX, '' when left out; records `message` when it is not one. */
export function optionalUsPhone(errors: FieldErrors, field: string, value: unknown, message: string): string {
  const written = phoneText(value);
  const phone = written ? parseUsPhone(written) : '';
  if (phone === null) errors[field] = message;
  return phone ?? '';
}
