import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminUser, ChangePasswordForm, SettingsForm, SettingsSaved } from '@gv/proto';
import { message } from '../../lib/i18n';
import { statusMessages } from './settings.messages';

export interface SettingsMessage {
  tone: 'success' | 'error';
  text: string;
  id: number;
}

interface Operation {
  pending: boolean;
  message: SettingsMessage | null;
}

/** The parts of the business's settings saved apart, each with its own button. */
export type SettingsPart = 'business' | 'square' | 'pointOfSale' | 'website';

/** A part's save: besides the message, the server's errors per field, each kept until that field changes. */
interface PartSave extends Operation {
  fields: Record<string, string>;
}

export type SettingsOperation = SettingsPart | 'password' | 'logo' | 'poster' | 'mode';

export interface SettingsState {
  profile: { status: 'idle' | 'loading' | 'ready' | 'error'; data: AdminUser | null };
  /** The business profile and its gift card law. */
  business: PartSave;
  /** The Square credentials. */
  square: PartSave;
  /** The switch "Cards work at my Square Point of Sale". */
  pointOfSale: PartSave;
  /** The websites allowed to show the "Buy a gift card" button's checkout. */
  website: PartSave;
  password: Operation & { changes: number };
  logo: Operation;
  poster: Operation;
  /** Test mode or live: the switch, and what the go-live checklist needs besides the profile. */
  mode: Operation & { giftCardCount: number | null; testPurchases: number | null };
}

const idle: Operation = { pending: false, message: null };
const idleSave: PartSave = { ...idle, fields: {} };

const initialState: SettingsState = {
  profile: { status: 'idle', data: null },
  business: idleSave,
  square: idleSave,
  pointOfSale: idleSave,
  website: idleSave,
  password: { ...idle, changes: 0 },
  logo: idle,
  poster: idle,
  mode: { ...idle, giftCardCount: null, testPurchases: null },
};

let messageSeq = 0;
const success = (text: string): SettingsMessage => ({ tone: 'success', text, id: ++messageSeq });
const failure = (text: string): SettingsMessage => ({ tone: 'error', text, id: ++messageSeq });

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    // Dispatched when the page opens: drop any profile of a previous session.
    loadProfileRequest(state) {
      state.profile = { status: 'loading', data: null };
    },
    loadProfileSuccess(state, action: PayloadAction<AdminUser>) {
      state.profile = { status: 'ready', data: action.payload };
    },
    loadProfileFailure(state) {
      state.profile.status = 'error';
    },

    checklistLoaded(state, action: PayloadAction<{ giftCardCount: number; testPurchases: number }>) {
      state.mode.giftCardCount = action.payload.giftCardCount;
      state.mode.testPurchases = action.payload.testPurchases;
    },
    switchModeRequest(state, _action: PayloadAction<boolean>) {
      state.mode.pending = true;
      state.mode.message = null;
    },
    switchModeSuccess(state, action: PayloadAction<SettingsSaved>) {
      state.mode.pending = false;
      // Said in the language now; the server's words are English.
      state.mode.message = success(message(statusMessages, action.payload.user.testMode ? 'nowTest' : 'nowLive'));
      state.profile.data = action.payload.user;
    },
    switchModeFailure(state, action: PayloadAction<string>) {
      state.mode.pending = false;
      state.mode.message = failure(action.payload);
    },
    saveRequest(state, action: PayloadAction<{ part: SettingsPart; form: SettingsForm }>) {
      state[action.payload.part] = { ...idleSave, pending: true };
    },
    saveSuccess(state, action: PayloadAction<SettingsPart>) {
      state[action.payload] = { ...idleSave, message: success(message(statusMessages, 'saved')) };
    },
    /** The message shows beside the button unless the server named the fields: then it shows at them. */
    saveFailure(state, action: PayloadAction<{ part: SettingsPart; message: string; fields?: Record<string, string> }>) {
      const { part, message, fields = {} } = action.payload;
      state[part] = { pending: false, message: Object.keys(fields).length > 0 ? null : failure(message), fields };
    },
    /** A field's error stays until its value changes. */
    fieldChanged(state, action: PayloadAction<{ part: SettingsPart; field: string }>) {
      delete state[action.payload.part].fields[action.payload.field];
    },

    changePasswordRequest(state, _action: PayloadAction<ChangePasswordForm>) {
      Object.assign(state.password, { pending: true, message: null });
    },
    /** The count of changes tells the card to clear its fields. */
    changePasswordSuccess(state) {
      Object.assign(state.password, {
        pending: false,
        changes: state.password.changes + 1,
        message: success(message(statusMessages, 'passwordChanged')),
      });
    },
    changePasswordFailure(state, action: PayloadAction<string>) {
      state.password.pending = false;
      state.password.message = failure(action.payload);
    },
    /** Client-side check failed; shown like a server failure. */
    passwordInvalid(state, action: PayloadAction<string>) {
      state.password.message = failure(action.payload);
    },

    uploadLogoRequest(state, _action: PayloadAction<File>) {
      state.logo = { pending: true, message: null };
    },
    uploadLogoSuccess(state, action: PayloadAction<string>) {
      state.logo = { pending: false, message: success(message(statusMessages, 'logoUploaded')) };
      if (state.profile.data) state.profile.data.logoUrl = action.payload;
    },
    uploadLogoFailure(state) {
      state.logo = { pending: false, message: failure(message(statusMessages, 'logoFailed')) };
    },

    posterRequest(state) {
      state.poster = { pending: true, message: null };
    },
    posterSuccess(state) {
      state.poster = { pending: false, message: null };
    },
    posterFailure(state) {
      state.poster = { pending: false, message: failure(message(statusMessages, 'posterFailed')) };
    },

    dismissMessage(state, action: PayloadAction<SettingsOperation>) {
      state[action.payload].message = null;
    },
  },
});

export const settingsActions = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
export const selectSettings = (state: { settings: SettingsState }) => state.settings;
