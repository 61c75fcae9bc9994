import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { HolderCardAnswer } from '@gv/proto';
import { ApiError, errorMessage } from '../../lib/api-client';
import { cardApi } from './api/card-api';
import { cardActions } from './card-slice';

export const CARD_ERROR = "We couldn't load this gift card. Please try again.";

function* fetchCard(action: PayloadAction<string>) {
  try {
    const card: HolderCardAnswer = yield call(cardApi.get, action.payload);
    yield put(cardActions.cardSuccess(card));
  } catch (error) {
    yield put(cardActions.cardFail({ message: errorMessage(error, CARD_ERROR), notFound: error instanceof ApiError && error.status === 404 }));
  }
}

export function* cardSaga() {
  yield all([takeLatest(cardActions.cardRequest.type, fetchCard)]);
}
