import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminGiftCardList, GiftCardSaved } from '@gv/proto';
import { ApiError, errorMessage } from '../../lib/api-client';
import { giftCardsApi, type GiftCardFormValues } from './api/gift-cards-api';
import type { GiftCardFieldErrors } from './gift-card-form-rules';
import { GENERIC_ERROR, giftCardsActions, selectGiftCards, type GiftCardsState, type SaveFailure } from './gift-cards-slice';

function failure(error: unknown): SaveFailure {
  return {
    message: errorMessage(error, GENERIC_ERROR),
    fields: error instanceof ApiError && error.fields ? (error.fields as GiftCardFieldErrors) : undefined,
  };
}

function* fetchList(action: PayloadAction<{ keyword: string; page: number }>) {
  try {
    const result: AdminGiftCardList = yield call(giftCardsApi.list, action.payload);
    // A page emptied by deletions: step back to the last page that has cards.
    if (result.giftCards.length === 0 && action.payload.page > 1) {
      yield put(giftCardsActions.listRequest({ keyword: action.payload.keyword, page: action.payload.page - 1 }));
      return;
    }
    yield put(giftCardsActions.listSuccess(result));
  } catch (error) {
    yield put(giftCardsActions.listFail(errorMessage(error, GENERIC_ERROR)));
  }
}

/** Reloads the page on screen (after a save or delete), or page 1 for a new card. */
function* refreshList(firstPage: boolean) {
  const { list }: GiftCardsState = yield select(selectGiftCards);
  yield put(giftCardsActions.listRequest({ keyword: list.keyword, page: firstPage ? 1 : list.page }));
}

function* create(action: PayloadAction<{ values: GiftCardFormValues; image: File }>) {
  try {
    const saved: GiftCardSaved = yield call(giftCardsApi.create, action.payload.values, action.payload.image);
    yield put(giftCardsActions.createSuccess(saved.giftCard));
  } catch (error) {
    yield put(giftCardsActions.createFail(failure(error)));
    return;
  }
  yield call(refreshList, true);
}

function* update(action: PayloadAction<{ id: string; values: GiftCardFormValues; image?: File }>) {
  try {
    const { id, values, image } = action.payload;
    const saved: GiftCardSaved = yield call(giftCardsApi.update, id, values, image);
    yield put(giftCardsActions.updateSuccess(saved.giftCard));
  } catch (error) {
    yield put(giftCardsActions.updateFail(failure(error)));
    return;
  }
  yield call(refreshList, false);
}

function* remove(action: PayloadAction<{ id: string }>) {
  try {
    yield call(giftCardsApi.remove, action.payload.id);
    yield put(giftCardsActions.removeSuccess(action.payload));
  } catch (error) {
    yield put(giftCardsActions.removeFail(errorMessage(error, GENERIC_ERROR)));
    return;
  }
  yield call(refreshList, false);
}

export function* giftCardsSaga() {
  yield all([
    takeLatest(giftCardsActions.listRequest.type, fetchList),
    // One save at a time: a double click must not create two cards.
    takeLeading(giftCardsActions.createRequest.type, create),
    takeLeading(giftCardsActions.updateRequest.type, update),
    takeLeading(giftCardsActions.removeRequest.type, remove),
  ]);
}
