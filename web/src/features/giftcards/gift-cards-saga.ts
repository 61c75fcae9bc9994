import { call, put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminGiftCardList, GiftCardSaved } from '@gv/proto';
import { ApiError, errorMessage } from '../../lib/api-client';
import { request, type RequestOutcome } from '../../lib/saga-request';
import { giftCardsApi, type GiftCardFormValues } from './api/gift-cards-api';
import type { GiftCardFieldErrors } from './gift-card-form-rules';
import { genericError, giftCardsActions, selectGiftCards, type GiftCardsState, type SaveFailure } from './gift-cards-slice';
import { onLatest, onLeading, watchAll } from '../../lib/saga-watch';

function failure(error: unknown): SaveFailure {
  return {
    message: errorMessage(error, genericError()),
    fields: error instanceof ApiError && error.fields ? (error.fields as GiftCardFieldErrors) : undefined,
  };
}

const fetchList = onLatest(giftCardsActions.listRequest, function* fetchList(action: PayloadAction<{ keyword: string; page: number }>) {
  const outcome: RequestOutcome<AdminGiftCardList> = yield* request(() => giftCardsApi.list(action.payload), {
    failure: (message) => giftCardsActions.listFail(message),
    fallback: genericError(),
  });
  if (!outcome.ok) return;
  // A page emptied by deletions: step back to the last page that has cards.
  if (outcome.answer.giftCards.length === 0 && action.payload.page > 1) {
    yield put(giftCardsActions.listRequest({ keyword: action.payload.keyword, page: action.payload.page - 1 }));
    return;
  }
  yield put(giftCardsActions.listSuccess(outcome.answer));
});

/** Reloads the page on screen (after a save or delete), or page 1 for a new card. */
function* refreshList(firstPage: boolean) {
  const { list }: GiftCardsState = yield select(selectGiftCards);
  yield put(giftCardsActions.listRequest({ keyword: list.keyword, page: firstPage ? 1 : list.page }));
}

// One save at a time: a double click must not create two cards.
const create = onLeading(giftCardsActions.createRequest, function* create(action: PayloadAction<{ values: GiftCardFormValues; image: File }>) {
  const outcome: RequestOutcome<GiftCardSaved> = yield* request(() => giftCardsApi.create(action.payload.values, action.payload.image), {
    success: (saved) => giftCardsActions.createSuccess(saved.giftCard),
    failure: (_message, error) => giftCardsActions.createFail(failure(error)),
  });
  if (outcome.ok) yield call(refreshList, true);
});

const update = onLeading(
  giftCardsActions.updateRequest,
  function* update(action: PayloadAction<{ id: string; values: GiftCardFormValues; image?: File }>) {
    const { id, values, image } = action.payload;
    const outcome: RequestOutcome<GiftCardSaved> = yield* request(() => giftCardsApi.update(id, values, image), {
      success: (saved) => giftCardsActions.updateSuccess(saved.giftCard),
      failure: (_message, error) => giftCardsActions.updateFail(failure(error)),
    });
    if (outcome.ok) yield call(refreshList, false);
  },
);

const remove = onLeading(giftCardsActions.removeRequest, function* remove(action: PayloadAction<{ id: string }>) {
  const outcome: RequestOutcome<unknown> = yield* request(() => giftCardsApi.remove(action.payload.id), {
    success: () => giftCardsActions.removeSuccess(action.payload),
    failure: (message) => giftCardsActions.removeFail(message),
    fallback: genericError(),
  });
  if (outcome.ok) yield call(refreshList, false);
});

export const giftCardsSaga = watchAll(fetchList, create, update, remove);
