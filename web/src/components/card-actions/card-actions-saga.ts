import { put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CardActionDone, CardActivity, ScannedGiftCard } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { moneyIn, type Money } from '../../lib/currency';
import { cardActionsApi } from '../../lib/card-actions-api';
import { request } from '../../lib/saga-request';
import { onLeading, watchAll } from '../../lib/saga-watch';
import { cardActionsActions as actions, selectCardActions, type CardAction, type CardActionRequest, type NewRecipient } from './card-actions-slice';
import { STATUS_LABELS } from './card-status-labels';

const fieldsOf = (error: unknown) => (error instanceof ApiError ? error.fields : undefined);

/** The card as redemption holds it now, then everything that happened to it. */
function* loadCard({ payload: code }: PayloadAction<string>) {
  const loaded = yield* request(() => cardActionsApi.card(code), {
    success: (card: ScannedGiftCard) => actions.cardLoaded({ code, card }),
    failure: (message) => actions.cardFailed({ code, message }),
    fallback: 'The card could not be loaded. Please try again.',
  });
  if (!loaded.ok) return;
  yield* request(() => cardActionsApi.activity(code), {
    success: ({ activity }: CardActivity) => actions.activityLoaded({ code, activity }),
    failure: (message) => actions.activityFailed({ code, message }),
    fallback: 'The activity could not be loaded. Please try again.',
  });
}

/** The call an action makes, and the words its answer starts with (a refund says how much went back). */
function send(code: string, reason: string, action: CardAction, money: Money): () => Promise<{ done: CardActionDone; lead: string }> {
  const plain = (call: () => Promise<CardActionDone>) => async () => ({ done: await call(), lead: '' });
  switch (action.kind) {
    case 'refund':
      return async () => {
        const refund = await cardActionsApi.refund(code, reason, action.amount);
        return { done: refund, lead: `${money.format(refund.refundedAmount)} refunded. ` };
      };
    case 'adjust':
      return plain(() => cardActionsApi.adjust(code, action.amount, reason));
    case 'reverse':
      return plain(() => cardActionsApi.reverse(code, action.redemptionId, reason));
    case 'void':
      return plain(() => cardActionsApi.void(code, reason));
    case 'reactivate':
      return plain(() => cardActionsApi.reactivate(code, reason));
  }
}

// One at a time: a double click must not refund twice.
const runAction = onLeading(actions.actionRequest, function* runAction({ payload: { code, reason, action } }: PayloadAction<CardActionRequest>) {
  const { card }: { card: ScannedGiftCard | null } = yield select(selectCardActions);
  const money = moneyIn(card?.giftCard.currency);
  const outcome = yield* request(send(code, reason, action, money), {
    success: ({ done, lead }) =>
      actions.answered({
        tone: 'success',
        text: `${lead}Balance now ${money.format(done.remainingBalance)} · ${STATUS_LABELS[done.status]}.`,
        from: 'action',
        code,
      }),
    failure: (message, error) => actions.answered({ tone: 'error', text: message, fields: fieldsOf(error), from: 'action', code }),
    fallback: 'The card could not be changed. Please try again.',
  });
  if (outcome.ok) yield put(actions.cardRequest(code));
});

const changeRecipient = onLeading(
  actions.recipientRequest,
  function* changeRecipient({ payload: { code, recipient } }: PayloadAction<{ code: string; recipient: NewRecipient }>) {
    const outcome = yield* request(() => cardActionsApi.changeRecipient(code, recipient), {
      success: ({ uniqueCode }) => actions.recipientChanged({ code, newCode: uniqueCode, email: recipient.recipientEmail.trim() }),
      failure: (message, error) => actions.answered({ tone: 'error', text: message, fields: fieldsOf(error), from: 'recipient', code }),
      fallback: 'The card could not be sent to the new recipient. Please try again.',
    });
    if (outcome.ok) yield put(actions.cardRequest(outcome.answer.uniqueCode));
  },
);

const resend = onLeading(actions.resendRequest, function* resend({ payload: code }: PayloadAction<string>) {
  yield* request(() => cardActionsApi.resend(code), {
    success: ({ message }) => actions.resendAnswered({ code, status: 'done', message }),
    failure: (message) => actions.resendAnswered({ code, status: 'failed', message }),
    fallback: 'The card could not be emailed again. Please try again.',
  });
});

// Opening the modal and every change read the card again; a newer read replaces the one still running.
function* watchCard() {
  yield takeLatest([actions.opened.type, actions.cardRequest.type], loadCard);
}

export const cardActionsSaga = watchAll(watchCard, runAction, changeRecipient, resend);
