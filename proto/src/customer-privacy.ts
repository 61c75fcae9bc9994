/**
 * Privacy of a business's customers (a buyer or a gift's recipient, found by email within one business): exporting
 * what the business holds about one of them, and erasing it (decision 0054). Orders owns the erasure; every service
 * holding personal data erases its own rows when it hears `customer.erased`.
 */
import type { ShownCardStatus } from './redemption.js';

/** Request-reply patterns: orders and redemption each answer their part of an export; orders records the export and erases. */
export const CustomerPrivacyRpc = {
  orders: 'orders.customer-orders',
  exported: 'orders.record-customer-export',
  erase: 'orders.erase-customer',
  cards: 'redemption.customer-cards',
} as const;

/** The name an erased person's rows carry in place of theirs. */
export const ERASED_NAME = 'Erased customer';
/** Addresses that can receive nothing: `.invalid` never resolves (RFC 2606). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** The pseudonym of an erased person, from the hash of their address (so erasing again gives the same one). */
export function erasedEmail(emailHash: string): string {
  return `erased-${emailHash.slice(0, 12)}@${ERASED_EMAIL_DOMAIN}`;
}

/** An address that replaced an erased person's: nothing is ever sent to it. */
export function isErasedEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${ERASED_EMAIL_DOMAIN}`);
}

/** A customer's address as people are told apart by it: trimmed, in lower case ('' when none was given). */
export function customerEmailKey(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export const PRIVACY_MESSAGES = {
  emailRequired: 'Enter the customer’s email.',
  confirmMismatch: 'Type the customer’s email exactly as shown to confirm the erasure.',
  customerNotFound: 'Your business has no customer with this email.',
  erased: 'Customer erased',
} as const;

/** The gateway names the business from the admin's session; the email is as the admin gave it. */
export interface CustomerRequest {
  businessSlug: string;
  email?: unknown;
}

export interface EraseCustomerRequest extends CustomerRequest {
  /** The email typed again to confirm: must equal `email`. */
  confirm?: unknown;
  adminId: string;
}

/** An export the gateway answered, for the business's audit trail: the admin who asked and the person's email. */
export interface CustomerExportedRequest extends CustomerRequest {
  adminId: string;
}

/** POST /api/v1/admin/customers/erase */
export interface CustomerErased {
  success: true;
  message: typeof PRIVACY_MESSAGES.erased;
  /** The pseudonym their rows now carry. */
  erasedAs: string;
}

/** A person as an order or a card recorded them. */
export interface RecordedPerson {
  name: string;
  email: string;
}

/** One order the customer placed or was the recipient of; money in dollars. */
export interface CustomerOrderRecord {
  orderId: string;
  /** How the customer appears on it. */
  roles: ('buyer' | 'recipient')[];
  status: string;
  /** Placed in test mode: no money moved. */
  testMode: boolean;
  giftCardName: string;
  purchaseType: 'self' | 'gift';
  faceValue: number;
  price: number;
  placedAt: string;
  paidAt: string | null;
  buyer: RecordedPerson & { phone: string };
  recipient: RecordedPerson | null;
  message: string;
}

/** One row of a card's ledger; amounts signed as the ledger's (negative: value leaving the card), in dollars. */
export interface CustomerLedgerEntry {
  kind: string;
  amount: number;
  balanceAfter: number;
  at: string;
}

/** One issued card the customer bought, holds or was given; money in dollars. */
export interface CustomerCardRecord {
  cardId: string;
  orderId: string;
  roles: ('buyer' | 'holder' | 'recipient')[];
  /** The code's last 4 characters: the code itself is a bearer secret. */
  codeLast4: string;
  giftCardName: string;
  purchaseType: 'self' | 'gift';
  faceValue: number;
  pricePaid: number;
  balance: number;
  status: ShownCardStatus;
  testCard: boolean;
  issuedAt: string;
  expirationDate: string;
  holder: RecordedPerson;
  buyer: RecordedPerson & { phone: string };
  recipient: RecordedPerson | null;
  message: string;
  /** Oldest first. */
  ledger: CustomerLedgerEntry[];
}

export interface CustomerOrders {
  orders: CustomerOrderRecord[];
}

export interface CustomerCards {
  cards: CustomerCardRecord[];
}

/** GET /api/v1/admin/customers/export: everything the business holds about the person, as a JSON download. */
export interface CustomerExport {
  exportedAt: string;
  businessSlug: string;
  customer: { email: string; names: string[]; phones: string[] };
  orders: CustomerOrderRecord[];
  cards: CustomerCardRecord[];
}

/** Where an event (or a stored copy of one) names people: each a `{name, email}` with a phone for the buyer. */
const PERSON_FIELDS = ['buyer', 'recipient', 'holder', 'previousHolder'] as const;

/**
 * An event payload with the erased person's fields replaced: their name, address and phone wherever they appear as a
 * person, and the gift's message when they are one of its parties. Null when the payload does not name them.
 */
export function erasedPayload<T>(payload: T, isErased: (email: string) => boolean, pseudonym: string): T | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const erased = { ...payload } as Record<string, unknown>;
  let named = false;
  for (const field of PERSON_FIELDS) {
    const person = erased[field] as { email?: unknown; phone?: unknown } | null | undefined;
    if (!person || typeof person.email !== 'string' || !isErased(person.email)) continue;
    erased[field] = { ...person, name: ERASED_NAME, email: pseudonym, ...(person.phone === undefined ? {} : { phone: '' }) };
    named = true;
  }
  const buyerErased = named && erased.buyer !== (payload as Record<string, unknown>).buyer;
  if (Array.isArray(erased.gifts)) {
    erased.gifts = (erased.gifts as { email?: unknown }[]).map((gift) => {
      if (typeof gift.email === 'string' && isErased(gift.email)) return { ...gift, name: ERASED_NAME, email: pseudonym, message: '' };
      return buyerErased ? { ...gift, message: '' } : gift;
    });
    named ||= (erased.gifts as { email?: unknown }[]).some((gift) => gift.email === pseudonym);
  }
  if (!named) return null;
  if (typeof erased.message === 'string') erased.message = '';
  return erased as T;
}
