import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminGiftCardList } from '@gv/proto';
import type { GiftCard } from '../../lib/gift-card';
import type { GiftCardFormValues } from './api/gift-cards-api';
import type { GiftCardFieldErrors } from './gift-card-form-rules';
import { message } from '../../lib/i18n';
import { stateMessages } from './gift-cards.messages';

/** One gift card action's state (spec §4: request, success, fail, reset). */
export interface ActionState {
  pending: boolean;
  success: boolean;
  /** The server's message, else the generic one (spec §8). */
  error: string | null;
  /** Per-field errors the server returned. */
  fields: GiftCardFieldErrors;
}

export interface GiftCardListState {
  status: 'idle' | 'loading' | 'success' | 'fail';
  items: GiftCard[];
  keyword: string;
  page: number;
  total: number;
  hasMore: boolean;
  /** All of the business's cards (known after a list without keyword). */
  giftCardCount: number | null;
  error: string | null;
}

export interface GiftCardsNotice {
  /** Which success: the popup says it in the language now ('Gift Card Created Successfully', …). */
  kind: 'created' | 'updated' | 'deleted';
  /** New for every notice so the popup restarts its 3 s timer. */
  id: number;
}

export interface GiftCardsState {
  list: GiftCardListState;
  create: ActionState;
  update: ActionState;
  remove: ActionState;
  /** Success popup ('Gift Card Created Successfully', …), shown 3 s. */
  notice: GiftCardsNotice | null;
}

export interface SaveFailure {
  message: string;
  fields?: GiftCardFieldErrors;
}

/** The saga's fallback when an error has no message of its own, in the language now. */
export const genericError = () => message(stateMessages, 'genericError');

const idleAction: ActionState = { pending: false, success: false, error: null, fields: {} };

const initialList: GiftCardListState = {
  status: 'idle',
  items: [],
  keyword: '',
  page: 1,
  total: 0,
  hasMore: false,
  giftCardCount: null,
  error: null,
};

const initialState: GiftCardsState = {
  list: initialList,
  create: idleAction,
  update: idleAction,
  remove: idleAction,
  notice: null,
};

let noticeSeq = 0;

export const giftCardsSlice = createSlice({
  name: 'giftCards',
  initialState,
  reducers: {
    listRequest(state, action: PayloadAction<{ keyword: string; page: number }>) {
      state.list.status = 'loading';
      state.list.keyword = action.payload.keyword;
      state.list.page = action.payload.page;
      state.list.error = null;
    },
    listSuccess(state, action: PayloadAction<AdminGiftCardList>) {
      const { giftCards, total, page, hasMore, giftCardCount } = action.payload;
      state.list.status = 'success';
      state.list.items = giftCards;
      state.list.total = total;
      state.list.page = page;
      state.list.hasMore = hasMore;
      if (typeof giftCardCount === 'number') state.list.giftCardCount = giftCardCount;
    },
    listFail(state, action: PayloadAction<string>) {
      state.list.status = 'fail';
      state.list.items = [];
      state.list.error = action.payload;
    },
    listReset(state) {
      state.list = initialList;
    },

    createRequest: {
      reducer(state) {
        state.create = { ...idleAction, pending: true };
      },
      // The image File rides in the action to the saga and never reaches the state.
      prepare: (payload: { values: GiftCardFormValues; image: File }) => ({ payload }),
    },
    createSuccess(state, _action: PayloadAction<GiftCard>) {
      state.create = { ...idleAction, success: true };
      state.notice = { kind: 'created', id: ++noticeSeq };
      // The catalog's count comes only with lists asked without a keyword: during a search it is kept here.
      if (state.list.giftCardCount !== null) state.list.giftCardCount += 1;
    },
    createFail(state, action: PayloadAction<SaveFailure>) {
      state.create = { pending: false, success: false, error: action.payload.message, fields: action.payload.fields ?? {} };
    },
    createReset(state) {
      state.create = idleAction;
    },

    updateRequest: {
      reducer(state) {
        state.update = { ...idleAction, pending: true };
      },
      prepare: (payload: { id: string; values: GiftCardFormValues; image?: File }) => ({ payload }),
    },
    updateSuccess(state, action: PayloadAction<GiftCard>) {
      state.update = { ...idleAction, success: true };
      state.notice = { kind: 'updated', id: ++noticeSeq };
      const index = state.list.items.findIndex((card) => card._id === action.payload._id);
      if (index >= 0) state.list.items[index] = action.payload;
    },
    updateFail(state, action: PayloadAction<SaveFailure>) {
      state.update = { pending: false, success: false, error: action.payload.message, fields: action.payload.fields ?? {} };
    },
    updateReset(state) {
      state.update = idleAction;
    },

    removeRequest(state, _action: PayloadAction<{ id: string }>) {
      state.remove = { ...idleAction, pending: true };
    },
    removeSuccess(state, action: PayloadAction<{ id: string }>) {
      state.remove = { ...idleAction, success: true };
      state.notice = { kind: 'deleted', id: ++noticeSeq };
      state.list.items = state.list.items.filter((card) => card._id !== action.payload.id);
      if (state.list.giftCardCount !== null) state.list.giftCardCount -= 1;
    },
    removeFail(state, action: PayloadAction<string>) {
      state.remove = { ...idleAction, error: action.payload };
    },
    removeReset(state) {
      state.remove = idleAction;
    },

    dismissNotice(state) {
      state.notice = null;
    },
  },
});

export const giftCardsActions = giftCardsSlice.actions;
export const giftCardsReducer = giftCardsSlice.reducer;
export const selectGiftCards = (state: { giftCards: GiftCardsState }) => state.giftCards;
