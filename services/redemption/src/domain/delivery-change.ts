import { ValidationError } from '@gv/platform/errors';
import {
  canonicalTimeZone,
  checkDeliverAt,
  DELIVERY_MESSAGES,
  FIELD_MESSAGES,
  isEmail,
  MAX_GIFT_MESSAGE_LENGTH,
  normalizeEmail,
  requireText,
  TIME_ZONE_MESSAGE,
  type ChangeGiftDeliveryRequest,
  type FieldErrors,
} from '@gv/proto';

/** A buyer's change of a scheduled gift, checked: the new time, and the zone, recipient and message when given (null: kept). */
export interface DeliveryChange {
  deliverAt: string;
  timeZone: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The change as the purchase form's rules read its fields, or a ValidationError naming each wrong one. */
export function parseDeliveryChange(request: ChangeGiftDeliveryRequest, now: Date): DeliveryChange {
  const errors: FieldErrors = {};
  const deliverAt = checkDeliverAt(request.deliverAt, now);
  if ('error' in deliverAt) errors.deliverAt = deliverAt.error;
  const timeZone = given(request.deliverTimeZone) ? canonicalTimeZone(request.deliverTimeZone) : null;
  if (given(request.deliverTimeZone) && !timeZone) errors.deliverTimeZone = TIME_ZONE_MESSAGE;
  const recipientName = given(request.recipientName) ? requireText(errors, 'recipientName', request.recipientName) : null;
  const recipientEmail = given(request.recipientEmail) ? normalizeEmail(request.recipientEmail) : null;
  if (recipientEmail !== null && !isEmail(recipientEmail)) errors.recipientEmail = FIELD_MESSAGES.email;
  // '' is a message too: it removes the one written at checkout.
  const message = request.message === undefined || request.message === null ? null : typeof request.message === 'string' ? request.message.trim() : undefined;
  if (message === undefined || (message !== null && message.length > MAX_GIFT_MESSAGE_LENGTH)) errors.message = DELIVERY_MESSAGES.message;
  if ('error' in deliverAt || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { deliverAt: deliverAt.text, timeZone, recipientName, recipientEmail, message: message ?? null };
}

/** Whether the change gives the gift another recipient (a new name or address): then it gets a new code (decision 0050). */
export function isNewRecipient(card: { holderName: string; holderEmail: string }, change: DeliveryChange): boolean {
  return (change.recipientName !== null && change.recipientName !== card.holderName) || (change.recipientEmail !== null && change.recipientEmail !== normalizeEmail(card.holderEmail));
}
