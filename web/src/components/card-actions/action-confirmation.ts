import {
  toMajorUnits,
  fieldMessages,
  formatMoney,
  isEmail,
  normalizeEmail,
  parseAmount,
  type FieldErrors,
  NUMBER_LOCALES,
  cardActionMessages,
} from '@gv/proto';
import { currentLocale, message } from '../../lib/i18n';
import { actionConfirmationMessages } from './action-confirmation.messages';

/** Money as the sentences say it, in the language now. */
const money = (cents: number, currency: string) => formatMoney(cents, currency, NUMBER_LOCALES[currentLocale()]);

/** The card as the confirmation reckons with it, in cents. */
export interface CardFigures {
  balanceCents: number;
  paidCents: number;
  /** The buyer's card, where a refund goes; null: not known. */
  paymentCardLast4: string | null;
  /** The ISO 4217 code of its amounts. */
  currency: string;
}

/** What the form asks for: the sentence to confirm, or what to fix first (by field). */
export type Confirmation = { sentence: string; fields?: never } | { sentence?: never; fields: FieldErrors };

/** Signed major units as the confirmation read them ("$10", "-5.5"), so that what runs is what the sentence said; NaN: not an amount. */
export function dollarsOf(text: string, currency?: string): number {
  const cents = parseAmount(text.trim().replace(/^-/, ''), currency);
  return cents === null ? Number.NaN : toMajorUnits(text.trim().startsWith('-') ? -cents : cents, currency);
}
const refused = (field: string, message: string): Confirmation => ({ fields: { [field]: message } });

/** A refund of `amount` (empty: all the paid value left); no paid value left takes the bonus value with it. */
export function refundConfirmation(amount: string, card: CardFigures): Confirmation {
  const cents = amount.trim() === '' ? card.paidCents : parseAmount(amount, card.currency);
  if (cents === null || cents === 0) return refused('amount', message(cardActionMessages, 'refundAmountInvalid'));
  if (cents > card.paidCents)
    return refused('amount', message(cardActionMessages, 'refundTooLarge', { amount: money(card.paidCents, card.currency) }));
  const left = cents === card.paidCents ? 0 : card.balanceCents - cents;
  return {
    sentence: message(actionConfirmationMessages, 'refund', {
      amount: money(cents, card.currency),
      card: card.paymentCardLast4 ? 'known' : 'unknown',
      last4: card.paymentCardLast4,
      left: money(left, card.currency),
    }),
  };
}

/** An adjustment: signed dollars, a leading minus takes value off. */
export function adjustConfirmation(amount: string, card: CardFigures): Confirmation {
  const text = amount.trim();
  const cents = parseAmount(text.replace(/^-/, ''), card.currency);
  if (cents === null || cents === 0) return refused('amount', message(cardActionMessages, 'amountInvalid'));
  if (!text.startsWith('-'))
    return {
      sentence: message(actionConfirmationMessages, 'add', {
        amount: money(cents, card.currency),
        total: money(card.balanceCents + cents, card.currency),
      }),
    };
  if (cents > card.balanceCents) return refused('amount', message(cardActionMessages, 'belowZero'));
  return {
    sentence: message(actionConfirmationMessages, 'takeOff', {
      amount: money(cents, card.currency),
      left: money(card.balanceCents - cents, card.currency),
    }),
  };
}

export const reverseConfirmation = (redeemedCents: number, card: CardFigures): Confirmation => ({
  sentence: message(actionConfirmationMessages, 'reverse', {
    amount: money(redeemedCents, card.currency),
    total: money(card.balanceCents + redeemedCents, card.currency),
  }),
});

export const stateConfirmation = (voided: boolean, card: CardFigures): Confirmation => ({
  sentence: message(actionConfirmationMessages, voided ? 'reactivate' : 'void', { balance: money(card.balanceCents, card.currency) }),
});

/** A gift's new recipient, checked as redemption checks it. */
export function recipientConfirmation(name: string, email: string): Confirmation {
  const fields: FieldErrors = {};
  // As requireText checks it, in the language now.
  if (!name.trim()) fields.recipientName = message(fieldMessages, 'mandatory');
  else if (name.trim().length > 200) fields.recipientName = message(fieldMessages, 'tooLong');
  if (!isEmail(normalizeEmail(email))) fields.recipientEmail = message(fieldMessages, 'email');
  if (Object.keys(fields).length > 0) return { fields };
  return { sentence: message(actionConfirmationMessages, 'recipient', { name: name.trim(), email: email.trim() }) };
}

/** The reason every action but a new recipient asks for (its field keeps it to 500 characters). */
export const reasonProblem = (reason: string): FieldErrors => (reason.trim() ? {} : { reason: message(cardActionMessages, 'reasonMissing') });
