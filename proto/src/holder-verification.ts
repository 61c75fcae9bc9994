/**
 * How a holder confirms a redemption at the counter besides the one-time code by email (decision 0073): the same code
 * by text message, to a phone the buyer gave for their own card or one the holder confirmed on the holder page, or a
 * PIN of 4 to 6 digits the holder set there (or printed on an unnamed corporate card). The counter never skips it.
 */
import { defineCatalog } from './locale.js';

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
export const holderVerificationMessages = defineCatalog('holderVerification', {
  en: {
    noPhone: 'No phone is on file for this card: send the code by email.',
    pinVerified: 'PIN verified successfully.',
    pinInvalid: 'Wrong PIN. Please try again.',
    pinLocked: 'Too many wrong PINs. Try again in 10 minutes, or confirm with a code sent to the holder.',
    noPin: 'This card has no PIN: confirm with a code sent to the holder.',
    pinFormat: 'Enter a PIN of 4 to 6 digits.',
    phoneFormat: 'Enter a mobile number like (555) 123-4567, or with + and the country code.',
    codeSent: 'We emailed a confirmation code to the address this card was sent to.',
    codeInvalid: 'That confirmation code is wrong or has expired. Ask for a new one.',
    phoneSaved: 'Saved: codes for the counter can now come by text to this phone.',
    pinSaved: 'Saved: give this PIN at the counter instead of a code.',
  },
  es: {
    noPhone: 'Esta tarjeta no tiene ningún teléfono registrado: envía el código por correo electrónico.',
    pinVerified: 'PIN verificado correctamente.',
    pinInvalid: 'PIN incorrecto. Inténtalo de nuevo.',
    pinLocked: 'Demasiados PIN incorrectos. Inténtalo de nuevo dentro de 10 minutos o confirma con un código enviado al titular.',
    noPin: 'Esta tarjeta no tiene PIN: confirma con un código enviado al titular.',
    pinFormat: 'Introduce un PIN de 4 a 6 dígitos.',
    phoneFormat: 'Introduce un número de móvil como (555) 123-4567, o con + y el prefijo del país.',
    codeSent: 'Hemos enviado un código de confirmación a la dirección a la que se envió esta tarjeta.',
    codeInvalid: 'Ese código de confirmación es incorrecto o ha caducado. Pide uno nuevo.',
    phoneSaved: 'Guardado: los códigos para el mostrador llegarán ahora por SMS a este teléfono.',
    pinSaved: 'Guardado: da este PIN en el mostrador en lugar de un código.',
  },
  fr: {
    noPhone: "Aucun téléphone n'est enregistré pour cette carte : envoyez le code par e-mail.",
    pinVerified: 'Code PIN vérifié.',
    pinInvalid: 'Code PIN incorrect. Veuillez réessayer.',
    pinLocked: 'Trop de codes PIN incorrects. Réessayez dans 10 minutes ou confirmez avec un code envoyé au titulaire.',
    noPin: "Cette carte n'a pas de code PIN : confirmez avec un code envoyé au titulaire.",
    pinFormat: 'Saisissez un code PIN de 4 à 6 chiffres.',
    phoneFormat: "Saisissez un numéro de mobile comme (555) 123-4567, ou avec + et l'indicatif du pays.",
    codeSent: "Nous avons envoyé un code de confirmation par e-mail à l'adresse à laquelle cette carte a été envoyée.",
    codeInvalid: 'Ce code de confirmation est incorrect ou a expiré. Demandez-en un nouveau.',
    phoneSaved: 'Enregistré : les codes pour le comptoir arriveront désormais par SMS sur ce téléphone.',
    pinSaved: "Enregistré : donnez ce code PIN au comptoir au lieu d'un code.",
  },
});

export const HOLDER_VERIFICATION_MESSAGES = holderVerificationMessages.messages.en;
