import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HolderCardAnswer } from '@gv/proto';

export interface CardState {
  code: string | null;
  status: 'idle' | 'loading' | 'success' | 'fail';
  data: HolderCardAnswer | null;
  error: string | null;
  notFound: boolean;
}

const initialState: CardState = { code: null, status: 'idle', data: null, error: null, notFound: false };

/** The holder page's card (request, success, fail). */
export const cardSlice = createSlice({
  name: 'card',
  initialState,
  reducers: {
    cardRequest(_state, action: PayloadAction<string>) {
      return { ...initialState, code: action.payload, status: 'loading' };
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
export const cardReducer = cardSlice.reducer;
export const selectCard = (state: { card: CardState }) => state.card;
