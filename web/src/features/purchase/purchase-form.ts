import {
  toMajorUnits,
  toMinorUnits,
  fieldMessages,
  MAX_RECIPIENTS,
  purchaseMessages,
  isEmail,
  isPurchasePhone,
  type GiftInfo,
  type GiftRecipient,
  type GiftSender,
  type PurchaseType,
  type SelfInfo,
} from '@gv/proto';
import { deliveryInstant, deliveryTimeError, type DeliveryTime } from '../../lib/delivery-time';
import { formatUsPhone } from '../../lib/phone';
import { message } from '../../lib/i18n';

/** The purchase dialog's steps (spec §2, §9: 3 steps), as keys of its catalog. */
export const PURCHASE_STEPS = ['stepType', 'stepDetails', 'stepPayment'] as const;
/** Adding value to a card: its amount, the payer, the payment. */
export const RELOAD_STEPS = ['stepAmount', 'stepDetails', 'stepPayment'] as const;
export type PurchaseStep = 1 | 2 | 3;

export type SelfField = keyof SelfInfo;
/** The gift step's fields of the buyer (each recipient has fields of its own). */
export type GiftField = keyof GiftSender;
export type DetailField = SelfField | GiftField;
type AnyField = DetailField | RecipientField;

export type RecipientField = 'recipientName' | 'recipientEmail' | 'message';

export const SELF_FIELDS: readonly SelfField[] = ['name', 'email', 'phone'];
export const SENDER_FIELDS: readonly GiftField[] = ['senderName', 'senderEmail', 'senderPhone'];
export const RECIPIENT_FIELDS: readonly RecipientField[] = ['recipientName', 'recipientEmail', 'message'];

/** One recipient of a gift: a card each, sent now or at `when` (decision 0061). */
export interface RecipientDraft {
  values: Partial<Record<RecipientField, string>>;
  /** Null: sent at once. */
  when: DeliveryTime | null;
}

/** An error of the n-th recipient's field, as the form keys it: `recipients.0.recipientEmail`, `recipients.0.deliverAt`. */
export const recipientKey = (index: number, field: RecipientField | 'deliverAt') => `recipients.${index}.${field}`;

const emptyRecipient = (): RecipientDraft => ({ values: {}, when: null });

const EMAIL_FIELDS = new Set<AnyField>(['email', 'recipientEmail', 'senderEmail']);
const PHONE_FIELDS = new Set<AnyField>(['phone', 'senderPhone']);
const OPTIONAL_FIELDS = new Set<AnyField>(['message']);

export interface PurchaseFormState {
  step: PurchaseStep;
  purchaseType: PurchaseType | null;
  /** The buyer's own fields (self), or the sender's (gift). */
  values: Partial<Record<DetailField, string>>;
  /** A gift's recipients, 1 to MAX_RECIPIENTS. */
  recipients: RecipientDraft[];
  /** By field name, a recipient's as recipientKey names it. */
  errors: Record<string, string>;
  /** 'Please select a purchase type' after Next without a choice. */
  typeError: string | null;
  /** Counts the Next presses refused for invalid details, so the dialog can move focus to the first error. */
  refusedNext: number;
}

export type PurchaseFormAction =
  | { type: 'chooseType'; purchaseType: PurchaseType }
  | { type: 'setField'; field: DetailField; value: string }
  | { type: 'setRecipientField'; index: number; field: RecipientField; value: string }
  | { type: 'setDelivery'; index: number; when: DeliveryTime | null }
  | { type: 'addRecipient' }
  | { type: 'removeRecipient'; index: number }
  /** `lastDay`: the card's, which no gift may be scheduled after. */
  | { type: 'next'; lastDay?: string }
  | { type: 'previous' };

export const initialPurchaseForm: PurchaseFormState = {
  step: 1,
  purchaseType: null,
  values: {},
  recipients: [emptyRecipient()],
  errors: {},
  typeError: null,
  refusedNext: 0,
};

export function fieldsOf(purchaseType: PurchaseType): readonly DetailField[] {
  return purchaseType === 'gift' ? SENDER_FIELDS : SELF_FIELDS;
}

export function isPhoneField(field: AnyField): boolean {
  return PHONE_FIELDS.has(field);
}

export function isEmailField(field: AnyField): boolean {
  return EMAIL_FIELDS.has(field);
}

export function isOptionalField(field: AnyField): boolean {
  return OPTIONAL_FIELDS.has(field);
}

/** Spec §5: required fields, email shape and the purchase phone rule; each recipient's, and a scheduled time ahead. */
export function validateDetails(
  purchaseType: PurchaseType,
  values: PurchaseFormState['values'],
  recipients: RecipientDraft[] = [],
  now = new Date(),
  lastDay?: string,
): PurchaseFormState['errors'] {
  const errors: PurchaseFormState['errors'] = {};
  const check = (field: AnyField, value: string | undefined, key: string) => {
    const text = (value ?? '').trim();
    if (isOptionalField(field)) return;
    if (!text) errors[key] = message(fieldMessages, 'mandatory');
    else if (isEmailField(field) && !isEmail(text)) errors[key] = message(fieldMessages, 'email');
    else if (isPhoneField(field) && !isPurchasePhone(text)) errors[key] = message(purchaseMessages, 'phone');
  };
  for (const field of fieldsOf(purchaseType)) check(field, values[field], field);
  if (purchaseType === 'gift') {
    recipients.forEach((recipient, index) => {
      for (const field of RECIPIENT_FIELDS) check(field, recipient.values[field], recipientKey(index, field));
      const late = recipient.when && deliveryTimeError(recipient.when, now, lastDay);
      if (late) errors[recipientKey(index, 'deliverAt')] = late;
    });
  }
  return errors;
}

const withoutError = (errors: Record<string, string>, key: string) => {
  const { [key]: _cleared, ...rest } = errors;
  return rest;
};

/** Spec §4: Next only when the step is valid, Previous down to step 1, a new type clears every detail and error. */
export function purchaseFormReducer(state: PurchaseFormState, action: PurchaseFormAction): PurchaseFormState {
  switch (action.type) {
    case 'chooseType':
      if (state.purchaseType === action.purchaseType) return { ...state, typeError: null };
      return { ...state, purchaseType: action.purchaseType, values: {}, recipients: [emptyRecipient()], errors: {}, typeError: null };
    case 'setField': {
      const value = isPhoneField(action.field) ? formatUsPhone(action.value) : action.value;
      return { ...state, values: { ...state.values, [action.field]: value }, errors: withoutError(state.errors, action.field) };
    }
    case 'setRecipientField': {
      const recipients = state.recipients.map((recipient, i) =>
        i === action.index ? { ...recipient, values: { ...recipient.values, [action.field]: action.value } } : recipient,
      );
      return { ...state, recipients, errors: withoutError(state.errors, recipientKey(action.index, action.field)) };
    }
    case 'setDelivery': {
      const recipients = state.recipients.map((recipient, i) => (i === action.index ? { ...recipient, when: action.when } : recipient));
      return { ...state, recipients, errors: withoutError(state.errors, recipientKey(action.index, 'deliverAt')) };
    }
    case 'addRecipient':
      return state.recipients.length >= MAX_RECIPIENTS ? state : { ...state, recipients: [...state.recipients, emptyRecipient()] };
    case 'removeRecipient':
      // A recipient's errors are keyed by place, so they are checked again at the next Next.
      return state.recipients.length <= 1 ? state : { ...state, recipients: state.recipients.filter((_, i) => i !== action.index), errors: {} };
    case 'next': {
      if (state.step === 1) {
        if (!state.purchaseType) return { ...state, typeError: message(purchaseMessages, 'selectType') };
        return { ...state, step: 2, typeError: null };
      }
      if (state.step === 2 && state.purchaseType) {
        const errors = validateDetails(state.purchaseType, state.values, state.recipients, new Date(), action.lastDay);
        if (Object.keys(errors).length > 0) return { ...state, errors, refusedNext: state.refusedNext + 1 };
        return { ...state, step: 3, errors: {} };
      }
      return state;
    }
    case 'previous':
      return { ...state, step: Math.max(1, state.step - 1) as PurchaseStep };
  }
}

/** A recipient as the API takes them: trimmed, the message only when written, the time only when scheduled. */
function recipientOf({ values, when }: RecipientDraft): GiftRecipient {
  const value = (field: RecipientField) => (values[field] ?? '').trim();
  const message = value('message');
  return {
    recipientName: value('recipientName'),
    recipientEmail: value('recipientEmail'),
    ...(message ? { message } : {}),
    ...(when ? { deliverAt: deliveryInstant(when), deliverTimeZone: when.timeZone } : {}),
  };
}

/**
 * The buyer's details as the API takes them (trimmed): one recipient in giftInfo, as every client sends it; several
 * in `recipients`, giftInfo then holding the sender only.
 */
export function detailsOf(
  purchaseType: PurchaseType,
  values: PurchaseFormState['values'],
  recipients: RecipientDraft[] = [],
): { selfInfo: SelfInfo } | { giftInfo: GiftInfo } | { giftInfo: GiftSender; recipients: GiftRecipient[] } {
  const value = (field: DetailField) => (values[field] ?? '').trim();
  if (purchaseType === 'self') return { selfInfo: { name: value('name'), email: value('email'), phone: value('phone') } };
  const sender = { senderName: value('senderName'), senderEmail: value('senderEmail'), senderPhone: value('senderPhone') };
  const gifts = recipients.map(recipientOf);
  if (gifts.length === 1) return { giftInfo: { ...gifts[0]!, ...sender } };
  return { giftInfo: sender, recipients: gifts };
}

/** What a gift to `quantity` recipients costs: the sale price once each, in major units (counted in minor units of `currency`). */
export function totalOf(salePrice: number, quantity: number, currency?: string): number {
  return toMajorUnits(toMinorUnits(salePrice, currency) * quantity, currency);
}
