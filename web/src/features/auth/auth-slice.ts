import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AcceptInvitationForm, AdminUser, Credentials, RegistrationForm, SignedInAdmin } from '@gv/proto';
import { sessionActions, type SessionState } from '../../lib/session';
import { message } from '../../lib/i18n';
import { authMessages } from './auth.messages';
import type { ResetRealm } from './reset-realm';

export interface TimedAlert {
  tone: 'success' | 'error';
  text: string;
  /** Changes on every new alert so the banner restarts its timer. */
  id: number;
}

export interface AuthState extends SessionState {
  loginPending: boolean;
  error: string | null;
  /** Why the session ended while the app was open (the owner removed this person, it expired): the sign-in page says so. */
  ended: string | null;
  /** A call this person's role may not make (403 FORBIDDEN_ROLE): the server's message, shown over the admin screens. */
  refusal: string | null;
  /** With two-step sign-in on: the challenge the password earned, while the sign-in waits for the app's code. */
  codeChallenge: string | null;
  registration: {
    step: 1 | 2 | 3;
    email: string;
    otp: string;
    pending: boolean;
    completed: boolean;
    alert: TimedAlert | null;
  };
  setPassword: SentForm<boolean>;
  /** "Forgot password?" and the reset link's form; `done` holds the server's answer. */
  forgotPassword: SentForm<string | null>;
  resetPassword: SentForm<string | null>;
  /** The emailed invitation's link: `done` once the person is on the team and signed in to its business. */
  invitation: SentForm<boolean>;
}

/** A form sent once: under way, refused with the server's message, or done. */
interface SentForm<Done> {
  pending: boolean;
  error: string | null;
  done: Done;
}

type SentFormName = 'setPassword' | 'forgotPassword' | 'resetPassword' | 'invitation';

const IDLE_FORMS: Pick<AuthState, SentFormName> = {
  setPassword: { pending: false, error: null, done: false },
  forgotPassword: { pending: false, error: null, done: null },
  resetPassword: { pending: false, error: null, done: null },
  invitation: { pending: false, error: null, done: false },
};
/** The form back to idle, then what came of it: under way, done, or refused. */
const settle = (state: AuthState, form: SentFormName, outcome: Partial<SentForm<boolean | string>>) => {
  Object.assign(state[form], IDLE_FORMS[form], outcome);
};
const sending =
  <Payload>(form: SentFormName) =>
  (state: AuthState, _action: PayloadAction<Payload>) =>
    settle(state, form, { pending: true });
const succeeded = (form: 'setPassword' | 'invitation') => (state: AuthState) => settle(state, form, { done: true });
/** Done, with the server's words for the page to show. */
const answered = (form: 'forgotPassword' | 'resetPassword') => (state: AuthState, action: PayloadAction<string>) =>
  settle(state, form, { done: action.payload });
const refused = (form: SentFormName) => (state: AuthState, action: PayloadAction<string>) => settle(state, form, { error: action.payload });

const initialRegistration: AuthState['registration'] = {
  step: 1,
  email: '',
  otp: '',
  pending: false,
  completed: false,
  alert: null,
};

const initialState: AuthState = {
  status: 'unknown',
  user: null,
  access: null,
  loginPending: false,
  error: null,
  ended: null,
  refusal: null,
  codeChallenge: null,
  registration: initialRegistration,
  ...IDLE_FORMS,
};

/** Who is signed in now, and their role and locations in the business their session acts for. */
function holdSession(state: AuthState, { user, role, locationIds }: SignedInAdmin) {
  state.status = 'authenticated';
  state.user = user;
  state.access = { role, locationIds };
}

function signOut(state: AuthState) {
  state.status = 'unauthenticated';
  state.user = null;
  state.access = null;
  state.refusal = null;
}

let alertSeq = 0;
const alert = (tone: TimedAlert['tone'], text: string): TimedAlert => ({ tone, text, id: ++alertSeq });

type Registration = AuthState['registration'];
/** A registration step is sent: pending, its last alert gone. */
const stepSent = (registration: Registration) => Object.assign(registration, { pending: true, alert: null });
/** A registration step is answered: no longer pending, with the alert that says how it went. */
const stepAnswered = (registration: Registration, tone: TimedAlert['tone'], text: string) =>
  Object.assign(registration, { pending: false, alert: alert(tone, text) });

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loadUserRequest(state) {
      state.status = 'unknown';
    },
    /** Who is signed in, as /me answered: the person, their role and locations. */
    sessionLoaded(state, action: PayloadAction<SignedInAdmin>) {
      holdSession(state, action.payload);
    },
    loadUserFailure(state) {
      signOut(state);
    },
    /** A call found the session gone: signed out, with the server's reason for the sign-in page. */
    sessionEnded(state, action: PayloadAction<string>) {
      if (state.status === 'authenticated') state.ended = action.payload;
      signOut(state);
    },
    roleRefused(state, action: PayloadAction<string>) {
      state.refusal = action.payload;
    },
    refusalDismissed(state) {
      state.refusal = null;
    },
    loginRequest(state, _action: PayloadAction<Credentials>) {
      state.loginPending = true;
      state.error = null;
      state.ended = null;
    },
    loginCodeAsked(state, action: PayloadAction<string>) {
      state.loginPending = false;
      state.codeChallenge = action.payload;
    },
    verifyCodeRequest(state, _action: PayloadAction<{ code: string }>) {
      state.loginPending = true;
      state.error = null;
    },
    /** Back to the password: the challenge expired or was locked, or the admin chose to. */
    loginCodeCancelled(state) {
      state.codeChallenge = null;
    },
    loginSuccess(state, action: PayloadAction<SignedInAdmin>) {
      state.loginPending = false;
      state.codeChallenge = null;
      holdSession(state, action.payload);
    },
    loginFailure(state, action: PayloadAction<string>) {
      state.loginPending = false;
      state.error = action.payload;
    },
    logoutRequest() {},
    // Logout always clears the user, even when the server call failed.
    logoutSuccess(state) {
      signOut(state);
    },
    clearErrors(state) {
      state.error = null;
    },

    registrationReset(state) {
      state.registration = initialRegistration;
    },
    registrationGoToStep(state, action: PayloadAction<1 | 2>) {
      state.registration.step = action.payload;
      state.registration.alert = null;
    },
    registrationDismissAlert(state) {
      state.registration.alert = null;
    },
    sendOtpRequest(state, _action: PayloadAction<{ email: string }>) {
      stepSent(state.registration);
    },
    sendOtpSuccess(state, action: PayloadAction<string>) {
      Object.assign(stepAnswered(state.registration, 'success', message(authMessages, 'otpSent')), { email: action.payload, step: 2 });
    },
    sendOtpFailure(state) {
      stepAnswered(state.registration, 'error', message(authMessages, 'otpSendFailed'));
    },
    verifyOtpRequest(state, _action: PayloadAction<{ email: string; otp: string }>) {
      stepSent(state.registration);
    },
    verifyOtpSuccess(state, action: PayloadAction<string>) {
      Object.assign(stepAnswered(state.registration, 'success', message(authMessages, 'otpVerified')), { otp: action.payload, step: 3 });
    },
    verifyOtpFailure(state) {
      stepAnswered(state.registration, 'error', message(authMessages, 'otpInvalid'));
    },
    registerRequest(state, _action: PayloadAction<RegistrationForm>) {
      stepSent(state.registration);
    },
    registerSuccess(state) {
      stepAnswered(state.registration, 'success', message(authMessages, 'registered')).completed = true;
    },
    /** The server's message: a refused password says why; other refusals keep the spec's message. */
    registerFailure(state, action: PayloadAction<string>) {
      stepAnswered(state.registration, 'error', action.payload);
    },

    setPasswordRequest: sending<{ token: string; password: string }>('setPassword'),
    setPasswordSuccess: succeeded('setPassword'),
    setPasswordFailure: refused('setPassword'),
    setPasswordReset(state) {
      state.setPassword = IDLE_FORMS.setPassword;
    },

    forgotPasswordRequest: sending<{ realm: ResetRealm; email: string }>('forgotPassword'),
    forgotPasswordSuccess: answered('forgotPassword'),
    forgotPasswordFailure: refused('forgotPassword'),
    resetPasswordRequest: sending<{ realm: ResetRealm; token: string; newPassword: string }>('resetPassword'),
    resetPasswordSuccess: answered('resetPassword'),
    resetPasswordFailure: refused('resetPassword'),
    passwordResetCleared(state) {
      state.forgotPassword = IDLE_FORMS.forgotPassword;
      state.resetPassword = IDLE_FORMS.resetPassword;
    },

    acceptInvitationRequest: sending<AcceptInvitationForm>('invitation'),
    /** The person joined and is signed in to the business that invited them (loginSuccess holds who they are now). */
    acceptInvitationSuccess: succeeded('invitation'),
    /** A used or expired link, a password refused: the server's message. */
    acceptInvitationFailure: refused('invitation'),
    invitationCleared(state) {
      state.invitation = IDLE_FORMS.invitation;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionActions.userLoaded, (state, action) => {
        state.status = 'authenticated';
        state.user = action.payload;
      })
      .addCase(sessionActions.profileChanged, (state, action) => {
        if (state.user) state.user = { ...state.user, ...action.payload };
      });
  },
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectRegistration = (state: WithAuth) => state.auth.registration;
export const selectSetPassword = (state: WithAuth) => state.auth.setPassword;
export const selectForgotPassword = (state: WithAuth) => state.auth.forgotPassword;
export const selectResetPassword = (state: WithAuth) => state.auth.resetPassword;
export const selectInvitation = (state: WithAuth) => state.auth.invitation;

/** Role check used by the route guards and the /login redirect. */
export function isAdmin(user: AdminUser | null | undefined): boolean {
  return typeof user?.role === 'string' && user.role.toLowerCase() === 'admin';
}
