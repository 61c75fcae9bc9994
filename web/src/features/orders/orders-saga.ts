import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { BuyerRecordPage, GiftCardOrderList, GiftCardOrderSummary } from '@gv/proto';
import { ordersApi } from './api/orders-api';
import { ordersActions, selectOrders, type BuyerQuery, type OrdersState } from './orders-slice';

// Orders fetch errors are logged only (spec §8); the views offer a retry.

function* loadGiftCards(action: PayloadAction<string>) {
  try {
    const { showTestData }: OrdersState = yield select(selectOrders);
    const list: GiftCardOrderList = yield call(ordersApi.giftCards, action.payload, showTestData);
    yield put(ordersActions.giftCardsLoaded(list.giftCards));
  } catch (error) {
    console.error('Orders: gift cards failed', error);
    yield put(ordersActions.giftCardsFailed());
  }
}

function* loadCustomers(action: PayloadAction<BuyerQuery>) {
  try {
    const { showTestData }: OrdersState = yield select(selectOrders);
    const page: BuyerRecordPage = yield call(ordersApi.buyers, action.payload.search, action.payload.page, showTestData);
    yield put(ordersActions.customersLoaded(page));
  } catch (error) {
    console.error('Orders: buyers failed', error);
    yield put(ordersActions.customersFailed());
  }
}

function* loadCardBuyers(action: PayloadAction<BuyerQuery | GiftCardOrderSummary>) {
  const { cardBuyers, showTestData }: OrdersState = yield select(selectOrders);
  if (!cardBuyers.card) return;
  const query = 'search' in action.payload ? action.payload : { search: '', page: 1 };
  try {
    const page: BuyerRecordPage = yield call(ordersApi.giftCardBuyers, cardBuyers.card.id, query.search, query.page, showTestData);
    yield put(ordersActions.cardBuyersLoaded(page));
  } catch (error) {
    console.error('Orders: gift card buyers failed', error);
    yield put(ordersActions.cardBuyersFailed());
  }
}

export function* ordersSaga() {
  yield all([
    takeLatest(ordersActions.loadGiftCards.type, loadGiftCards),
    takeLatest(ordersActions.loadCustomers.type, loadCustomers),
    takeLatest([ordersActions.openCardBuyers.type, ordersActions.loadCardBuyers.type], loadCardBuyers),
  ]);
}
