import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Acknowledged, AdminSignedIn, AdminUser, Credentials, RegistrationForm } from '@gv/proto';
import { errorMessage } from '../../lib/api-client';
import { hasSessionIndicator } from '../../lib/cookies';
import { getSuperAdminToken } from '../../lib/super-admin-token';
import { authApi } from './api/auth-api';
import { authActions } from './auth-slice';
import type { ResetRealm } from './reset-realm';

function* loadUser() {
  try {
    const user: AdminUser = yield call(authApi.me);
    yield put(authActions.loadUserSuccess(user));
  } catch {
    yield put(authActions.loadUserFailure());
  }
}

/** Spec §4: with neither a session nor a super admin token the user is signed out; otherwise fetch them. */
function* initialize() {
  if (hasSessionIndicator() || getSuperAdminToken()) {
    yield put(authActions.loadUserRequest());
  } else {
    yield put(authActions.loadUserFailure());
  }
}

function* login(action: PayloadAction<Credentials>) {
  try {
    const { user }: AdminSignedIn = yield call(authApi.login, action.payload);
    yield put(authActions.loginSuccess(user));
  } catch (error) {
    yield put(authActions.loginFailure(errorMessage(error, 'Failed to login')));
  }
}

function* logout() {
  try {
    yield call(authApi.logout);
  } catch {
    // the user is cleared anyway
  }
  yield put(authActions.logoutSuccess());
}

function* sendOtp(action: PayloadAction<{ email: string }>) {
  try {
    yield call(authApi.sendOtp, action.payload);
    yield put(authActions.sendOtpSuccess(action.payload.email));
  } catch {
    yield put(authActions.sendOtpFailure());
  }
}

function* verifyOtp(action: PayloadAction<{ email: string; otp: string }>) {
  try {
    yield call(authApi.verifyOtp, action.payload);
    yield put(authActions.verifyOtpSuccess(action.payload.otp));
  } catch {
    yield put(authActions.verifyOtpFailure());
  }
}

function* register(action: PayloadAction<RegistrationForm>) {
  let signedIn: AdminSignedIn;
  try {
    signedIn = yield call(authApi.register, action.payload);
  } catch {
    yield put(authActions.registerFailure());
    return;
  }
  yield put(authActions.registerSuccess());
  // The server signs the new admin in with a session cookie.
  yield put(authActions.loginSuccess(signedIn.user));
}

function* setPassword(action: PayloadAction<{ token: string; password: string }>) {
  try {
    yield call(authApi.setPassword, action.payload);
    yield put(authActions.setPasswordSuccess());
  } catch (error) {
    yield put(authActions.setPasswordFailure(errorMessage(error, 'Failed to set password')));
  }
}

function* forgotPassword(action: PayloadAction<{ realm: ResetRealm; email: string }>) {
  try {
    const { message }: Acknowledged = yield call(authApi.forgotPassword, action.payload.realm, { email: action.payload.email });
    yield put(authActions.forgotPasswordSuccess(message));
  } catch (error) {
    yield put(authActions.forgotPasswordFailure(errorMessage(error, 'Failed to send the reset link')));
  }
}

function* resetPassword(action: PayloadAction<{ realm: ResetRealm; token: string; newPassword: string }>) {
  const { realm, ...form } = action.payload;
  try {
    const { message }: Acknowledged = yield call(authApi.resetPassword, realm, form);
    yield put(authActions.resetPasswordSuccess(message));
  } catch (error) {
    yield put(authActions.resetPasswordFailure(errorMessage(error, 'Failed to reset password')));
  }
}

export function* authSaga() {
  yield all([
    takeLatest(authActions.loadUserRequest.type, loadUser),
    takeLatest(authActions.loginRequest.type, login),
    takeLatest(authActions.logoutRequest.type, logout),
    takeLatest(authActions.sendOtpRequest.type, sendOtp),
    takeLatest(authActions.verifyOtpRequest.type, verifyOtp),
    takeLatest(authActions.registerRequest.type, register),
    takeLatest(authActions.setPasswordRequest.type, setPassword),
    takeLatest(authActions.forgotPasswordRequest.type, forgotPassword),
    takeLatest(authActions.resetPasswordRequest.type, resetPassword),
    call(initialize),
  ]);
}
