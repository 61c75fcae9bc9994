import { FIELD_MESSAGES, PURCHASE_MESSAGES, isEmail, isPurchasePhone, type GiftInfo, type PurchaseType, type SelfInfo } from '@gv/proto';
import { formatUsPhone } from '../../lib/phone';

/** The purchase dialog's steps (spec §2, §9: 3 steps). */
export const PURCHASE_STEPS = ['Type', 'Details', 'Payment'] as const;
export type PurchaseStep = 1 | 2 | 3;

export type SelfField = keyof SelfInfo;
/** The gift step's text fields (the delivery time is not one of them). */
export type GiftField = Exclude<keyof GiftInfo, 'deliverAt' | 'deliverTimeZone'>;
export type DetailField = SelfField | GiftField;

export const SELF_FIELDS: readonly SelfField[] = ['name', 'email', 'phone'];
export const GIFT_FIELDS: readonly GiftField[] = ['recipientName', 'recipientEmail', 'message', 'senderName', 'senderEmail', 'senderPhone'];

const EMAIL_FIELDS = new Set<DetailField>(['email', 'recipientEmail', 'senderEmail']);
const PHONE_FIELDS = new Set<DetailField>(['phone', 'senderPhone']);
const OPTIONAL_FIELDS = new Set<DetailField>(['message']);

export interface PurchaseFormState {
  step: PurchaseStep;
  purchaseType: PurchaseType | null;
  values: Partial<Record<DetailField, string>>;
  errors: Partial<Record<DetailField, string>>;
  /** 'Please select a purchase type' after Next without a choice. */
  typeError: string | null;
  /** Counts the Next presses refused for invalid details, so the dialog can move focus to the first error. */
  refusedNext: number;
}

export type PurchaseFormAction =
  | { type: 'chooseType'; purchaseType: PurchaseType }
  | { type: 'setField'; field: DetailField; value: string }
  | { type: 'next' }
  | { type: 'previous' };

export const initialPurchaseForm: PurchaseFormState = { step: 1, purchaseType: null, values: {}, errors: {}, typeError: null, refusedNext: 0 };

export function fieldsOf(purchaseType: PurchaseType): readonly DetailField[] {
  return purchaseType === 'gift' ? GIFT_FIELDS : SELF_FIELDS;
}

export function isPhoneField(field: DetailField): boolean {
  return PHONE_FIELDS.has(field);
}

export function isEmailField(field: DetailField): boolean {
  return EMAIL_FIELDS.has(field);
}

export function isOptionalField(field: DetailField): boolean {
  return OPTIONAL_FIELDS.has(field);
}

/** Spec §5: required fields, email shape and the purchase phone rule. */
export function validateDetails(purchaseType: PurchaseType, values: PurchaseFormState['values']): PurchaseFormState['errors'] {
  const errors: PurchaseFormState['errors'] = {};
  for (const field of fieldsOf(purchaseType)) {
    const value = (values[field] ?? '').trim();
    if (isOptionalField(field)) continue;
    if (!value) errors[field] = FIELD_MESSAGES.mandatory;
    else if (isEmailField(field) && !isEmail(value)) errors[field] = FIELD_MESSAGES.email;
    else if (isPhoneField(field) && !isPurchasePhone(value)) errors[field] = PURCHASE_MESSAGES.phone;
  }
  return errors;
}

/** Spec §4: Next only when the step is valid, Previous down to step 1, a new type clears every detail and error. */
export function purchaseFormReducer(state: PurchaseFormState, action: PurchaseFormAction): PurchaseFormState {
  switch (action.type) {
    case 'chooseType':
      if (state.purchaseType === action.purchaseType) return { ...state, typeError: null };
      return { ...state, purchaseType: action.purchaseType, values: {}, errors: {}, typeError: null };
    case 'setField': {
      const value = isPhoneField(action.field) ? formatUsPhone(action.value) : action.value;
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: value }, errors };
    }
    case 'next': {
      if (state.step === 1) {
        if (!state.purchaseType) return { ...state, typeError: PURCHASE_MESSAGES.selectType };
        return { ...state, step: 2, typeError: null };
      }
      if (state.step === 2 && state.purchaseType) {
        const errors = validateDetails(state.purchaseType, state.values);
        if (Object.keys(errors).length > 0) return { ...state, errors, refusedNext: state.refusedNext + 1 };
        return { ...state, step: 3, errors: {} };
      }
      return state;
    }
    case 'previous':
      return { ...state, step: Math.max(1, state.step - 1) as PurchaseStep };
  }
}

/** The buyer's details as the API takes them (trimmed; the message only when written). */
export function detailsOf(purchaseType: PurchaseType, values: PurchaseFormState['values']): { selfInfo: SelfInfo } | { giftInfo: GiftInfo } {
  const value = (field: DetailField) => (values[field] ?? '').trim();
  if (purchaseType === 'self') return { selfInfo: { name: value('name'), email: value('email'), phone: value('phone') } };
  const message = value('message');
  return {
    giftInfo: {
      recipientName: value('recipientName'),
      recipientEmail: value('recipientEmail'),
      ...(message ? { message } : {}),
      senderName: value('senderName'),
      senderEmail: value('senderEmail'),
      senderPhone: value('senderPhone'),
    },
  };
}
