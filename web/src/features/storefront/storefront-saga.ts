import { all, call, delay, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { PublicBusiness, PublicGiftCardList } from '@gv/proto';
import { ApiError, errorMessage } from '../../lib/api-client';
import type { GiftCard } from '../../lib/gift-card';
import { storefrontApi } from './api/storefront-api';
import { BUSINESS_FETCH_ERROR, GENERIC_ERROR, storefrontActions, type ListQuery } from './storefront-slice';

/** Spec §9: each infinite-scroll batch waits 800 ms. */
export const SCROLL_BATCH_DELAY_MS = 800;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function* fetchBusiness(action: PayloadAction<string>) {
  try {
    const business: PublicBusiness = yield call(storefrontApi.business, action.payload);
    yield put(storefrontActions.businessSuccess(business));
  } catch (error) {
    yield put(storefrontActions.businessFailure({ message: errorMessage(error, BUSINESS_FETCH_ERROR), notFound: isNotFound(error) }));
  }
}

// takeLatest: a new search cancels a batch still waiting or loading, so old results never land.
function* fetchList(action: PayloadAction<ListQuery>) {
  if (action.payload.page > 1) yield delay(SCROLL_BATCH_DELAY_MS);
  try {
    const result: PublicGiftCardList = yield call(storefrontApi.list, action.payload);
    yield put(storefrontActions.listSuccess({ ...result, page: action.payload.page }));
  } catch (error) {
    yield put(storefrontActions.listFail(errorMessage(error, GENERIC_ERROR)));
  }
}

function* fetchDetails(action: PayloadAction<string>) {
  try {
    const giftCard: GiftCard = yield call(storefrontApi.details, action.payload);
    yield put(storefrontActions.detailsSuccess(giftCard));
  } catch (error) {
    yield put(storefrontActions.detailsFail({ message: errorMessage(error, GENERIC_ERROR), notFound: isNotFound(error) }));
  }
}

export function* storefrontSaga() {
  yield all([
    takeLatest(storefrontActions.businessRequest.type, fetchBusiness),
    takeLatest(storefrontActions.listRequest.type, fetchList),
    takeLatest(storefrontActions.detailsRequest.type, fetchDetails),
  ]);
}
