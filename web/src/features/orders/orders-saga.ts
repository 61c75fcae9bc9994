import { all, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { request } from '../../lib/saga-request';
import type { BuyerRecordPage, GiftCardOrderList, GiftCardOrderSummary } from '@gv/proto';
import { ordersApi } from './api/orders-api';
import { ordersActions, selectOrders, type BuyerQuery, type OrdersState } from './orders-slice';

// Orders fetch errors are logged only (spec §8); the views offer a retry.

/** Logs a failed fetch and puts what it becomes. */
const logged = (what: string, failed: () => UnknownAction) => (_message: string, error: unknown) => {
  console.error(`Orders: ${what} failed`, error);
  return failed();
};

function* loadGiftCards(action: PayloadAction<string>) {
  const { showTestData }: OrdersState = yield select(selectOrders);
  yield* request(() => ordersApi.giftCards(action.payload, showTestData), {
    success: (list: GiftCardOrderList) => ordersActions.giftCardsLoaded(list.giftCards),
    failure: logged('gift cards', ordersActions.giftCardsFailed),
  });
}

function* loadCustomers(action: PayloadAction<BuyerQuery>) {
  const { showTestData, locationId, filters }: OrdersState = yield select(selectOrders);
  yield* request(() => ordersApi.buyers(action.payload.search, action.payload.page, { testData: showTestData, locationId }, filters), {
    success: (page: BuyerRecordPage) => ordersActions.customersLoaded(page),
    failure: logged('buyers', ordersActions.customersFailed),
  });
}

function* loadCardBuyers(action: PayloadAction<BuyerQuery | GiftCardOrderSummary>) {
  const { cardBuyers, showTestData }: OrdersState = yield select(selectOrders);
  const card = cardBuyers.card;
  if (!card) return;
  const query = 'search' in action.payload ? action.payload : { search: '', page: 1 };
  yield* request(() => ordersApi.giftCardBuyers(card.id, query.search, query.page, { testData: showTestData, locationId: '' }), {
    success: (page: BuyerRecordPage) => ordersActions.cardBuyersLoaded(page),
    failure: logged('gift card buyers', ordersActions.cardBuyersFailed),
  });
}

export function* ordersSaga() {
  yield all([
    takeLatest(ordersActions.loadGiftCards.type, loadGiftCards),
    takeLatest(ordersActions.loadCustomers.type, loadCustomers),
    takeLatest([ordersActions.openCardBuyers.type, ordersActions.loadCardBuyers.type], loadCardBuyers),
  ]);
}
