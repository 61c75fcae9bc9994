import { all, call, fork, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CreateBusinessAdminForm, Credentials, LedgerAuditResult, RegistrationRequestView, RegistrationStatus, SuperAdminSignedIn, SuperAdminStatsAnswer } from '@gv/proto';
import { request, type RequestOutcome } from '../../lib/saga-request';
import { clearSuperAdminToken, setSuperAdminToken } from '../../lib/super-admin-token';
import { superAdminApi } from './api/super-admin-api';
import { superAdminActions } from './super-admin-slice';

const LOGIN_FAILED = 'Login failed. Please try again.';

function* login(action: PayloadAction<Credentials>) {
  yield* request(
    async () => {
      const { token, role }: SuperAdminSignedIn = await superAdminApi.login(action.payload);
      setSuperAdminToken(token, role);
    },
    { success: () => superAdminActions.loginSuccess(), failure: (message) => superAdminActions.loginFailure(message), fallback: LOGIN_FAILED },
  );
}

function* loadStats() {
  yield* request(superAdminApi.stats, {
    success: ({ stats, platform }: SuperAdminStatsAnswer) => superAdminActions.statsSuccess({ stats, platform }),
    failure: () => superAdminActions.statsFailure(),
  });
}

function* loadRequests() {
  yield* request(superAdminApi.requests, {
    success: (requests: RegistrationRequestView[]) => superAdminActions.requestsSuccess(requests),
    failure: () => superAdminActions.requestsFailure(),
  });
}

function* loadLedgerAudit() {
  yield* request(superAdminApi.ledgerAudit, {
    success: (result: LedgerAuditResult) => superAdminActions.ledgerAuditSuccess(result),
    failure: () => superAdminActions.ledgerAuditFailure(),
  });
}

function* loadDashboard() {
  yield all([fork(loadStats), fork(loadRequests), fork(loadLedgerAudit)]);
}

function* createAdmin(action: PayloadAction<CreateBusinessAdminForm>) {
  yield* request(() => superAdminApi.createBusinessAdmin(action.payload), {
    success: () => superAdminActions.createAdminSuccess(),
    failure: (message) => superAdminActions.createAdminFailure(message),
    fallback: 'Failed to create admin',
  });
}

function* updateStatus(action: PayloadAction<{ id: string; status: RegistrationStatus; notes: string }>) {
  const { id, status, notes } = action.payload;
  const updated: RequestOutcome<unknown> = yield* request(() => superAdminApi.updateRequestStatus(id, { status, notes }), {
    success: () => superAdminActions.updateStatusSuccess(action.payload),
    failure: (message) => superAdminActions.updateStatusFailure(message),
    fallback: 'Failed to update request',
  });
  // Counts per status changed.
  if (updated.ok) yield call(loadStats);
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
