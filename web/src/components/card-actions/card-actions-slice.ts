import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CardActivityEntry, ScannedGiftCard } from '@gv/proto';
import { message } from '../../lib/i18n';
import { cardActionsMessages } from './card-actions.messages';

/** An action on the card that needs a reason: refund, adjust, reverse a redemption, void or reactivate. */
export type CardAction =
  | { kind: 'refund'; amount?: number }
  /** The same key for every try of one adjustment: an answer lost on the way and sent again adjusts once. */
  | { kind: 'adjust'; amount: number; idempotencyKey: string }
  | { kind: 'reverse'; redemptionId: string }
  | { kind: 'void' }
  | { kind: 'reactivate' };

/** An action to run on the card the modal manages, with the admin's reason. */
export interface CardActionRequest {
  code: string;
  reason: string;
  action: CardAction;
}

/** A gift's new recipient (and why, optionally). */
export interface NewRecipient {
  recipientName: string;
  recipientEmail: string;
  reason?: string;
}

/** What the server answered to an action or to a new recipient; new for every answer, so the modal takes each once. */
export interface CardActionResult {
  id: number;
  tone: 'success' | 'error';
  text: string;
  fields?: Record<string, string>;
  /** Which form it answers: a new recipient keeps what the action form holds. */
  from: 'action' | 'recipient';
  /** The card's code after it (a new one once a gift has a new recipient). */
  code: string;
}

export type ResendState = { status: 'idle' } | { status: 'busy' } | { status: 'done' | 'failed'; message: string };

export interface CardActionsState {
  /** The card the modal manages; null while it is closed. Answers about another code are dropped. */
  code: string | null;
  /** Null until the first answer; kept while it is read again after an action. */
  card: ScannedGiftCard | null;
  loadError: string | null;
  /** Null while it loads (again after every answer about the card). */
  activity: CardActivityEntry[] | null;
  activityError: string | null;
  pending: boolean;
  result: CardActionResult | null;
  resend: ResendState;
}

const closed: CardActionsState = {
  code: null,
  card: null,
  loadError: null,
  activity: null,
  activityError: null,
  pending: false,
  result: null,
  resend: { status: 'idle' },
};

let resultSeq = 0;

/** The card actions modal (shared by orders, customers and the counter): one card at a time. */
export const cardActionsSlice = createSlice({
  name: 'cardActions',
  initialState: closed,
  reducers: {
    opened(_state, action: PayloadAction<string>) {
      return { ...closed, code: action.payload };
    },
    closed() {
      return closed;
    },
    cardRequest(state, _action: PayloadAction<string>) {
      state.loadError = null;
    },
    cardLoaded(state, action: PayloadAction<{ code: string; card: ScannedGiftCard }>) {
      if (action.payload.code !== state.code) return;
      state.card = action.payload.card;
      state.activity = null;
      state.activityError = null;
    },
    cardFailed(state, action: PayloadAction<{ code: string; message: string }>) {
      if (action.payload.code === state.code) state.loadError = action.payload.message;
    },
    activityLoaded(state, action: PayloadAction<{ code: string; activity: CardActivityEntry[] }>) {
      if (action.payload.code === state.code) state.activity = action.payload.activity;
    },
    activityFailed(state, action: PayloadAction<{ code: string; message: string }>) {
      if (action.payload.code === state.code) state.activityError = action.payload.message;
    },

    actionRequest(state, _action: PayloadAction<CardActionRequest>) {
      state.pending = true;
      state.result = null;
    },
    recipientRequest(state, _action: PayloadAction<{ code: string; recipient: NewRecipient }>) {
      state.pending = true;
      state.result = null;
    },
    answered(state, action: PayloadAction<Omit<CardActionResult, 'id'>>) {
      if (action.payload.code !== state.code) return;
      state.pending = false;
      state.result = { ...action.payload, id: ++resultSeq };
    },
    /** The gift went to a new recipient under `newCode`: the modal manages that code from now on. */
    recipientChanged(state, action: PayloadAction<{ code: string; newCode: string; email: string }>) {
      const { code, newCode, email } = action.payload;
      if (code !== state.code) return;
      state.code = newCode;
      state.activity = null;
      state.pending = false;
      state.result = {
        id: ++resultSeq,
        tone: 'success',
        text: message(cardActionsMessages, 'movedToRecipient', { email, code: newCode }),
        from: 'recipient',
        code: newCode,
      };
    },

    resendRequest(state, _action: PayloadAction<string>) {
      state.resend = { status: 'busy' };
    },
    resendAnswered(state, action: PayloadAction<{ code: string; status: 'done' | 'failed'; message: string }>) {
      const { code, ...resend } = action.payload;
      if (code === state.code) state.resend = resend;
    },
  },
});

export const cardActionsActions = cardActionsSlice.actions;
export const selectCardActions = (state: { cardActions: CardActionsState }) => state.cardActions;
