import { all, call, fork, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CreateBusinessAdminForm, Credentials, LedgerAuditResult, RegistrationRequestView, RegistrationStatus, SuperAdminSignedIn, SuperAdminStatsAnswer } from '@gv/proto';
import { errorMessage } from '../../lib/api-client';
import { clearSuperAdminToken, setSuperAdminToken } from '../../lib/super-admin-token';
import { superAdminApi } from './api/super-admin-api';
import { superAdminActions } from './super-admin-slice';

const LOGIN_FAILED = 'Login failed. Please try again.';

function* login(action: PayloadAction<Credentials>) {
  try {
    const { token, role }: SuperAdminSignedIn = yield call(superAdminApi.login, action.payload);
    yield call(setSuperAdminToken, token, role);
    yield put(superAdminActions.loginSuccess());
  } catch (error) {
    yield put(superAdminActions.loginFailure(errorMessage(error, LOGIN_FAILED)));
  }
}

function* loadStats() {
  try {
    const { stats, platform }: SuperAdminStatsAnswer = yield call(superAdminApi.stats);
    yield put(superAdminActions.statsSuccess({ stats, platform }));
  } catch {
    yield put(superAdminActions.statsFailure());
  }
}

function* loadRequests() {
  try {
    const requests: RegistrationRequestView[] = yield call(superAdminApi.requests);
    yield put(superAdminActions.requestsSuccess(requests));
  } catch {
    yield put(superAdminActions.requestsFailure());
  }
}

function* loadLedgerAudit() {
  try {
    const result: LedgerAuditResult = yield call(superAdminApi.ledgerAudit);
    yield put(superAdminActions.ledgerAuditSuccess(result));
  } catch {
    yield put(superAdminActions.ledgerAuditFailure());
  }
}

function* loadDashboard() {
  yield all([fork(loadStats), fork(loadRequests), fork(loadLedgerAudit)]);
}

function* createAdmin(action: PayloadAction<CreateBusinessAdminForm>) {
  try {
    yield call(superAdminApi.createBusinessAdmin, action.payload);
    yield put(superAdminActions.createAdminSuccess());
  } catch (error) {
    yield put(superAdminActions.createAdminFailure(errorMessage(error, 'Failed to create admin')));
  }
}

function* updateStatus(action: PayloadAction<{ id: string; status: RegistrationStatus; notes: string }>) {
  const { id, status, notes } = action.payload;
  try {
    yield call(superAdminApi.updateRequestStatus, id, { status, notes });
  } catch (error) {
    yield put(superAdminActions.updateStatusFailure(errorMessage(error, 'Failed to update request')));
    return;
  }
  yield put(superAdminActions.updateStatusSuccess(action.payload));
  // Counts per status changed.
  yield call(loadStats);
}

function* signOut() {
  try {
    yield call(superAdminApi.logout);
  } catch {
    // signed out locally anyway
  }
  yield call(clearSuperAdminToken);
}

export function* superAdminSaga() {
  yield all([
    takeLatest(superAdminActions.loginRequest.type, login),
    takeLatest(superAdminActions.loadDashboard.type, loadDashboard),
    takeLatest(superAdminActions.createAdminRequest.type, createAdmin),
    takeLatest(superAdminActions.updateStatusRequest.type, updateStatus),
    takeLatest(superAdminActions.signOut.type, signOut),
  ]);
}
