import { ValidationError } from '@gv/platform/errors';
import {
  FIELD_MESSAGES,
  phoneText,
  PURCHASE_MESSAGES,
  isEmail,
  isPurchasePhone,
  normalizeEmail,
  requireText,
  text,
  type CreatePaymentRpcRequest,
  type FieldErrors,
  type GiftInfo,
  type PurchaseType,
  type SelfInfo,
  type Unchecked,
} from '@gv/proto';

/** Square accepts idempotency keys of at most 45 characters, and the client's key is Square's key. */
const IDEMPOTENCY_KEY = /^\S{1,45}$/;
const MAX_MESSAGE_LENGTH = 1000;

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
  giftCardId: string;
  idempotencyKey: string;
  sourceId: string;
  purchaseType: PurchaseType;
  buyer: Person & { phone: string };
  recipient: Person | null;
  message: string;
}

/** Spec §5 on the purchase form, plus the payment fields; every bad field is reported at once with the spec's message. */
export function parseCheckout(request: CreatePaymentRpcRequest): Checkout {
  const errors: FieldErrors = {};
  const businessSlug = requireText(errors, 'businessSlug', request.businessSlug, 60);
  const giftCardId = requireText(errors, 'id', request.id, 100);
  const sourceId = text(request.sourceId);
  if (!sourceId || sourceId.length > 500 || /\s/.test(sourceId)) errors.sourceId = PURCHASE_MESSAGES.paymentDetails;
  const idempotencyKey = typeof request.idempotencyKey === 'string' ? request.idempotencyKey : '';
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) errors.idempotencyKey = CHECKOUT_MESSAGES.idempotencyKey;

  const purchaseType = request.purchaseType === 'self' || request.purchaseType === 'gift' ? request.purchaseType : null;
  let buyer: Checkout['buyer'] = { name: '', email: '', phone: '' };
  let recipient: Person | null = null;
  let message = '';
  if (!purchaseType) {
    errors.purchaseType = PURCHASE_MESSAGES.selectType;
  } else if (purchaseType === 'self') {
    const info: Unchecked<SelfInfo> = request.selfInfo ?? {};
    buyer = { name: requireText(errors, 'name', info.name), email: email(errors, 'email', info.email), phone: phone(errors, 'phone', info.phone) };
  } else {
    const info: Unchecked<GiftInfo> = request.giftInfo ?? {};
    recipient = { name: requireText(errors, 'recipientName', info.recipientName), email: email(errors, 'recipientEmail', info.recipientEmail) };
    message = text(info.message);
    if (message.length > MAX_MESSAGE_LENGTH) errors.message = FIELD_MESSAGES.tooLong;
    buyer = {
      name: requireText(errors, 'senderName', info.senderName),
      email: email(errors, 'senderEmail', info.senderEmail),
      phone: phone(errors, 'senderPhone', info.senderPhone),
    };
  }
  if (Object.keys(errors).length > 0 || !purchaseType) throw new ValidationError(errors);
  return { businessSlug, giftCardId, idempotencyKey, sourceId, purchaseType, buyer, recipient, message };
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
