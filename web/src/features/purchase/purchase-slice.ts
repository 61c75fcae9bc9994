import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreatePaymentRequest, CreatePaymentResponse, PaymentsConfig, PaymentView, PurchaseCompleted, PurchaseForm } from '@gv/proto';
import { newIdempotencyKey } from '../../lib/idempotency-key';

type LoadStatus = 'idle' | 'loading' | 'success' | 'fail';

/** How the buyer paid: the card form, Google Pay, or the Cash App Pay button. */
export type PaymentSource = 'card' | 'googlePay' | 'cashAppPay';

/** What the buyer pays for: everything create-payment needs except the token and the key (`amount`: an "Any amount" card's choice). */
export type Checkout = Omit<CreatePaymentRequest, 'sourceId' | 'idempotencyKey'>;

export interface PurchaseState {
  config: { businessSlug: string | null; status: LoadStatus; data: PaymentsConfig | null; error: string | null };
  /** One per checkout attempt; replaced after a decline (Square refuses a reused key with another card). */
  idempotencyKey: string;
  /** Spec §4 Payment: request, success (COMPLETED), failure. */
  payment: {
    status: 'idle' | 'pending' | 'completed' | 'failed';
    source: PaymentSource | null;
    error: string | null;
    code: string | null;
    orderId: string | null;
    payment: PaymentView | null;
  };
  /** The purchase that issues the card, sent after the payment completed (and retried alone if it fails). */
  purchase: { status: LoadStatus; form: PurchaseForm | null; result: PurchaseCompleted['purchase'] | null; error: string | null };
}

export interface PayRequest {
  source: PaymentSource;
  sourceId: string;
  checkout: Checkout;
}

export interface PayFailure {
  /** The attempt's key: a result of an older checkout is ignored. */
  key: string;
  message: string;
  code: string | null;
  /** A decline (402): the next attempt needs a new key. */
  declined: boolean;
}

const initialState: PurchaseState = {
  config: { businessSlug: null, status: 'idle', data: null, error: null },
  idempotencyKey: '',
  payment: { status: 'idle', source: null, error: null, code: null, orderId: null, payment: null },
  purchase: { status: 'idle', form: null, result: null, error: null },
};

export const purchaseSlice = createSlice({
  name: 'purchase',
  initialState,
  reducers: {
    /** The dialog opened: a new checkout with its own key; the saga loads the business's payment config. */
    checkoutStarted: {
      reducer(_state, action: PayloadAction<{ businessSlug: string; idempotencyKey: string }>) {
        return {
          ...initialState,
          idempotencyKey: action.payload.idempotencyKey,
          config: { ...initialState.config, businessSlug: action.payload.businessSlug, status: 'loading' },
        };
      },
      prepare: (businessSlug: string) => ({ payload: { businessSlug, idempotencyKey: newIdempotencyKey() } }),
    },
    checkoutClosed: () => initialState,
    configSuccess(state, action: PayloadAction<PaymentsConfig>) {
      state.config.status = 'success';
      state.config.data = action.payload;
    },
    configFail(state, action: PayloadAction<string>) {
      state.config.status = 'fail';
      state.config.error = action.payload;
    },

    payRequest(state, action: PayloadAction<PayRequest>) {
      state.payment = { ...initialState.payment, status: 'pending', source: action.payload.source };
    },
    paySuccess(state, action: PayloadAction<{ key: string; response: CreatePaymentResponse }>) {
      if (action.payload.key !== state.idempotencyKey) return;
      const { orderId, payment } = action.payload.response;
      state.payment = { ...state.payment, status: 'completed', error: null, code: null, orderId, payment };
    },
    payFail: {
      reducer(state, action: PayloadAction<PayFailure & { nextKey: string }>) {
        if (action.payload.key !== state.idempotencyKey) return;
        const { message, code, declined, nextKey } = action.payload;
        state.payment = { ...state.payment, status: 'failed', error: message, code };
        if (declined) state.idempotencyKey = nextKey;
      },
      prepare: (failure: PayFailure) => ({ payload: { ...failure, nextKey: newIdempotencyKey() } }),
    },
    /** Dismisses a payment error (e.g. when the buyer picks another method). */
    payErrorCleared(state) {
      if (state.payment.status === 'failed') state.payment = { ...initialState.payment };
    },

    purchaseRequest(state, action: PayloadAction<PurchaseForm>) {
      state.purchase = { status: 'loading', form: action.payload, result: null, error: null };
    },
    purchaseSuccess(state, action: PayloadAction<{ orderId: string; purchase: PurchaseCompleted['purchase'] }>) {
      if (action.payload.orderId !== state.payment.orderId) return;
      state.purchase.status = 'success';
      state.purchase.result = action.payload.purchase;
    },
    purchaseFail(state, action: PayloadAction<{ orderId: string; message: string }>) {
      if (action.payload.orderId !== state.payment.orderId) return;
      state.purchase.status = 'fail';
      state.purchase.error = action.payload.message;
    },
  },
});

export const purchaseActions = purchaseSlice.actions;
export const purchaseReducer = purchaseSlice.reducer;
export const selectPurchase = (state: { purchase: PurchaseState }) => state.purchase;
