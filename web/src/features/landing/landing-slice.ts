import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegistrationInterestInput } from '@gv/proto';

export interface InterestAlert {
  tone: 'success' | 'error';
  /** The key of interestFormMessages the banner says, in the language now. */
  message: 'invalid' | 'failure' | 'success';
  autoHideMs: number;
  id: number;
}

export interface LandingState {
  interest: {
    pending: boolean;
    alert: InterestAlert | null;
    /** Field errors the server reported (`fields` of its 4xx answer). */
    serverFieldErrors: Record<string, string>;
    /** Increments on each successful submission; the form resets when it changes. */
    submissions: number;
  };
}

const initialState: LandingState = {
  interest: { pending: false, alert: null, serverFieldErrors: {}, submissions: 0 },
};

const ALERT_MS = 8000;
const SUCCESS_MS = 60000;
let alertSeq = 0;

export const landingSlice = createSlice({
  name: 'landing',
  initialState,
  reducers: {
    interestInvalid(state) {
      state.interest.alert = { tone: 'error', message: 'invalid', autoHideMs: ALERT_MS, id: ++alertSeq };
    },
    interestSubmitRequest(state, _action: PayloadAction<RegistrationInterestInput>) {
      state.interest.pending = true;
      state.interest.alert = null;
      state.interest.serverFieldErrors = {};
    },
    interestSubmitSuccess(state) {
      state.interest.pending = false;
      state.interest.submissions += 1;
      state.interest.alert = { tone: 'success', message: 'success', autoHideMs: SUCCESS_MS, id: ++alertSeq };
    },
    interestSubmitFailure(state, action: PayloadAction<Record<string, string> | undefined>) {
      state.interest.pending = false;
      state.interest.serverFieldErrors = action.payload ?? {};
      state.interest.alert = { tone: 'error', message: 'failure', autoHideMs: ALERT_MS, id: ++alertSeq };
    },
    interestDismissAlert(state) {
      state.interest.alert = null;
    },
  },
});

export const landingActions = landingSlice.actions;
export const landingReducer = landingSlice.reducer;
export const selectInterest = (state: { landing: LandingState }) => state.landing.interest;
