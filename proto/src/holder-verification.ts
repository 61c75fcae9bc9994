/**
 * How a holder confirms a redemption at the counter besides the one-time code by email (decision 0073): the same code
 * by text message, to a phone the buyer gave for their own card or one the holder confirmed on the holder page, or a
 * PIN of 4 to 6 digits the holder set there (or printed on an unnamed corporate card). The counter never skips it.
 */
import { defineCatalog } from './locale.js';
import holderVerificationTexts from './messages/holderVerification.json' with { type: 'json' };

/** How a one-time code goes to the holder: to the email recorded at purchase (the default), or by text. */
export type CodeChannel = 'email' | 'sms';

/** On a scan: the ways the counter can confirm this card's holder. */
export interface CounterVerification {
  /** A code to the holder's recorded email (every card has one). */
  email: boolean;
  /** A code by text, to the phone on file. */
  sms: boolean;
  /** The holder's PIN, typed on the counter's keypad. */
  pin: boolean;
}

/** On the holder page: what is set up for the counter (never the phone itself). */
export interface HolderVerification {
  /** Codes by email reach the bearer: false for an unnamed corporate card, whose recorded address is the issuing admin's. */
  byEmail: boolean;
  phone: boolean;
  pin: boolean;
}

/** What a confirmation code emailed to the holder lets them change on the holder page. */
export type HolderChange = 'phone' | 'pin';

export const isHolderChange = (value: unknown): value is HolderChange => value === 'phone' || value === 'pin';

/** A 4- to 6-digit PIN. */
export const isHolderPin = (value: unknown): value is string => typeof value === 'string' && /^\d{4,6}$/.test(value);

/**
 * The phone a text goes to, in E.164 (+15551234567): a US number of 10 digits (as the purchase form takes it, with or
 * without 1 before it), or any number written with its + and country code; null when it is not one.
 */
export function phoneForTexts(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[\d\s()+.-]{7,24}$/.test(value.trim())) return null;
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && /^1[2-9]/.test(digits)) return `+${digits}`;
  return null;
}

/** What the counter and the holder page say of PINs, phones and codes, in each language; the server answers in English. */
export const holderVerificationMessages = defineCatalog('holderVerification', holderVerificationTexts);

export const HOLDER_VERIFICATION_MESSAGES = holderVerificationMessages.messages.en;
