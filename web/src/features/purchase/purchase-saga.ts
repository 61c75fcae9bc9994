import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { paymentDetailsOf, PURCHASE_MESSAGES, type CreatePaymentResponse, type PaymentsConfig, type PurchaseCompleted, type PurchaseForm } from '@gv/proto';
import { ApiError, errorMessage } from '../../lib/api-client';
import { purchaseApi } from './api/purchase-api';
import { CONFIG_ERROR, purchaseActions, selectPurchase, type PayFailure, type PayRequest, type PaymentSource, type PurchaseState } from './purchase-slice';

/** 'Payment Completed' stays on screen at least this long before the success screen replaces it. */
export const PAYMENT_COMPLETED_PAUSE_MS = 1200;

const PAYMENT_ERROR = 'The payment could not be completed. Please try again.';
const DECLINED = 'Your card was declined. Please try another card.';
const TOO_MANY = 'Too many payment attempts. Please wait a moment and try again.';
export const PURCHASE_ERROR = 'Your payment went through, but your gift card is not ready yet. Please try again.';

function* loadConfig(action: PayloadAction<{ businessSlug: string }>) {
  try {
    const config: PaymentsConfig = yield call(purchaseApi.config, action.payload.businessSlug);
    yield put(purchaseActions.configSuccess(config));
  } catch (error) {
    yield put(purchaseActions.configFail(errorMessage(error, CONFIG_ERROR)));
  }
}

function paymentFailure(error: unknown, source: PaymentSource, key: string): PayFailure {
  const status = error instanceof ApiError ? error.status : 0;
  const code = error instanceof ApiError ? (error.code ?? null) : null;
  if (status === 402) {
    const message = source === 'cashAppPay' ? PURCHASE_MESSAGES.cashAppFailed : errorMessage(error, DECLINED);
    return { key, message, code, declined: true };
  }
  if (status === 429) return { key, message: errorMessage(error, TOO_MANY), code, declined: false };
  // Anything else (bad field, unknown card, network): nothing was charged twice, so the same key is kept for the retry.
  return { key, message: errorMessage(error, PAYMENT_ERROR), code, declined: false };
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
  let response: CreatePaymentResponse;
  try {
    response = yield call(purchaseApi.createPayment, { ...checkout, sourceId, idempotencyKey: key });
  } catch (error) {
    yield put(purchaseActions.payFail(paymentFailure(error, source, key)));
    return;
  }
  if (response.payment?.status !== 'COMPLETED') {
    yield put(purchaseActions.payFail({ key, message: PAYMENT_ERROR, code: response.payment?.status ?? null, declined: false }));
    return;
  }
  yield put(purchaseActions.paySuccess({ key, response }));
  yield put(purchaseActions.purchaseRequest(purchaseFormOf(action.payload, response)));
}

function* completePurchase(action: PayloadAction<PurchaseForm>) {
  const orderId = action.payload.orderId ?? '';
  try {
    const [result]: [PurchaseCompleted] = yield all([call(purchaseApi.completePurchase, action.payload), delay(PAYMENT_COMPLETED_PAUSE_MS)]);
    yield put(purchaseActions.purchaseSuccess({ orderId, purchase: result.purchase }));
  } catch (error) {
    yield put(purchaseActions.purchaseFail({ orderId, message: errorMessage(error, PURCHASE_ERROR) }));
  }
}

export function* purchaseSaga() {
  yield all([
    takeLatest(purchaseActions.checkoutStarted.type, loadConfig),
    takeLeading(purchaseActions.payRequest.type, pay),
    takeLeading(purchaseActions.purchaseRequest.type, completePurchase),
  ]);
}
