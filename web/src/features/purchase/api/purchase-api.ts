import type { CreatePaymentRequest, PurchaseForm } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';

/**
 * The checkout calls (docs/money-path.md): payment config, the charge, then the purchase that issues the card. The
 * charge and the purchase carry the language the buyer reads now: the order, its cards' emails and pages speak it.
 */
export const purchaseApi = {
  config: (businessSlug: string) => apiClient.call('GET /api/v1/payments/config', { query: { businessSlug } }),
  createPayment: (body: CreatePaymentRequest) => apiClient.call('POST /api/payments/create-payment', { body: { ...body, locale: currentLocale() } }),
  completePurchase: (form: PurchaseForm) => apiClient.call('PUT /api/v1/admin/purchase', { body: { ...form, locale: currentLocale() } }),
  /** The business's state, from its public page: whether the buyer's billing state is asked (decision 0095). */
  businessState: async (businessSlug: string) =>
    (await apiClient.call('GET /api/v1/admin/business/{businessSlug}', { params: { businessSlug } })).business.address.state,
};
