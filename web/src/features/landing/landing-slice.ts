import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegistrationInterestInput } from '@gv/proto';

export interface InterestAlert {
  tone: 'success' | 'error';
  text: string;
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

export const INTEREST_MESSAGES = {
  invalid: 'Please fix the highlighted fields.',
  failure: 'Sorry, something went wrong. Please try again later.',
  success: 'Thanks! Our team will email you within 24 hours to help you get set up. Check your inbox for a copy of your request.',
} as const;

const ALERT_MS = 8000;
const SUCCESS_MS = 60000;
let alertSeq = 0;

export const landingSlice = createSlice({
  name: 'landing',
  initialState,
  reducers: {
    interestInvalid(state) {
      state.interest.alert = { tone: 'error', text: INTEREST_MESSAGES.invalid, autoHideMs: ALERT_MS, id: ++alertSeq };
    },
    interestSubmitRequest(state, _action: PayloadAction<RegistrationInterestInput>) {
      state.interest.pending = true;
      state.interest.alert = null;
      state.interest.serverFieldErrors = {};
    },
    interestSubmitSuccess(state) {
      state.interest.pending = false;
      state.interest.submissions += 1;
      state.interest.alert = { tone: 'success', text: INTEREST_MESSAGES.success, autoHideMs: SUCCESS_MS, id: ++alertSeq };
    },
    interestSubmitFailure(state, action: PayloadAction<Record<string, string> | undefined>) {
      state.interest.pending = false;
      state.interest.serverFieldErrors = action.payload ?? {};
      state.interest.alert = { tone: 'error', text: INTEREST_MESSAGES.failure, autoHideMs: ALERT_MS, id: ++alertSeq };
    },
    interestDismissAlert(state) {
      state.interest.alert = null;
    },
  },
});

export const landingActions = landingSlice.actions;
export const landingReducer = landingSlice.reducer;
export const selectInterest = (state: { landing: LandingState }) => state.landing.interest;
