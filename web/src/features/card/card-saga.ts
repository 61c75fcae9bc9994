import { all, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError } from '../../lib/api-client';
import { request } from '../../lib/saga-request';
import { cardApi } from './api/card-api';
import { cardActions } from './card-slice';

export const CARD_ERROR = "We couldn't load this gift card. Please try again.";

function* fetchCard(action: PayloadAction<string>) {
  yield* request(() => cardApi.get(action.payload), {
    success: cardActions.cardSuccess,
    failure: (message, error) => cardActions.cardFail({ message, notFound: error instanceof ApiError && error.status === 404 }),
    fallback: CARD_ERROR,
  });
}

export function* cardSaga() {
  yield all([takeLatest(cardActions.cardRequest.type, fetchCard)]);
}
