import { all, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { request } from '../../lib/saga-request';
import { customersApi } from './api/customers-api';
import { customersActions, selectCustomers, type CustomerQuery, type CustomersState } from './customers-slice';

const failure = { failure: customersActions.loadFailed, fallback: 'The customers could not be loaded. Please try again.' };

function* loadCustomers({ payload: { search, sort } }: PayloadAction<CustomerQuery>) {
  yield* request(() => customersApi.page(search, sort, null), { success: customersActions.customersLoaded, ...failure });
}

function* loadMore() {
  const { query, nextCursor }: CustomersState = yield select(selectCustomers);
  yield* request(() => customersApi.page(query.search, query.sort, nextCursor), { success: customersActions.moreLoaded, ...failure });
}

export function* customersSaga() {
  yield all([takeLatest(customersActions.loadCustomers.type, loadCustomers), takeLatest(customersActions.loadMore.type, loadMore)]);
}
