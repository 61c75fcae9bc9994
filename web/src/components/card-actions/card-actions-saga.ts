import { put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CardActionDone, CardActivity, ScannedGiftCard } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { moneyIn } from '../../lib/currency';
import { cardActionsApi } from '../../lib/card-actions-api';
import { request } from '../../lib/saga-request';
import { onLeading, watchAll } from '../../lib/saga-watch';
import { cardActionsActions as actions, selectCardActions, type CardAction, type CardActionRequest, type NewRecipient } from './card-actions-slice';
import { STATUS_LABELS } from './card-status-labels';
import { message } from '../../lib/i18n';
import { cardActionsMessages } from './card-actions.messages';

const fieldsOf = (error: unknown) => (error instanceof ApiError ? error.fields : undefined);

/** The card as redemption holds it now, then everything that happened to it. */
function* loadCard({ payload: code }: PayloadAction<string>) {
  const loaded = yield* request(() => cardActionsApi.card(code), {
    success: (card: ScannedGiftCard) => actions.cardLoaded({ code, card }),
    failure: (message) => actions.cardFailed({ code, message }),
    fallback: message(cardActionsMessages, 'loadFailed'),
  });
  if (!loaded.ok) return;
  yield* request(() => cardActionsApi.activity(code), {
    success: ({ activity }: CardActivity) => actions.activityLoaded({ code, activity }),
    failure: (message) => actions.activityFailed({ code, message }),
    fallback: message(cardActionsMessages, 'activityFailed'),
  });
}

/** The call an action makes, and what a refund sent back (its answer starts with it). */
function send(code: string, reason: string, action: CardAction): () => Promise<{ done: CardActionDone; refunded?: number }> {
  const plain = (call: () => Promise<CardActionDone>) => async () => ({ done: await call() });
  switch (action.kind) {
    case 'refund':
      return async () => {
        const refund = await cardActionsApi.refund(code, reason, action.amount);
        return { done: refund, refunded: refund.refundedAmount };
      };
    case 'adjust':
      return plain(() => cardActionsApi.adjust(code, action.amount, reason, action.idempotencyKey));
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
  const outcome = yield* request(send(code, reason, action), {
    success: ({ done, refunded }) =>
      actions.answered({
        tone: 'success',
        text: message(cardActionsMessages, refunded === undefined ? 'changed' : 'refundedChanged', {
          refunded: refunded === undefined ? undefined : money.format(refunded),
          balance: money.format(done.remainingBalance),
          status: message(cardActionsMessages, STATUS_LABELS[done.status]),
        }),
        from: 'action',
        code,
      }),
    failure: (message, error) => actions.answered({ tone: 'error', text: message, fields: fieldsOf(error), from: 'action', code }),
    fallback: message(cardActionsMessages, 'changeFailed'),
  });
  if (outcome.ok) yield put(actions.cardRequest(code));
});

const changeRecipient = onLeading(
  actions.recipientRequest,
  function* changeRecipient({ payload: { code, recipient } }: PayloadAction<{ code: string; recipient: NewRecipient }>) {
    const outcome = yield* request(() => cardActionsApi.changeRecipient(code, recipient), {
      success: ({ uniqueCode }) => actions.recipientChanged({ code, newCode: uniqueCode, email: recipient.recipientEmail.trim() }),
      failure: (message, error) => actions.answered({ tone: 'error', text: message, fields: fieldsOf(error), from: 'recipient', code }),
      fallback: message(cardActionsMessages, 'recipientFailed'),
    });
    if (outcome.ok) yield put(actions.cardRequest(outcome.answer.uniqueCode));
  },
);

const resend = onLeading(actions.resendRequest, function* resend({ payload: code }: PayloadAction<string>) {
  yield* request(() => cardActionsApi.resend(code), {
    success: ({ message }) => actions.resendAnswered({ code, status: 'done', message }),
    failure: (message) => actions.resendAnswered({ code, status: 'failed', message }),
    fallback: message(cardActionsMessages, 'resendFailed'),
  });
});

// Opening the modal and every change read the card again; a newer read replaces the one still running.
function* watchCard() {
  yield takeLatest([actions.opened.type, actions.cardRequest.type], loadCard);
}

export const cardActionsSaga = watchAll(watchCard, runAction, changeRecipient, resend);
