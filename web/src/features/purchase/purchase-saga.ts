import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  paymentDetailsOf,
  purchaseMessages,
  type CreatePaymentResponse,
  type PaymentsConfig,
  type PurchaseCompleted,
  type PurchaseForm,
} from '@gv/proto';
import { ApiError, errorMessage } from '../../lib/api-client';
import { message as translated } from '../../lib/i18n';
import { request, type RequestOutcome } from '../../lib/saga-request';
import { paymentMessages } from './components/payment-step.messages';
import { purchaseApi } from './api/purchase-api';
import { purchaseActions, selectPurchase, type PayFailure, type PayRequest, type PaymentSource, type PurchaseState } from './purchase-slice';

/** 'Payment Completed' stays on screen at least this long before the success screen replaces it. */
export const PAYMENT_COMPLETED_PAUSE_MS = 1200;

/** The payment's messages in the language the buyer reads now. */
const text = (key: 'paymentError' | 'cardDeclined' | 'tooMany' | 'purchaseError' | 'configError') => translated(paymentMessages, key);

function* loadConfig(action: PayloadAction<{ businessSlug: string }>) {
  yield* request(() => purchaseApi.config(action.payload.businessSlug), {
    success: (config: PaymentsConfig) => purchaseActions.configSuccess(config),
    failure: (message) => purchaseActions.configFail(message),
    fallback: text('configError'),
  });
}

function paymentFailure(error: unknown, source: PaymentSource, key: string): PayFailure {
  const status = error instanceof ApiError ? error.status : 0;
  const code = error instanceof ApiError ? (error.code ?? null) : null;
  if (status === 402) {
    const message = source === 'cashAppPay' ? translated(purchaseMessages, 'cashAppFailed') : errorMessage(error, text('cardDeclined'));
    return { key, message, code, declined: true };
  }
  if (status === 429) return { key, message: errorMessage(error, text('tooMany')), code, declined: false };
  // Anything else (bad field, unknown card, network): nothing was charged twice, so the same key is kept for the retry.
  return { key, message: errorMessage(error, text('paymentError')), code, declined: false };
}

/** Spec §3: the purchase form, paymentDetails filled from the payment response (amount in dollars). */
function purchaseFormOf(request: PayRequest, response: CreatePaymentResponse): PurchaseForm {
  const { businessSlug: _businessSlug, ...form } = request.checkout;
  return {
    ...form,
    orderId: response.orderId,
    paymentDetails: paymentDetailsOf(response.payment),
  };
}

// takeLeading: a double click or a second wallet event while a charge is in flight is dropped.
function* pay(action: PayloadAction<PayRequest>) {
  const { idempotencyKey: key }: PurchaseState = yield select(selectPurchase);
  const { source, sourceId, checkout } = action.payload;
  const outcome: RequestOutcome<CreatePaymentResponse> = yield* request(
    () => purchaseApi.createPayment({ ...checkout, sourceId, idempotencyKey: key }),
    {
      failure: (_message, error) => purchaseActions.payFail(paymentFailure(error, source, key)),
    },
  );
  if (!outcome.ok) return;
  const response = outcome.answer;
  if (response.payment?.status !== 'COMPLETED') {
    yield put(purchaseActions.payFail({ key, message: text('paymentError'), code: response.payment?.status ?? null, declined: false }));
    return;
  }
  yield put(purchaseActions.paySuccess({ key, response }));
  yield put(purchaseActions.purchaseRequest(purchaseFormOf(action.payload, response)));
}

/** The purchase call, answered no sooner than the pause that keeps 'Payment Completed' on screen. */
async function completeAfterPause(form: PurchaseForm): Promise<PurchaseCompleted> {
  const [result] = await Promise.all([purchaseApi.completePurchase(form), new Promise((resolve) => setTimeout(resolve, PAYMENT_COMPLETED_PAUSE_MS))]);
  return result;
}

function* completePurchase(action: PayloadAction<PurchaseForm>) {
  const orderId = action.payload.orderId ?? '';
  yield* request(() => completeAfterPause(action.payload), {
    success: (result) => purchaseActions.purchaseSuccess({ orderId, purchase: result.purchase }),
    failure: (message) => purchaseActions.purchaseFail({ orderId, message }),
    fallback: text('purchaseError'),
  });
}

export function* purchaseSaga() {
  yield all([
    takeLatest(purchaseActions.checkoutStarted.type, loadConfig),
    takeLeading(purchaseActions.payRequest.type, pay),
    takeLeading(purchaseActions.purchaseRequest.type, completePurchase),
  ]);
}
