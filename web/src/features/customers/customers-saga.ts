import { all, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { request } from '../../lib/saga-request';
import { customersApi } from './api/customers-api';
import { message } from '../../lib/i18n';
import { customersMessages } from './components/customers.messages';
import { cardsSearchOf, customersActions, selectCustomers, type CustomerQuery, type CustomersState } from './customers-slice';

const failure = {
  failure: customersActions.loadFailed,
  get fallback() {
    return message(customersMessages, 'loadFailed');
  },
};

function* loadCustomers({ payload: { search, sort } }: PayloadAction<CustomerQuery>) {
  yield* request(() => customersApi.page(search, sort, null), { success: customersActions.customersLoaded, ...failure });
}

function* loadMore() {
  const { query, nextCursor }: CustomersState = yield select(selectCustomers);
  yield* request(() => customersApi.page(query.search, query.sort, nextCursor), { success: customersActions.moreLoaded, ...failure });
}

/** The opened customer's cards, when their drawer opens and again after one of them changed. */
function* loadCards() {
  const { opened }: CustomersState = yield select(selectCustomers);
  if (!opened) return;
  const search = cardsSearchOf(opened);
  yield* request(() => customersApi.cards(search), {
    success: ({ buyers }) => customersActions.cardsLoaded({ search, cards: buyers }),
    failure: (message) => customersActions.cardsFailed({ search, message }),
    fallback: message(customersMessages, 'cardsFailed'),
  });
}

function* erase({ payload: { email, confirm } }: PayloadAction<{ email: string; confirm: string }>) {
  yield* request(() => customersApi.erase(email, confirm), {
    success: ({ erasedAs }) => customersActions.customerErased({ email, erasedAs }),
    failure: customersActions.eraseFailed,
    fallback: message(customersMessages, 'eraseFailed'),
  });
}

export function* customersSaga() {
  yield all([
    takeLatest(customersActions.loadCustomers.type, loadCustomers),
    takeLatest(customersActions.loadMore.type, loadMore),
    takeLatest([customersActions.customerOpened.type, customersActions.cardsRequest.type], loadCards),
    takeLeading(customersActions.eraseRequest.type, erase),
  ]);
}
