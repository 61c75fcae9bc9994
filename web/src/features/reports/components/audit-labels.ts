import { GLOSSARY, type AuditAction, type AuditEntry } from '@gv/proto';
import type { Money } from '../../../lib/currency';

/** Each action as the audit trail's filter and rows name it; money moves under the glossary's labels (decision 0074). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'signed-in': 'Signed in',
  'settings-changed': 'Changed settings',
  'payment-settings-changed': 'Changed payment settings',
  'test-data-deleted': 'Deleted test data',
  'customer-exported': 'Exported a customer’s data',
  'customer-erased': 'Erased a customer',
  'registration-approved': 'Approved the registration',
  'registration-rejected': 'Rejected the registration',
  'registration-reopened': 'Put the registration back to pending',
  'business-suspended': 'Suspended the business',
  'business-reactivated': 'Reinstated the business',
  'redemptions-paused': 'Paused redemptions',
  'redemptions-resumed': 'Resumed redemptions',
  'gift-card-created': 'Added a gift card',
  'gift-card-updated': 'Edited a gift card',
  'gift-card-deleted': 'Deleted a gift card',
  redeemed: GLOSSARY.redeemed.label,
  'cashed-out': GLOSSARY.cashedOut.label,
  escheated: GLOSSARY.escheated.label,
  'redemption-reversed': 'Reversed a redemption',
  adjusted: 'Adjusted a balance',
  refunded: GLOSSARY.refunded.label,
  'refund-failed': 'Refund refused by Square',
  voided: 'Voided a card',
  reactivated: 'Reactivated a card',
  'recipient-changed': 'Changed the recipient',
  'email-resent': 'Sent the card email again',
  'dispute-opened': 'Payment disputed: card on hold',
  'dispute-won': 'Dispute won: card released',
  'dispute-lost': 'Dispute lost',
  'corporate-order-confirmed': 'Confirmed a corporate order',
  'corporate-order-approved': 'Approved a corporate order past the daily limit',
  'promotion-bonus': 'Promotion bonus on a sold card',
};

/** Settings and gift card fields by their form names, as their forms label them. */
const FIELD_LABELS: Record<string, string> = {
  restaurantName: 'business name',
  logo: 'logo',
  contactEmail: 'contact email',
  timeZone: 'time zone',
  jurisdiction: 'gift card law',
  currency: 'currency',
  squareApplicationId: 'Square application id',
  squareLocationId: 'Square location id',
  squareAccessToken: 'Square access token',
  squareWebhookSignatureKey: 'Square webhook signature key',
  squareGiftCardSync: 'cards at the Square Point of Sale',
  embedOrigins: 'websites with the Buy button',
  live: 'live or test mode',
  giftCardName: 'name',
  giftCardTag: 'tag',
  description: 'description',
  amount: 'amount',
  discount: 'discount',
  expirationDate: 'expiration date',
  giftCardImg: 'image',
  redemptionWindow: 'redemption window',
};

const ACTORS: Record<AuditEntry['actor'], string> = {
  admin: 'An admin',
  holder: 'Card holder',
  system: 'System',
  'super-admin': 'Platform',
  'api-key': 'API key',
};

const REQUESTED_BY: Record<NonNullable<AuditEntry['details']['requestedBy']>, string> = {
  admin: 'asked by an admin',
  holder: 'asked from the card page',
  'lost-card': 'asked through “Lost your card?”',
};

/** Who acted: the admin's name (or email), an API key by its name, else who the platform says it was. */
export function actorName(entry: AuditEntry): string {
  if (entry.person) return entry.person.name || entry.person.email;
  return entry.details.apiKey ? `${ACTORS[entry.actor]} “${entry.details.apiKey}”` : ACTORS[entry.actor];
}

/** An entry's details as short phrases: money, the balance after it, what changed, why. */
export function detailPhrases(entry: AuditEntry, money: Money): string[] {
  const { details } = entry;
  const phrases: string[] = [];
  // An adjustment is credited or debited, as the figures count it.
  if (details.amount !== undefined && entry.action === 'adjusted') {
    phrases.push(
      details.amount > 0
        ? `${GLOSSARY.credited.label} +${money.format(details.amount)}`
        : `${GLOSSARY.debited.label} ${money.format(-details.amount)}`,
    );
  } else if (details.amount !== undefined) {
    phrases.push(entry.action === 'redemption-reversed' && details.amount > 0 ? `+${money.format(details.amount)}` : money.format(details.amount));
  }
  if (details.balanceAfter !== undefined) phrases.push(`balance after ${money.format(details.balanceAfter)}`);
  if (details.changedFields?.length) phrases.push(`changed ${details.changedFields.map((field) => FIELD_LABELS[field] ?? field).join(', ')}`);
  if (details.requestedBy) phrases.push(REQUESTED_BY[details.requestedBy]);
  // A corporate order: value paid outside the platform (decision 0071).
  if (details.cardCount !== undefined)
    phrases.push(
      `${details.cardCount} ${details.cardCount === 1 ? 'card' : 'cards'} for ${details.company}, paid outside the platform (ref. ${details.paymentReference})`,
    );
  if (details.outcome === 'awaiting-approval') phrases.push('past the daily limit: waits for approval');
  if (details.reason) phrases.push(`“${details.reason}”`);
  if (details.promotion) phrases.push(`bonus value from “${details.promotion}”`);
  return phrases;
}

/** The card's holder as the entry names them ('' when it names none, or an erasure removed them). */
export function holder(entry: AuditEntry): string {
  const { name, email } = entry.customer ?? {};
  return [name, email && (name ? `(${email})` : email)].filter(Boolean).join(' ');
}

/** A card by the end of its id: enough to tell two cards of one gift card apart. */
export function shortCardId(cardId: string): string {
  return `card …${cardId.slice(-6)}`;
}
