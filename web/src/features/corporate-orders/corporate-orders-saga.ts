import { all, call, delay, fork, put, race, take, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CorporateOrderSummary, CreateCorporateOrderRequest } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { request } from '../../lib/saga-request';
import { onLatest, onLeading, watchAll } from '../../lib/saga-watch';
import { corporateOrdersApi } from './api/corporate-orders-api';
import { message } from '../../lib/i18n';
import { corporateOrdersMessages } from './components/corporate-orders.messages';
import { corporateOrdersActions as actions, isUnderWay } from './corporate-orders-slice';

/** How often a batch still under way is asked again. */
export const POLL_MS = 1000;

const loadFailed = () => message(corporateOrdersMessages, 'loadFailed');

function* loadOrders() {
  yield* request(corporateOrdersApi.list, { success: ({ orders }) => actions.ordersLoaded(orders), failure: actions.failed, fallback: loadFailed() });
}

function* loadCards() {
  yield* request(corporateOrdersApi.cards, { success: actions.cardsLoaded, failure: actions.failed, fallback: loadFailed() });
}

function* loadLocations() {
  yield* request(corporateOrdersApi.locations, { success: actions.locationsLoaded, failure: actions.failed, fallback: loadFailed() });
}

const open = onLatest(actions.screenOpened, function* open() {
  yield all([fork(loadCards), fork(loadOrders), fork(loadLocations)]);
});

/** The watched batch is asked again until it is no longer under way; once done, the list is read again with its final figures. */
export function* followProgress(order: CorporateOrderSummary) {
  let current = order;
  while (isUnderWay(current)) {
    yield delay(POLL_MS);
    const read = yield* request(() => corporateOrdersApi.get(current.id), {
      success: actions.progressRead,
      failure: actions.failed,
      fallback: message(corporateOrdersMessages, 'progressFailed'),
    });
    if (!read.ok) return;
    current = read.answer;
    if (current.state === 'done') yield put(actions.ordersRequest());
  }
}

/** Follows the batch last watched, created or confirmed, until the screen is left. */
function* watchProgress() {
  yield takeLatest(
    [actions.batchWatched.type, actions.created.type, actions.confirmed.type],
    function* follow({ payload: order }: PayloadAction<CorporateOrderSummary>) {
      yield race([call(followProgress, order), take(actions.screenLeft.type)]);
    },
  );
}

// One at a time: a double click must not create two batches.
const create = onLeading(actions.createRequest, function* create({ payload }: PayloadAction<CreateCorporateOrderRequest>) {
  const outcome = yield* request(() => corporateOrdersApi.create(payload), {
    success: actions.created,
    failure: (message, error) => actions.createFailed({ message, fields: error instanceof ApiError ? error.fields : undefined }),
    fallback: message(corporateOrdersMessages, 'createFailed'),
  });
  if (outcome.ok) yield put(actions.ordersRequest());
});

const confirm = onLeading(actions.confirmRequest, function* confirm({ payload: id }: PayloadAction<string>) {
  const outcome = yield* request(() => corporateOrdersApi.confirm(id), {
    success: actions.confirmed,
    failure: actions.confirmFailed,
    fallback: message(corporateOrdersMessages, 'confirmFailed'),
  });
  if (outcome.ok) yield put(actions.ordersRequest());
});

export const corporateOrdersSaga = watchAll(open, onLatest(actions.ordersRequest, loadOrders), watchProgress, create, confirm);
