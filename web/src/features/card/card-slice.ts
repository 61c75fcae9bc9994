import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HolderCardAnswer } from '@gv/proto';
import { readPreloadedPage, type PreloadedPage } from '../../lib/preloaded-page';

export interface CardState {
  code: string | null;
  status: 'idle' | 'loading' | 'success' | 'fail';
  data: HolderCardAnswer | null;
  error: string | null;
  notFound: boolean;
}

const initialState: CardState = { code: null, status: 'idle', data: null, error: null, notFound: false };

const CARD_NOT_FOUND = 'Gift card not found.';

/** The holder page's card (request, success, fail). */
export const cardSlice = createSlice({
  name: 'card',
  // Read when the screen's chunk loads: the page's HTML may have brought the card.
  initialState: () => preloadedCardState(readPreloadedPage()),
  reducers: {
    cardRequest(_state, action: PayloadAction<string>) {
      return { ...initialState, code: action.payload, status: 'loading' };
    },
    cardReset() {
      return initialState;
    },
    cardSuccess(state, action: PayloadAction<HolderCardAnswer>) {
      state.status = 'success';
      state.data = action.payload;
    },
    cardFail(state, action: PayloadAction<{ message: string; notFound: boolean }>) {
      state.status = 'fail';
      state.error = action.payload.message;
      state.notFound = action.payload.notFound;
    },
  },
});

export const cardActions = cardSlice.actions;

/** The state after the page's own request would have answered with the card the server sent (or found none). */
export function preloadedCardState({ holderCard }: PreloadedPage): CardState {
  if (!holderCard) return initialState;
  const a = cardActions;
  const answer = holderCard.card ? a.cardSuccess(holderCard.card) : a.cardFail({ message: CARD_NOT_FOUND, notFound: true });
  return [a.cardRequest(holderCard.code), answer].reduce(cardSlice.reducer, initialState);
}
export const cardReducer = cardSlice.reducer;
export const selectCard = (state: { card: CardState }) => state.card;
