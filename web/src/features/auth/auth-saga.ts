import { call, put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Acknowledged, AdminSignedIn, Credentials, RegistrationForm, TwoStepChallenge } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { request } from '../../lib/saga-request';
import { hasSessionIndicator } from '../../lib/cookies';
import { sessionActions } from '../../lib/session';
import { getSuperAdminToken } from '../../lib/super-admin-token';
import { authApi } from './api/auth-api';
import { authActions, selectAuth, type AuthState } from './auth-slice';
import type { ResetRealm } from './reset-realm';
import { onLatest, watchAll } from '../../lib/saga-watch';

const loadUser = onLatest(authActions.loadUserRequest, function* loadUser() {
  yield* request(authApi.me, { success: sessionActions.userLoaded, failure: () => authActions.loadUserFailure() });
});

/** Spec §4: with neither a session nor a super admin token the user is signed out; otherwise fetch them. */
function* initialize() {
  if (hasSessionIndicator() || getSuperAdminToken()) {
    yield put(authActions.loadUserRequest());
  } else {
    yield put(authActions.loadUserFailure());
  }
}

const login = onLatest(authActions.loginRequest, function* login(action: PayloadAction<Credentials>) {
  yield* request(() => authApi.login(action.payload), {
    // With two-step sign-in on, the password answers a challenge and the code comes next.
    success: (answer: AdminSignedIn | TwoStepChallenge) =>
      'twoStepRequired' in answer ? authActions.loginCodeAsked(answer.challenge) : authActions.loginSuccess(answer.user),
    failure: (message) => authActions.loginFailure(message),
    fallback: 'Failed to login',
  });
});

/** Codes that end the challenge: the password is asked again. */
const CHALLENGE_ENDED = new Set(['AUTH.CHALLENGE_EXPIRED', 'AUTH.CODE_LOCKED']);

const verifyCode = onLatest(authActions.verifyCodeRequest, function* verifyCode(action: PayloadAction<{ code: string }>) {
  const { codeChallenge }: AuthState = yield select(selectAuth);
  yield* request(() => authApi.verifyCode({ challenge: codeChallenge ?? '', code: action.payload.code }), {
    success: ({ user }: AdminSignedIn) => authActions.loginSuccess(user),
    failure: (message, error) => [
      authActions.loginFailure(message),
      ...(error instanceof ApiError && error.code && CHALLENGE_ENDED.has(error.code) ? [authActions.loginCodeCancelled()] : []),
    ],
    fallback: 'Failed to login',
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

const register = onLatest(authActions.registerRequest, function* register(action: PayloadAction<RegistrationForm>) {
  yield* request(() => authApi.register(action.payload), {
    // The server signs the new admin in with a session cookie.
    success: ({ user }: AdminSignedIn) => [authActions.registerSuccess(), authActions.loginSuccess(user)],
    failure: (message) => authActions.registerFailure(message),
    fallback: 'Error during registration. Check OTP or details.',
  });
});

const setPassword = onLatest(authActions.setPasswordRequest, function* setPassword(action: PayloadAction<{ token: string; password: string }>) {
  yield* request(() => authApi.setPassword(action.payload), {
    success: () => authActions.setPasswordSuccess(),
    failure: (message) => authActions.setPasswordFailure(message),
    fallback: 'Failed to set password',
  });
});

const forgotPassword = onLatest(
  authActions.forgotPasswordRequest,
  function* forgotPassword(action: PayloadAction<{ realm: ResetRealm; email: string }>) {
    yield* request(() => authApi.forgotPassword(action.payload.realm, { email: action.payload.email }), {
      success: ({ message }: Acknowledged) => authActions.forgotPasswordSuccess(message),
      failure: (message) => authActions.forgotPasswordFailure(message),
      fallback: 'Failed to send the reset link',
    });
  },
);

const resetPassword = onLatest(
  authActions.resetPasswordRequest,
  function* resetPassword(action: PayloadAction<{ realm: ResetRealm; token: string; newPassword: string }>) {
    const { realm, ...form } = action.payload;
    yield* request(() => authApi.resetPassword(realm, form), {
      success: ({ message }: Acknowledged) => authActions.resetPasswordSuccess(message),
      failure: (message) => authActions.resetPasswordFailure(message),
      fallback: 'Failed to reset password',
    });
  },
);

export const authSaga = watchAll(
  loadUser,
  login,
  verifyCode,
  logout,
  sendOtp,
  verifyOtp,
  register,
  setPassword,
  forgotPassword,
  resetPassword,
  initialize,
);
