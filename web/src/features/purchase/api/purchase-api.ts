import type { CreatePaymentRequest, CreatePaymentResponse, PaymentsConfig, PurchaseCompleted, PurchaseForm } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

/** The checkout calls (docs/money-path.md): payment config, the charge, then the purchase that issues the card. */
export const purchaseApi = {
  config: (businessSlug: string) => apiClient.get<PaymentsConfig>('/api/v1/payments/config', { query: { businessSlug } }),
  createPayment: (body: CreatePaymentRequest) => apiClient.post<CreatePaymentResponse>('/api/payments/create-payment', body),
  completePurchase: (form: PurchaseForm) => apiClient.put<PurchaseCompleted>('/api/v1/admin/purchase', form),
};
