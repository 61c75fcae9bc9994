import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  redeemMessages,
  type CardCashedOut,
  type CodeChannel,
  type CounterPurpose,
  type GiftCardRedeemed,
  type Location,
  type ScannedGiftCard,
} from '@gv/proto';
import { message } from '../../lib/i18n';

/** Spec §8/§9: redeem popups stay 3 s; the details close 3 s after a redemption. */
export const POPUP_MS = 3000;

export interface RedeemPopup {
  tone: 'success' | 'error' | 'warning';
  text: string;
  /** A new id per popup, so the same message twice is announced and timed again. */
  id: number;
}

export interface RedeemState {
  /** The code being looked up or shown. */
  code: string | null;
  lookup: 'idle' | 'loading' | 'ready';
  scanned: ScannedGiftCard | null;
  /** The amount the last OTP was sent for; the OTP field shows once one was sent. */
  otpSentFor: number | null;
  /** What the last OTP confirms: a redemption, or the cash-out on offer. */
  otpPurpose: CounterPurpose;
  sending: boolean;
  redeeming: boolean;
  /** Set by a successful redemption: the details close 3 s later. */
  redeemed: boolean;
  /** Dollars the holder may take in cash now (the card's law allows it), as the last scan or redemption said; null: none. */
  cashOut: number | null;
  cashingOut: boolean;
  /** Dollars just paid out in cash for the card shown: its details then show it settled, not the redeem form. */
  cashedOut: number | null;
  popup: RedeemPopup | null;
  /** The locations this person may redeem at (decision 0077); null until loaded, empty when none could be. */
  locations: Location[] | null;
  /** The counter's location: chosen in the picker (remembered on the device), or the only one offered. */
  locationId: string | null;
}

const initialState: RedeemState = {
  code: null,
  lookup: 'idle',
  scanned: null,
  otpSentFor: null,
  otpPurpose: 'redeem',
  sending: false,
  redeeming: false,
  redeemed: false,
  cashOut: null,
  cashingOut: false,
  cashedOut: null,
  popup: null,
  locations: null,
  locationId: null,
};

/** What stays when the counter moves on to another card: the last popup, and where the counter is. */
const counterKept = ({ popup, locations, locationId }: RedeemState) => ({ popup, locations, locationId });

let popupSeq = 0;
const popup = (tone: RedeemPopup['tone'], text: string): RedeemPopup => ({ tone, text, id: ++popupSeq });

export const redeemSlice = createSlice({
  name: 'redeem',
  initialState,
  reducers: {
    scanRequest(state, action: PayloadAction<string>) {
      Object.assign(state, initialState, counterKept(state), { code: action.payload, lookup: 'loading' });
    },
    scanSuccess(state, action: PayloadAction<ScannedGiftCard>) {
      state.lookup = 'ready';
      state.scanned = action.payload;
      state.cashOut = action.payload.giftCard.cashOut ?? null;
      // A warning about an earlier scan no longer applies to the card now shown.
      state.popup = null;
    },
    scanFailure(state, action: PayloadAction<string>) {
      state.lookup = 'idle';
      state.code = null;
      state.popup = popup('error', action.payload);
    },

    sendOtpRequest(state, _action: PayloadAction<{ amount: number; purpose?: CounterPurpose; channel?: CodeChannel }>) {
      state.sending = true;
    },
    sendOtpSuccess(state, action: PayloadAction<{ amount: number; purpose: CounterPurpose }>) {
      state.sending = false;
      state.otpSentFor = action.payload.amount;
      state.otpPurpose = action.payload.purpose;
      state.popup = popup('success', message(redeemMessages, 'otpSent'));
    },
    sendOtpFailure(state, action: PayloadAction<string>) {
      state.sending = false;
      state.popup = popup('error', action.payload);
    },

    redeemRequest(state, _action: PayloadAction<{ amount: number; otp: string }>) {
      state.redeeming = true;
    },
    /** The holder typed their PIN on the keypad in place of a sent code (decision 0073). */
    pinRedeemRequest(state, _action: PayloadAction<{ amount: number; pin: string }>) {
      state.redeeming = true;
    },
    redeemSuccess(state, action: PayloadAction<GiftCardRedeemed>) {
      state.redeeming = false;
      state.redeemed = true;
      state.otpSentFor = null;
      state.cashOut = action.payload.cashOut ?? null;
      if (state.scanned) state.scanned.buyers[0] = action.payload.buyer;
      state.popup = popup('success', message(redeemMessages, 'redeemed'));
    },
    redeemFailure(state, action: PayloadAction<string>) {
      state.redeeming = false;
      state.popup = popup('error', action.payload);
    },

    cashOutRequest(state, _action: PayloadAction<{ otp: string }>) {
      state.cashingOut = true;
    },
    cashOutSuccess(state, action: PayloadAction<CardCashedOut>) {
      state.cashingOut = false;
      state.cashOut = null;
      state.otpSentFor = null;
      state.otpPurpose = 'redeem';
      state.cashedOut = action.payload.cashedOut;
      if (state.scanned) state.scanned.buyers[0].remainingBalance = action.payload.remainingBalance;
      state.popup = popup('success', action.payload.message);
    },
    cashOutFailure(state, action: PayloadAction<string>) {
      state.cashingOut = false;
      state.popup = popup('error', action.payload);
    },

    /** A check in the page failed before any call (spec §8 warnings). */
    warn(state, action: PayloadAction<string>) {
      state.popup = popup('warning', action.payload);
    },
    dismissPopup(state, action: PayloadAction<number>) {
      if (state.popup?.id === action.payload) state.popup = null;
    },
    closeDetails(state) {
      Object.assign(state, initialState, counterKept(state));
    },

    locationsRequest() {},
    locationsLoaded(state, action: PayloadAction<{ locations: Location[]; locationId: string | null }>) {
      state.locations = action.payload.locations;
      state.locationId = action.payload.locationId;
    },
    locationChosen(state, action: PayloadAction<string>) {
      state.locationId = action.payload;
    },
  },
});

export const redeemActions = redeemSlice.actions;
export const redeemReducer = redeemSlice.reducer;
export const selectRedeem = (state: { redeem: RedeemState }) => state.redeem;
