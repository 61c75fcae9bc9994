import {
  CARD_ACTION_MESSAGES,
  toMajorUnits,
  FIELD_MESSAGES,
  formatMoney,
  isEmail,
  normalizeEmail,
  parseAmount,
  requireText,
  type FieldErrors,
} from '@gv/proto';

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
  if (cents === null || cents === 0) return refused('amount', CARD_ACTION_MESSAGES.refundAmountInvalid);
  if (cents > card.paidCents) return refused('amount', CARD_ACTION_MESSAGES.refundTooLarge(card.paidCents, card.currency));
  const left = cents === card.paidCents ? 0 : card.balanceCents - cents;
  const to = card.paymentCardLast4 ? `the buyer's card ending ${card.paymentCardLast4}` : "the buyer's card";
  return { sentence: `Refund ${formatMoney(cents, card.currency)} to ${to}? The card will have ${formatMoney(left, card.currency)} left.` };
}

/** An adjustment: signed dollars, a leading minus takes value off. */
export function adjustConfirmation(amount: string, card: CardFigures): Confirmation {
  const text = amount.trim();
  const cents = parseAmount(text.replace(/^-/, ''), card.currency);
  if (cents === null || cents === 0) return refused('amount', CARD_ACTION_MESSAGES.amountInvalid);
  if (!text.startsWith('-'))
    return {
      sentence: `Add ${formatMoney(cents, card.currency)} to the card as bonus value? The card will have ${formatMoney(card.balanceCents + cents, card.currency)}.`,
    };
  if (cents > card.balanceCents) return refused('amount', CARD_ACTION_MESSAGES.belowZero);
  return {
    sentence: `Take ${formatMoney(cents, card.currency)} off the card? The card will have ${formatMoney(card.balanceCents - cents, card.currency)} left.`,
  };
}

export const reverseConfirmation = (redeemedCents: number, card: CardFigures): Confirmation => ({
  sentence: `Credit ${formatMoney(redeemedCents, card.currency)} back to the card? The card will have ${formatMoney(card.balanceCents + redeemedCents, card.currency)}.`,
});

export const stateConfirmation = (voided: boolean, card: CardFigures): Confirmation => ({
  sentence: voided
    ? `Reactivate the card? It can be spent again, with its ${formatMoney(card.balanceCents, card.currency)}.`
    : `Void the card? It can no longer be spent until it is reactivated; its ${formatMoney(card.balanceCents, card.currency)} balance is kept.`,
});

/** A gift's new recipient, checked as redemption checks it. */
export function recipientConfirmation(name: string, email: string): Confirmation {
  const fields: FieldErrors = {};
  requireText(fields, 'recipientName', name);
  if (!isEmail(normalizeEmail(email))) fields.recipientEmail = FIELD_MESSAGES.email;
  if (Object.keys(fields).length > 0) return { fields };
  return { sentence: `Send the card to ${name.trim()} at ${email.trim()}? They get a new code, and the old code stops working at once.` };
}

/** The reason every action but a new recipient asks for (its field keeps it to 500 characters). */
export const reasonProblem = (reason: string): FieldErrors => (reason.trim() ? {} : { reason: CARD_ACTION_MESSAGES.reasonMissing });
