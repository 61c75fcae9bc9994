import { all, delay, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { PublicBusiness, PublicGiftCardList } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { request } from '../../lib/saga-request';
import type { GiftCard } from '../../lib/gift-card';
import { storefrontApi } from './api/storefront-api';
import { BUSINESS_FETCH_ERROR, GENERIC_ERROR, storefrontActions, type ListQuery } from './storefront-slice';

/** Spec §9: each infinite-scroll batch waits 800 ms. */
export const SCROLL_BATCH_DELAY_MS = 800;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function* fetchBusiness(action: PayloadAction<string>) {
  yield* request(() => storefrontApi.business(action.payload), {
    success: (business: PublicBusiness) => storefrontActions.businessSuccess(business),
    failure: (message, error) => storefrontActions.businessFailure({ message, notFound: isNotFound(error) }),
    fallback: BUSINESS_FETCH_ERROR,
  });
}

// takeLatest: a new search cancels a batch still waiting or loading, so old results never land.
function* fetchList(action: PayloadAction<ListQuery>) {
  if (action.payload.page > 1) yield delay(SCROLL_BATCH_DELAY_MS);
  yield* request(() => storefrontApi.list(action.payload), {
    success: (result: PublicGiftCardList) => storefrontActions.listSuccess({ ...result, page: action.payload.page }),
    failure: (message) => storefrontActions.listFail(message),
    fallback: GENERIC_ERROR,
  });
}

function* fetchDetails(action: PayloadAction<string>) {
  yield* request(() => storefrontApi.details(action.payload), {
    success: (giftCard: GiftCard) => storefrontActions.detailsSuccess(giftCard),
    failure: (message, error) => storefrontActions.detailsFail({ message, notFound: isNotFound(error) }),
    fallback: GENERIC_ERROR,
  });
}

export function* storefrontSaga() {
  yield all([
    takeLatest(storefrontActions.businessRequest.type, fetchBusiness),
    takeLatest(storefrontActions.listRequest.type, fetchList),
    takeLatest(storefrontActions.detailsRequest.type, fetchDetails),
  ]);
}
