import type { AmountMode } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';
import type { CardLocationValues } from '../card-location-values';
import { vatRateToSend, type CardVatValues } from '../card-vat-values';
import { redemptionWindowField, type RedemptionWindowValues } from '../redemption-window-values';

/** The create/edit form as typed; amount and discount stay text until the server parses them. */
export interface GiftCardFormValues {
  giftCardName: string;
  giftCardTag: string;
  description: string;
  /** A fixed card's value. */
  amount: string;
  /** 'custom': the buyer chooses the amount between minAmount and maxAmount (whole dollars). */
  amountMode: AmountMode;
  minAmount: string;
  maxAmount: string;
  discount: string;
  /** Holders may top up its cards (the owner's choice). */
  reloadable: boolean;
  expirationDate: string;
  redemptionWindow: RedemptionWindowValues;
  /** Left out when the business has one location: nothing is sent and a card keeps its own. */
  locations?: CardLocationValues;
  /** Left out where the business's law has no voucher VAT rules, or once cards of the type are sold: a card keeps its own. */
  vat?: CardVatValues;
}

function toFormData(values: GiftCardFormValues, image?: File): FormData {
  const form = new FormData();
  form.append('giftCardName', values.giftCardName.trim());
  form.append('giftCardTag', values.giftCardTag);
  form.append('description', values.description.trim());
  form.append('amountMode', values.amountMode);
  if (values.amountMode === 'custom') {
    form.append('minAmount', values.minAmount.trim());
    form.append('maxAmount', values.maxAmount.trim());
  } else {
    form.append('amount', values.amount.trim());
  }
  form.append('discount', values.discount.trim());
  form.append('reloadable', String(values.reloadable));
  form.append('expirationDate', values.expirationDate);
  form.append('redemptionWindow', redemptionWindowField(values.redemptionWindow));
  if (values.locations) {
    // The ids as a JSON array (empty: every location).
    form.append('locationIds', JSON.stringify(values.locations.locationIds));
    form.append('homeLocationId', values.locations.homeLocationId);
  }
  if (values.vat) {
    form.append('voucherType', values.vat.voucherType);
    if (values.vat.voucherType === 'single-purpose') form.append('vatRate', vatRateToSend(values.vat));
  }
  // The file goes last so the server has every text field before the upload streams in.
  if (image) form.append('giftCardImg', image);
  return form;
}

export const giftCardsApi = {
  list: (query: { keyword: string; page: number }) =>
    apiClient.call('GET /api/v1/admin/list', { query: { keyword: query.keyword.trim(), page: query.page } }),
  create: (values: GiftCardFormValues, image: File) => apiClient.call('POST /api/v1/admin/create-giftcard', { body: toFormData(values, image) }),
  update: (id: string, values: GiftCardFormValues, image?: File) =>
    apiClient.call('PUT /api/v1/admin/update/{id}', { params: { id }, body: toFormData(values, image) }),
  remove: (id: string) => apiClient.call('DELETE /api/v1/admin/remove/{id}', { params: { id } }),
};
