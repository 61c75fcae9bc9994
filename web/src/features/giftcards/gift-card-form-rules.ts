import { localToday } from '../../lib/format-date';
import { currentLocale, message } from '../../lib/i18n';
import type { GiftCardFormValues } from './api/gift-cards-api';
import { redemptionWindowError } from './redemption-window-values';
import { tickALocation } from './card-location-values';
import { cardVatError } from './card-vat-values';
import { isGiftCardTag } from './gift-card-tags';

/**
 * Field name → message; keys are the server's field names (giftCardImg for the image, locationIds and homeLocationId for
 * the locations, voucherType and vatRate for the VAT treatment).
 */
export type GiftCardFieldErrors = Partial<
  Record<
    Exclude<keyof GiftCardFormValues, 'locations' | 'vat'> | 'giftCardImg' | 'locationIds' | 'homeLocationId' | 'voucherType' | 'vatRate',
    string
  >
>;

/** The server's wording and limits come from the catalog contract, so both sides say the same thing. */
export { GIFT_CARD_MAX_NAME_LENGTH as MAX_NAME_LENGTH, GIFT_CARD_MAX_DESCRIPTION_LENGTH as MAX_DESCRIPTION_LENGTH } from '@gv/proto';
import {
  addYears,
  currencyLimits,
  giftCardAmountMessages,
  GIFT_CARD_MAX_DESCRIPTION_LENGTH as MAX_DESCRIPTION_LENGTH,
  GIFT_CARD_MAX_EXPIRY_YEARS as MAX_EXPIRY_YEARS,
  GIFT_CARD_MAX_NAME_LENGTH as MAX_NAME_LENGTH,
  giftCardMessages,
  parseCalendarDate,
  parseDiscountPercent,
  parseAmount,
  parseRangeEnd,
} from '@gv/proto';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export function checkImage(file: File): string | undefined {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return message(giftCardMessages, 'imageType');
  if (file.size > MAX_IMAGE_BYTES) return message(giftCardMessages, 'imageTooLarge');
  return undefined;
}

/** An "Any amount" range: both ends within the currency's custom range on its step ($5 to $2,000 in whole dollars), the highest above the lowest. */
function rangeErrors(minAmount: string, maxAmount: string, currency: string | undefined): GiftCardFieldErrors {
  const errors: GiftCardFieldErrors = {};
  const end = (value: string, field: 'minAmount' | 'maxAmount') => {
    const cents = value.trim() ? parseRangeEnd(value, currency) : null;
    if (cents === null)
      errors[field] = value.trim()
        ? giftCardAmountMessages(currency, currentLocale()).customRangeInvalid
        : message(giftCardMessages, 'customRangeRequired');
    return cents;
  };
  const [min, max] = [end(minAmount, 'minAmount'), end(maxAmount, 'maxAmount')];
  if (min !== null && max !== null && min >= max) errors.maxAmount = message(giftCardMessages, 'customRangeOrder');
  return errors;
}

/**
 * Spec §5: name, tag, description, amount (or an "Any amount" range), discount (0-100) and expiration date required; the image
 * required on create only. Mirrors the server's rules; an edit may keep the card's current (even past) date.
 */
export function checkGiftCardForm(
  values: GiftCardFormValues,
  options: { image?: File | null; imageRequired: boolean; currentExpirationDate?: string; now?: Date; currency?: string },
): GiftCardFieldErrors {
  const { currency } = options;
  const errors: GiftCardFieldErrors = {};
  const name = values.giftCardName.trim().replace(/\s+/g, ' ');
  if (!name) errors.giftCardName = message(giftCardMessages, 'nameRequired');
  else if (name.length > MAX_NAME_LENGTH) errors.giftCardName = message(giftCardMessages, 'nameTooLong');

  if (!values.giftCardTag) errors.giftCardTag = message(giftCardMessages, 'tagRequired');
  else if (!isGiftCardTag(values.giftCardTag)) errors.giftCardTag = message(giftCardMessages, 'tagUnknown');

  const description = values.description.trim();
  if (!description) errors.description = message(giftCardMessages, 'descriptionRequired');
  else if (description.length > MAX_DESCRIPTION_LENGTH) errors.description = message(giftCardMessages, 'descriptionTooLong');

  if (values.amountMode === 'custom') Object.assign(errors, rangeErrors(values.minAmount, values.maxAmount, currency));
  else if (!values.amount.trim()) errors.amount = message(giftCardMessages, 'amountRequired');
  else {
    const cents = parseAmount(values.amount, currency);
    if (cents === null) errors.amount = giftCardAmountMessages(currency, currentLocale()).amountInvalid;
    else if (cents <= 0 || cents > currencyLimits(currency).cardMaxCents)
      errors.amount = giftCardAmountMessages(currency, currentLocale()).amountRange;
  }

  if (!values.discount.trim()) errors.discount = message(giftCardMessages, 'discountRequired');
  else if (parseDiscountPercent(values.discount) === null) errors.discount = message(giftCardMessages, 'discountInvalid');

  const date = values.expirationDate;
  if (!date) errors.expirationDate = message(giftCardMessages, 'expirationRequired');
  else if (parseCalendarDate(date) !== date) errors.expirationDate = message(giftCardMessages, 'expirationInvalid');
  else if (date !== options.currentExpirationDate) {
    const today = localToday(options.now);
    if (date < today) errors.expirationDate = message(giftCardMessages, 'expirationPast');
    else if (date > addYears(today, MAX_EXPIRY_YEARS)) errors.expirationDate = message(giftCardMessages, 'expirationTooFar');
  }

  const windowError = redemptionWindowError(values.redemptionWindow);
  if (windowError) errors.redemptionWindow = windowError;

  if (values.locations?.limited && values.locations.locationIds.length === 0) errors.locationIds = tickALocation();

  const vatError = values.vat && cardVatError(values.vat);
  if (vatError) errors[vatError.field] = vatError.message;

  if (options.image) {
    const imageError = checkImage(options.image);
    if (imageError) errors.giftCardImg = imageError;
  } else if (options.imageRequired) {
    errors.giftCardImg = message(giftCardMessages, 'imageRequired');
  }
  return errors;
}
