import { ValidationError } from '@gv/platform/errors';
import {
  canonicalTimeZone,
  checkDeliverAt,
  DELIVERY_MESSAGES,
  FIELD_MESSAGES,
  isLocale,
  LOCALE_MESSAGE,
  MAX_GIFT_MESSAGE_LENGTH,
  MAX_RECIPIENTS,
  phoneText,
  refuseAfterExpiry,
  PURCHASE_MESSAGES,
  isEmail,
  isPurchasePhone,
  normalizeEmail,
  requireText,
  TIME_ZONE_MESSAGE,
  text,
  type CreatePaymentRpcRequest,
  type FieldErrors,
  type GiftInfo,
  type Locale,
  type GiftRecipient,
  type OrderGift,
  parseBillingState,
  UNCLAIMED_MESSAGES,
  type PurchaseType,
  type SelfInfo,
  type Unchecked,
} from '@gv/proto';

/** Square accepts idempotency keys of at most 45 characters, and the client's key is Square's key. */
const IDEMPOTENCY_KEY = /^\S{1,45}$/;

export const CHECKOUT_MESSAGES = {
  idempotencyKey: 'idempotencyKey must be 1 to 45 characters without spaces',
} as const;

export interface Person {
  name: string;
  email: string;
}

/** A create-payment request that passed every field rule. */
export interface Checkout {
  businessSlug: string;
  /** The card type bought; '' for a reload until its card is found. */
  giftCardId: string;
  /** A reload: the code of the card to top up (the payer in `buyer`, no gifts). */
  reloadOf: string | null;
  idempotencyKey: string;
  sourceId: string;
  purchaseType: PurchaseType;
  buyer: Person & { phone: string };
  recipient: Person | null;
  message: string;
  /** A gift's cards, one per recipient (the first is `recipient` with `message`); empty for a purchase for oneself. */
  gifts: OrderGift[];
  /** Where the buyer said they live (decision 0095); null: not given. */
  billingState: string | null;
  /** The language the buyer chose on the storefront; null: the business's. */
  locale: Locale | null;
}

/**
 * Spec §5 on the purchase form, plus the payment fields, a gift's recipients and delivery times (decision 0061) and a reload's card code;
 * every bad field is reported at once with the spec's message. `now` bounds how far ahead a gift may be scheduled.
 */
export function parseCheckout(request: CreatePaymentRpcRequest, now: Date): Checkout {
  const errors: FieldErrors = {};
  const businessSlug = requireText(errors, 'businessSlug', request.businessSlug, 60);
  const reloadOf = request.reloadOf === undefined ? null : requireText(errors, 'reloadOf', request.reloadOf, 200);
  const giftCardId = reloadOf === null ? requireText(errors, 'id', request.id, 100) : '';
  const sourceId = text(request.sourceId);
  if (!sourceId || sourceId.length > 500 || /\s/.test(sourceId)) errors.sourceId = PURCHASE_MESSAGES.paymentDetails;
  const idempotencyKey = typeof request.idempotencyKey === 'string' ? request.idempotencyKey : '';
  const billingState = parseBillingState(request.billingState);
  if (billingState === undefined) errors.billingState = UNCLAIMED_MESSAGES.billingStateInvalid;
  if (request.locale !== undefined && !isLocale(request.locale)) errors.locale = LOCALE_MESSAGE;
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) errors.idempotencyKey = CHECKOUT_MESSAGES.idempotencyKey;

  // A reload is paid by whoever has the card's page, for themselves: no recipients.
  const purchaseType = reloadOf !== null ? 'self' : request.purchaseType === 'self' || request.purchaseType === 'gift' ? request.purchaseType : null;
  let buyer: Checkout['buyer'] = { name: '', email: '', phone: '' };
  let gifts: OrderGift[] = [];
  if (!purchaseType) {
    errors.purchaseType = PURCHASE_MESSAGES.selectType;
  } else if (purchaseType === 'self') {
    const info: Unchecked<SelfInfo> = request.selfInfo ?? {};
    buyer = { name: requireText(errors, 'name', info.name), email: email(errors, 'email', info.email), phone: phone(errors, 'phone', info.phone) };
  } else {
    const info: Unchecked<GiftInfo> = request.giftInfo ?? {};
    gifts = request.recipients === undefined ? [gift(errors, '', info, now)] : recipients(errors, request.recipients, info, now);
    buyer = {
      name: requireText(errors, 'senderName', info.senderName),
      email: email(errors, 'senderEmail', info.senderEmail),
      phone: phone(errors, 'senderPhone', info.senderPhone),
    };
  }
  if (Object.keys(errors).length > 0 || !purchaseType) throw new ValidationError(errors);
  const [first] = gifts;
  const recipient = first ? { name: first.name, email: first.email } : null;
  return { businessSlug, giftCardId, reloadOf, idempotencyKey, sourceId, purchaseType, buyer, recipient, message: first?.message ?? '', gifts, billingState: billingState ?? null, locale: isLocale(request.locale) ? request.locale : null };
}

/** A checkout whose gifts all arrive by their card's last day (decision 0061), else the error naming each late one. */
export function giftsAfterExpiry(request: CreatePaymentRpcRequest, gifts: OrderGift[], expirationDate: string): ValidationError | null {
  const errors: FieldErrors = {};
  gifts.forEach((gift, i) => {
    const late = gift.deliverAt ? refuseAfterExpiry(gift.deliverAt, expirationDate) : null;
    if (late) errors[request.recipients === undefined ? 'deliverAt' : `recipients.${i}.deliverAt`] = late;
  });
  return Object.keys(errors).length > 0 ? new ValidationError(errors) : null;
}

/** The recipients of a gift with several, the buyer then given alone in giftInfo; fields named `recipients.<i>.<field>`. */
function recipients(errors: FieldErrors, value: unknown, info: Unchecked<GiftInfo>, now: Date): OrderGift[] {
  if (info.recipientName !== undefined || info.recipientEmail !== undefined) errors.recipients = DELIVERY_MESSAGES.recipientsAndGiftInfo;
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_RECIPIENTS) {
    errors.recipients = DELIVERY_MESSAGES.recipients;
    return [];
  }
  return value.map((entry: unknown, i) => gift(errors, `recipients.${i}.`, (typeof entry === 'object' && entry ? entry : {}) as Unchecked<GiftRecipient>, now));
}

/** One recipient's card: who, the message, and when its email goes out (absent: at once; the zone it was chosen in). */
function gift(errors: FieldErrors, prefix: string, info: Unchecked<GiftRecipient>, now: Date): OrderGift {
  const message = text(info.message);
  if (message.length > MAX_GIFT_MESSAGE_LENGTH) errors[`${prefix}message`] = FIELD_MESSAGES.tooLong;
  const recipient: OrderGift = { name: requireText(errors, `${prefix}recipientName`, info.recipientName), email: email(errors, `${prefix}recipientEmail`, info.recipientEmail), message };
  if (info.deliverAt !== undefined && info.deliverAt !== null && info.deliverAt !== '') {
    const deliverAt = checkDeliverAt(info.deliverAt, now);
    if ('error' in deliverAt) errors[`${prefix}deliverAt`] = deliverAt.error;
    else recipient.deliverAt = deliverAt.text;
  }
  if (info.deliverTimeZone !== undefined && info.deliverTimeZone !== null && info.deliverTimeZone !== '') {
    const zone = canonicalTimeZone(info.deliverTimeZone);
    if (!zone) errors[`${prefix}deliverTimeZone`] = TIME_ZONE_MESSAGE;
    else if (recipient.deliverAt) recipient.deliverTimeZone = zone;
  }
  return recipient;
}

function email(errors: FieldErrors, field: string, value: unknown): string {
  const address = normalizeEmail(value);
  if (!address) errors[field] = FIELD_MESSAGES.mandatory;
  else if (!isEmail(address)) errors[field] = FIELD_MESSAGES.email;
  return address;
}

function phone(errors: FieldErrors, field: string, value: unknown): string {
  const number = phoneText(value);
  if (!number) errors[field] = FIELD_MESSAGES.mandatory;
  else if (!isPurchasePhone(number)) errors[field] = PURCHASE_MESSAGES.phone;
  return number;
}
