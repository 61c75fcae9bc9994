import {
  addYears,
  AMOUNT_MODES,
  currencyLimits,
  DEFAULT_CURRENCY,
  giftCardAmountMessages,
  GIFT_CARD_TAGS,
  LOCATION_MESSAGES,
  parseCalendarDate,
  parseDiscountPercent,
  parseAmount,
  parseRangeEnd,
  parseRedemptionWindow,
  readVoucherVat,
  vatRatePercent,
  VOUCHER_VAT_MESSAGES,
  type GiftCardForm,
  type GiftCardTag,
  type LocationRef,
  type PricedCardType,
  type RedemptionWindow,
  type VoucherVat,
} from '@gv/proto';
import { todayAnywhereOnEarth } from './calendar.js';

export {
  GIFT_CARD_MESSAGES as giftCardMessages,
  GIFT_CARD_MAX_NAME_LENGTH as MAX_NAME_LENGTH,
  GIFT_CARD_MAX_DESCRIPTION_LENGTH as MAX_DESCRIPTION_LENGTH,
  GIFT_CARD_MAX_EXPIRY_YEARS as MAX_EXPIRY_YEARS,
} from '@gv/proto';
import { GIFT_CARD_MAX_DESCRIPTION_LENGTH as MAX_DESCRIPTION_LENGTH, GIFT_CARD_MAX_EXPIRY_YEARS as MAX_EXPIRY_YEARS, GIFT_CARD_MAX_NAME_LENGTH as MAX_NAME_LENGTH, GIFT_CARD_MESSAGES as giftCardMessages } from '@gv/proto';

/** A card's editable fields, validated and normalized. */
export interface GiftCardFields extends PricedCardType, VoucherVat {
  name: string;
  tag: GiftCardTag;
  description: string;
  /** Whether its cards may be topped up (the owner's choice). */
  reloadable: boolean;
  expirationDate: string;
  /** When it may be redeemed (decision 0062); null: whenever the counter is open. */
  redemptionWindow: RedemptionWindow | null;
  /** The locations it may be spent at, with their names (decision 0078); empty: every location. */
  usableAt: LocationRef[];
  /** Where its online sales belong; null: the business's first location. */
  homeLocationId: string | null;
}

export type FieldErrors = Record<string, string>;

export interface FormCheck {
  fields: GiftCardFields;
  errors: FieldErrors;
}

/**
 * The gift card form's rules (spec §5): name, tag, description, amount,
 * discount 0-100 and expiration date required; the date not in the past.
 * With `current` (an edit), a field left out keeps its value, and an unchanged
 * past date is kept so an expired card can still be edited. Locations must be
 * among `locations`, the business's open ones. Amounts are in `currency`, the business's, and within its limits.
 * The VAT treatment is checked here; whether it may still change is the update's (updateActiveGiftCard).
 */
export function checkGiftCardForm(
  form: GiftCardForm,
  options: { current?: GiftCardFields; now?: Date; locations?: readonly LocationRef[]; currency?: string } = {},
): FormCheck {
  const { current, now = new Date(), locations = [], currency = DEFAULT_CURRENCY } = options;
  const errors: FieldErrors = {};
  const keep = (key: keyof GiftCardForm) => current !== undefined && form[key] === undefined;

  const name = keep('giftCardName') ? current!.name : checkName(form.giftCardName, errors);
  const tag = keep('giftCardTag') ? current!.tag : checkTag(form.giftCardTag, errors);
  const description = keep('description') ? current!.description : checkDescription(form.description, errors);
  const amounts = checkAmounts(form, current, currency, errors);
  const discount = keep('discount') ? current!.discount : checkDiscount(form.discount, errors);
  const reloadable = keep('reloadable') ? current!.reloadable : checkReloadable(form.reloadable, errors);
  const expirationDate = keep('expirationDate')
    ? current!.expirationDate
    : checkExpiration(form.expirationDate, errors, now, current?.expirationDate);
  const redemptionWindow = keep('redemptionWindow') ? current!.redemptionWindow : checkRedemptionWindow(form.redemptionWindow, errors);
  const usableAt = keep('locationIds') ? namedAsNow(current!.usableAt, locations) : checkUsableAt(form.locationIds, locations, errors);
  const homeLocationId = keep('homeLocationId') ? current!.homeLocationId : checkHomeLocation(form.homeLocationId, locations, errors);
  const voucherVat = checkVoucherVat(form, current, errors);

  return { fields: { name, tag, description, ...amounts, discount, reloadable, expirationDate, redemptionWindow, usableAt, homeLocationId, ...voucherVat }, errors };
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function checkName(value: unknown, errors: FieldErrors): string {
  const name = text(value).replace(/\s+/g, ' ');
  if (!name) errors.giftCardName = giftCardMessages.nameRequired;
  else if (name.length > MAX_NAME_LENGTH) errors.giftCardName = giftCardMessages.nameTooLong;
  return name;
}

/** Matches a tag label case-insensitively, also when the client sent it with its emoji in front. */
export function normalizeTag(value: unknown): GiftCardTag | null {
  const raw = text(value).toLowerCase();
  if (!raw || raw.length > 200) return null;
  for (const tag of GIFT_CARD_TAGS) {
    const label = tag.label.toLowerCase();
    if (raw === label || raw === `${tag.emoji} ${label}`) return tag.label;
  }
  return null;
}

function checkTag(value: unknown, errors: FieldErrors): GiftCardTag {
  const tag = normalizeTag(value);
  if (!tag) errors.giftCardTag = text(value) ? giftCardMessages.tagUnknown : giftCardMessages.tagRequired;
  return tag ?? GIFT_CARD_TAGS[0].label;
}

function checkDescription(value: unknown, errors: FieldErrors): string {
  const description = text(value);
  if (!description) errors.description = giftCardMessages.descriptionRequired;
  else if (description.length > MAX_DESCRIPTION_LENGTH) errors.description = giftCardMessages.descriptionTooLong;
  return description;
}

/** A checkbox: true or false, or their text from a multipart form; absent on a new card: not reloadable. */
function checkReloadable(value: unknown, errors: FieldErrors): boolean {
  if (value === undefined || value === false || value === 'false' || value === '') return false;
  if (value === true || value === 'true') return true;
  errors.reloadable = giftCardMessages.reloadableInvalid;
  return false;
}

/** A field that must be given, read by `parse`: its `required` message when empty, its `invalid` one when `parse` cannot read it. */
function requiredField<T>(errors: FieldErrors, field: string, value: unknown, parse: (value: unknown) => T | null, messages: { required: string; invalid: string }): T | null {
  if (text(value) === '') {
    errors[field] = messages.required;
    return null;
  }
  const parsed = parse(value);
  if (parsed === null) errors[field] = messages.invalid;
  return parsed;
}

function checkAmount(value: unknown, currency: string, errors: FieldErrors): number {
  const messages = giftCardAmountMessages(currency);
  const cents = requiredField(errors, 'amount', value, (amount) => parseAmount(amount, currency), { required: giftCardMessages.amountRequired, invalid: messages.amountInvalid });
  if (cents !== null && (cents <= 0 || cents > currencyLimits(currency).cardMaxCents)) errors.amount = messages.amountRange;
  return cents ?? 0;
}

type Amounts = Pick<GiftCardFields, 'amountCents' | 'amountMode' | 'minAmountCents' | 'maxAmountCents'>;

/**
 * A fixed value, or an "Any amount" range (the currency's custom range and step, e.g. whole dollars $5-$2,000; lowest
 * below highest; the lowest also stands as amountCents). On an edit, fields left out keep the card's; switching to
 * fixed needs an amount unless it had one.
 */
function checkAmounts(form: GiftCardForm, current: GiftCardFields | undefined, currency: string, errors: FieldErrors): Amounts {
  const mode = form.amountMode === undefined ? (current?.amountMode ?? 'fixed') : AMOUNT_MODES.find((known) => known === form.amountMode);
  if (!mode) {
    errors.amountMode = giftCardMessages.amountModeUnknown;
    return { amountCents: 0, amountMode: 'fixed', minAmountCents: null, maxAmountCents: null };
  }
  if (mode === 'fixed') {
    const keepAmount = form.amount === undefined && current?.amountMode === 'fixed';
    return { amountCents: keepAmount ? current.amountCents : checkAmount(form.amount, currency, errors), amountMode: mode, minAmountCents: null, maxAmountCents: null };
  }
  const min = form.minAmount === undefined && current?.amountMode === 'custom' ? current.minAmountCents : checkRangeEnd(form.minAmount, 'minAmount', currency, errors);
  const max = form.maxAmount === undefined && current?.amountMode === 'custom' ? current.maxAmountCents : checkRangeEnd(form.maxAmount, 'maxAmount', currency, errors);
  if (min !== null && max !== null && min >= max) errors.maxAmount = giftCardMessages.customRangeOrder;
  return { amountCents: min ?? 0, amountMode: mode, minAmountCents: min, maxAmountCents: max };
}

function checkRangeEnd(value: unknown, field: 'minAmount' | 'maxAmount', currency: string, errors: FieldErrors): number | null {
  const invalid = giftCardAmountMessages(currency).customRangeInvalid;
  return requiredField(errors, field, value, (end) => parseRangeEnd(end, currency), { required: giftCardMessages.customRangeRequired, invalid });
}

/**
 * The card type's VAT treatment (decision 0099): a new card is a multi-purpose voucher unless the form says otherwise;
 * on an edit, the type or rate left out keeps the card's.
 */
function checkVoucherVat(form: GiftCardForm, current: GiftCardFields | undefined, errors: FieldErrors): VoucherVat {
  const voucherType = form.voucherType === undefined ? (current?.voucherType ?? 'multi-purpose') : form.voucherType;
  const currentRate = current?.vatRateBp == null ? null : vatRatePercent(current.vatRateBp);
  const read = readVoucherVat(voucherType, form.vatRate === undefined ? currentRate : form.vatRate);
  if (!('invalid' in read)) return read;
  errors[read.invalid] = read.invalid === 'voucherType' ? VOUCHER_VAT_MESSAGES.voucherTypeInvalid : VOUCHER_VAT_MESSAGES.vatRateInvalid;
  return { voucherType: 'multi-purpose', vatRateBp: null };
}

function checkDiscount(value: unknown, errors: FieldErrors): number {
  return requiredField(errors, 'discount', value, parseDiscountPercent, { required: giftCardMessages.discountRequired, invalid: giftCardMessages.discountInvalid }) ?? 0;
}

function checkExpiration(value: unknown, errors: FieldErrors, now: Date, currentDate?: string): string {
  const date = requiredField(errors, 'expirationDate', value, parseCalendarDate, { required: giftCardMessages.expirationRequired, invalid: giftCardMessages.expirationInvalid });
  if (!date) return '';
  if (date === currentDate) return date;
  const today = todayAnywhereOnEarth(now);
  if (date < today) errors.expirationDate = giftCardMessages.expirationPast;
  else if (date > addYears(today, MAX_EXPIRY_YEARS)) errors.expirationDate = giftCardMessages.expirationTooFar;
  return date;
}

function checkRedemptionWindow(value: unknown, errors: FieldErrors): RedemptionWindow | null {
  const parsed = parseRedemptionWindow(value);
  if ('error' in parsed) {
    errors.redemptionWindow = parsed.error;
    return null;
  }
  return parsed.window;
}

/** Location ids as a JSON body's array, a multipart field's JSON text of one, or ids separated by commas; null when none of these. */
function locationIdsOf(value: unknown): unknown[] | null {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text.startsWith('[')) return text.split(',').filter((id) => id.trim() !== '');
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The open location an id names (ids compared as identity writes them, lower case). */
function openLocation(id: unknown, locations: readonly LocationRef[]): LocationRef | undefined {
  return typeof id === 'string' ? locations.find((location) => location.id === id.trim().toLowerCase()) : undefined;
}

/** Kept locations under the names the business gives them now (an archived one keeps its last known name). */
function namedAsNow(kept: LocationRef[], locations: readonly LocationRef[]): LocationRef[] {
  return kept.map((location) => locations.find((open) => open.id === location.id) ?? location);
}

function checkUsableAt(value: unknown, locations: readonly LocationRef[], errors: FieldErrors): LocationRef[] {
  const named = locationIdsOf(value)?.map((id) => openLocation(id, locations));
  if (!named || named.includes(undefined)) {
    errors.locationIds = LOCATION_MESSAGES.unknown;
    return [];
  }
  // Each once, in the order the business added them.
  return locations.filter((location) => named.includes(location));
}

function checkHomeLocation(value: unknown, locations: readonly LocationRef[], errors: FieldErrors): string | null {
  if (value === undefined || value === null || value === '') return null;
  const home = openLocation(value, locations);
  if (!home) errors.homeLocationId = LOCATION_MESSAGES.unknown;
  return home?.id ?? null;
}
