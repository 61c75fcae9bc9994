import { createHash } from 'node:crypto';
import type { Card, SquareErrorItem } from './wire.js';

/**
 * The payment tokens (`source_id`) the emulator understands: Square's documented Sandbox values
 * (developer.squareup.com/docs/devtools/sandbox/payments) plus one Google Pay token of our own,
 * because the Sandbox documents none (Google Pay tokens from the Web Payments SDK are `cnon:` card tokens).
 * Like the Sandbox values, they can be used any number of times.
 */
export const TEST_SOURCES = {
  cardOk: 'cnon:card-nonce-ok',
  cardDeclined: 'cnon:card-nonce-declined',
  cardRejectedCvv: 'cnon:card-nonce-rejected-cvv',
  cardRejectedPostalCode: 'cnon:card-nonce-rejected-postalcode',
  cardRejectedExpiration: 'cnon:card-nonce-rejected-expiration',
  cardAlreadyUsed: 'cnon:card-nonce-already-used',
  cashAppOk: 'wnon:cash-app-ok',
  cashAppDeclined: 'wnon:cash-app-declined',
  googlePayOk: 'cnon:google-pay-ok',
} as const;

interface Decline {
  code: string;
  cvv_status?: 'CVV_REJECTED';
  avs_status?: 'AVS_REJECTED';
}

export type SourceOutcome =
  | { kind: 'card'; card: Card; decline?: Decline }
  | { kind: 'cash-app'; decline?: Decline }
  /** Refused before any payment exists (no FAILED payment in the answer). */
  | { kind: 'refused'; error: SquareErrorItem };

const expYear = new Date().getUTCFullYear() + 4;

function card(card_brand: string, last_4: string, bin: string, extra: Partial<Card> = {}): Card {
  const fingerprint = `sq-1-${createHash('sha256').update(bin + last_4).digest('base64url').slice(0, 64)}`;
  return { card_brand, last_4, exp_month: 12, exp_year: expYear, fingerprint, bin, ...extra };
}

// Brands, last digits and BINs as the Sandbox answers them (cnon:card-nonce-ok is a Visa debit ending 5858,
// cnon:card-nonce-declined a Visa ending 0002); the rejected ones use the Sandbox's test Visa 4111 1111 1111 1111.
const visaOk = card('VISA', '5858', '453275', { card_type: 'DEBIT', prepaid_type: 'NOT_PREPAID' });
const visaDeclined = card('VISA', '0002', '400000');
const visaTest = card('VISA', '1111', '411111', { card_type: 'CREDIT', prepaid_type: 'NOT_PREPAID' });
const mastercard = card('MASTERCARD', '5100', '510510', { card_type: 'CREDIT', prepaid_type: 'NOT_PREPAID' });

const OUTCOMES: Record<string, SourceOutcome> = {
  [TEST_SOURCES.cardOk]: { kind: 'card', card: visaOk },
  [TEST_SOURCES.cardDeclined]: { kind: 'card', card: visaDeclined, decline: { code: 'GENERIC_DECLINE' } },
  [TEST_SOURCES.cardRejectedCvv]: { kind: 'card', card: visaTest, decline: { code: 'CVV_FAILURE', cvv_status: 'CVV_REJECTED' } },
  [TEST_SOURCES.cardRejectedPostalCode]: {
    kind: 'card',
    card: visaTest,
    decline: { code: 'ADDRESS_VERIFICATION_FAILURE', avs_status: 'AVS_REJECTED' },
  },
  [TEST_SOURCES.cardRejectedExpiration]: { kind: 'card', card: visaTest, decline: { code: 'INVALID_EXPIRATION' } },
  [TEST_SOURCES.cardAlreadyUsed]: {
    kind: 'refused',
    error: { category: 'INVALID_REQUEST_ERROR', code: 'CARD_TOKEN_USED', detail: 'Card nonce already used; please request new nonce.' },
  },
  [TEST_SOURCES.cashAppOk]: { kind: 'cash-app' },
  [TEST_SOURCES.cashAppDeclined]: { kind: 'cash-app', decline: { code: 'GENERIC_DECLINE' } },
  [TEST_SOURCES.googlePayOk]: { kind: 'card', card: mastercard },
};

const UNKNOWN: SourceOutcome = {
  kind: 'refused',
  error: { category: 'INVALID_REQUEST_ERROR', code: 'INVALID_CARD_DATA', detail: 'Invalid card data.', field: 'source_id' },
};

export function outcomeOf(sourceId: string): SourceOutcome {
  return OUTCOMES[sourceId] ?? UNKNOWN;
}

/** Square's wording for an issuer decline, e.g. "Authorization error: 'GENERIC_DECLINE'". */
export function declineError(code: string): SquareErrorItem {
  return { category: 'PAYMENT_METHOD_ERROR', code, detail: `Authorization error: '${code}'` };
}
