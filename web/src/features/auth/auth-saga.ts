import { call, put, select, take } from 'redux-saga/effects';
import { eventChannel } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Acknowledged, AdminSignedIn, TwoStepChallenge } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { listenToApiSignals, type ApiSignal } from '../../lib/api-signals';
import { request, onLatestSend } from '../../lib/saga-request';
import { hasSessionIndicator } from '../../lib/cookies';
import { getSuperAdminToken } from '../../lib/super-admin-token';
import { authApi } from './api/auth-api';
import { authActions, selectAuth, type AuthState } from './auth-slice';
import type { ResetRealm } from './reset-realm';
import { message } from '../../lib/i18n';
import { authMessages } from './auth.messages';
import { serverText } from '../../lib/server-text';
import { onLatest, watchAll } from '../../lib/saga-watch';

const loadUser = onLatest(authActions.loadUserRequest, function* loadUser() {
  yield* request(authApi.me, { success: authActions.sessionLoaded, failure: () => authActions.loadUserFailure() });
});

/** Spec §4: with neither a session nor a super admin token the user is signed out; otherwise fetch them. */
function* initialize() {
  if (hasSessionIndicator() || getSuperAdminToken()) {
    yield put(authActions.loadUserRequest());
  } else {
    yield put(authActions.loadUserFailure());
  }
}

const login = onLatestSend(authActions.loginRequest, authApi.login, {
  // With two-step sign-in on, the password answers a challenge and the code comes next.
  success: (answer: AdminSignedIn | TwoStepChallenge) =>
    'twoStepRequired' in answer ? authActions.loginCodeAsked(answer.challenge) : authActions.loginSuccess(answer),
  failure: (text) => authActions.loginFailure(serverText(text) || message(authMessages, 'loginFailed')),
});

/** Codes that end the challenge: the password is asked again. */
const CHALLENGE_ENDED = new Set(['AUTH.CHALLENGE_EXPIRED', 'AUTH.CODE_LOCKED']);

const verifyCode = onLatest(authActions.verifyCodeRequest, function* verifyCode(action: PayloadAction<{ code: string }>) {
  const { codeChallenge }: AuthState = yield select(selectAuth);
  yield* request(() => authApi.verifyCode({ challenge: codeChallenge ?? '', code: action.payload.code }), {
    success: authActions.loginSuccess,
    failure: (text, error) => [
      authActions.loginFailure(serverText(text) || message(authMessages, 'loginFailed')),
      ...(error instanceof ApiError && error.code && CHALLENGE_ENDED.has(error.code) ? [authActions.loginCodeCancelled()] : []),
    ],
  });
});

const logout = onLatest(authActions.logoutRequest, function* logout() {
  try {
    yield call(authApi.logout);
  } catch {
    // the user is cleared anyway
  }
  yield put(authActions.logoutSuccess());
});

const sendOtp = onLatest(authActions.sendOtpRequest, function* sendOtp(action: PayloadAction<{ email: string }>) {
  yield* request(() => authApi.sendOtp(action.payload), {
    success: () => authActions.sendOtpSuccess(action.payload.email),
    failure: () => authActions.sendOtpFailure(),
  });
});

const verifyOtp = onLatest(authActions.verifyOtpRequest, function* verifyOtp(action: PayloadAction<{ email: string; otp: string }>) {
  yield* request(() => authApi.verifyOtp(action.payload), {
    success: () => authActions.verifyOtpSuccess(action.payload.otp),
    failure: () => authActions.verifyOtpFailure(),
  });
});

const register = onLatestSend(authActions.registerRequest, authApi.register, {
  // The server signs the new admin in with a session cookie.
  success: (answer: AdminSignedIn) => [authActions.registerSuccess(), authActions.loginSuccess(answer)],
  failure: (text) => authActions.registerFailure(serverText(text) || message(authMessages, 'registrationFailed')),
});

const acceptInvitation = onLatestSend(authActions.acceptInvitationRequest, authApi.acceptInvitation, {
  // Signed in as a sign-in signs in: first who they are now, so the screen finds their role when it sees them joined.
  success: (answer: AdminSignedIn) => [authActions.loginSuccess(answer), authActions.acceptInvitationSuccess()],
  failure: (text) => authActions.acceptInvitationFailure(serverText(text) || message(authMessages, 'invitationFailed')),
});

const setPassword = onLatestSend(authActions.setPasswordRequest, authApi.setPassword, {
  success: () => authActions.setPasswordSuccess(),
  failure: (text) => authActions.setPasswordFailure(serverText(text) || message(authMessages, 'setPasswordFailed')),
});

const forgotPassword = onLatest(
  authActions.forgotPasswordRequest,
  function* forgotPassword(action: PayloadAction<{ realm: ResetRealm; email: string }>) {
    yield* request(() => authApi.forgotPassword(action.payload.realm, { email: action.payload.email }), {
      success: (answer: Acknowledged) => authActions.forgotPasswordSuccess(serverText(answer.message)),
      failure: (text) => authActions.forgotPasswordFailure(serverText(text) || message(authMessages, 'resetLinkFailed')),
    });
  },
);

const resetPassword = onLatest(
  authActions.resetPasswordRequest,
  function* resetPassword(action: PayloadAction<{ realm: ResetRealm; token: string; newPassword: string }>) {
    const { realm, ...form } = action.payload;
    yield* request(() => authApi.resetPassword(realm, form), {
      success: (answer: Acknowledged) => authActions.resetPasswordSuccess(serverText(answer.message)),
      failure: (text) => authActions.resetPasswordFailure(serverText(text) || message(authMessages, 'resetFailed')),
    });
  },
);

/**
 * What a refused call means for the whole app: a session that ended signs out; a role's refusal is shown, and the
 * role looked up again (the owner may have changed it).
 */
function* followApiSignals() {
  const signals = eventChannel<ApiSignal>((emit) => listenToApiSignals(emit));
  for (;;) {
    const signal: ApiSignal = yield take(signals);
    if (signal.kind === 'sessionEnded') {
      yield put(authActions.sessionEnded(signal.message));
    } else {
      yield put(authActions.roleRefused(signal.message));
      yield* request(authApi.me, { success: authActions.sessionLoaded, failure: () => undefined });
    }
  }
}

export const authSaga = watchAll(
  loadUser,
  followApiSignals,
  login,
  verifyCode,
  logout,
  sendOtp,
  verifyOtp,
  register,
  acceptInvitation,
  setPassword,
  forgotPassword,
  resetPassword,
  initialize,
);
