import { onLatest, onLeading, watchAll } from '../../lib/saga-watch';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, all, call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type {
  CreateBusinessAdminForm,
  Credentials,
  DeadLetterRetried,
  LedgerAuditResult,
  OperationsAnswer,
  RegistrationRequestView,
  RegistrationStatus,
  SuperAdminSignedIn,
  SuperAdminStatsAnswer,
  TwoStepChallenge,
} from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { request, type RequestOutcome } from '../../lib/saga-request';
import { clearSuperAdminToken, setSuperAdminToken } from '../../lib/super-admin-token';
import { superAdminApi } from './api/super-admin-api';
import { selectSuperAdmin, superAdminActions, type DeadLetterRef, type SuperAdminState } from './super-admin-slice';

const LOGIN_FAILED = 'Login failed. Please try again.';
export const OPERATIONS_REFRESH_MS = 10_000;

const login = onLatest(superAdminActions.loginRequest, function* login(action: PayloadAction<Credentials>) {
  yield* request(
    async () => {
      const answer: SuperAdminSignedIn | TwoStepChallenge = await superAdminApi.login(action.payload);
      // With two-step sign-in on, the password answers a challenge and the code comes next.
      if ('twoStepRequired' in answer) return answer.challenge;
      setSuperAdminToken(answer.token, answer.role);
      return null;
    },
    {
      success: (challenge: string | null) => (challenge ? superAdminActions.loginCodeAsked(challenge) : superAdminActions.loginSuccess()),
      failure: (message) => superAdminActions.loginFailure(message),
      fallback: LOGIN_FAILED,
    },
  );
});

const verifyCode = onLatest(superAdminActions.verifyCodeRequest, function* verifyCode(action: PayloadAction<{ code: string }>) {
  const { login: state }: SuperAdminState = yield select(selectSuperAdmin);
  yield* request(
    async () => {
      const { token, role } = await superAdminApi.verifyCode({ challenge: state.challenge ?? '', code: action.payload.code });
      setSuperAdminToken(token, role);
    },
    {
      success: () => superAdminActions.loginSuccess(),
      // A spent or locked challenge needs the password again.
      failure: (message, error) => [
        superAdminActions.loginFailure(message),
        ...(error instanceof ApiError && (error.code === 'AUTH.CHALLENGE_EXPIRED' || error.code === 'AUTH.CODE_LOCKED')
          ? [superAdminActions.loginCodeCancelled()]
          : []),
      ],
      fallback: LOGIN_FAILED,
    },
  );
});

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

const loadDashboard = onLatest(superAdminActions.loadDashboard, function* loadDashboard() {
  yield all([fork(loadStats), fork(loadRequests), fork(loadLedgerAudit)]);
});

const createAdmin = onLatest(superAdminActions.createAdminRequest, function* createAdmin(action: PayloadAction<CreateBusinessAdminForm>) {
  yield* request(() => superAdminApi.createBusinessAdmin(action.payload), {
    success: () => superAdminActions.createAdminSuccess(),
    failure: (message) => superAdminActions.createAdminFailure(message),
    fallback: 'Failed to create admin',
  });
});

const updateStatus = onLatest(
  superAdminActions.updateStatusRequest,
  function* updateStatus(action: PayloadAction<{ id: string; status: RegistrationStatus; notes: string }>) {
    const { id, status, notes } = action.payload;
    const updated: RequestOutcome<unknown> = yield* request(() => superAdminApi.updateRequestStatus(id, { status, notes }), {
      success: () => superAdminActions.updateStatusSuccess(action.payload),
      failure: (message) => superAdminActions.updateStatusFailure(message),
      fallback: 'Failed to update request',
    });
    // Counts per status changed.
    if (updated.ok) yield call(loadStats);
  },
);

function* loadOperations() {
  yield* request(superAdminApi.operations, {
    success: (answer: OperationsAnswer) => superAdminActions.operationsSuccess({ answer, refreshedAt: new Date().toISOString() }),
    failure: (message) => superAdminActions.operationsFailure(message),
    fallback: 'The operations could not be loaded. Check your connection and refresh.',
  });
}

/** Loads now, then again every OPERATIONS_REFRESH_MS or at once on Refresh (one asked for during a load is kept for after it). */
function* pollOperations() {
  const refreshes = (yield actionChannel(superAdminActions.refreshOperations.type, buffers.sliding(1))) as Channel<UnknownAction>;
  try {
    while (true) {
      yield call(loadOperations);
      yield race([delay(OPERATIONS_REFRESH_MS), take(refreshes)]);
    }
  } finally {
    refreshes.close();
  }
}

/** Polls only while the operations page is open. */
function* watchOperations() {
  while (true) {
    yield take(superAdminActions.openOperations.type);
    yield race([call(pollOperations), take(superAdminActions.closeOperations.type)]);
  }
}

const retryDeadLetter = onLeading(superAdminActions.retryDeadLetterRequest, function* retryDeadLetter(action: PayloadAction<DeadLetterRef>) {
  const { service, id } = action.payload;
  yield* request(() => superAdminApi.retryDeadLetter(service, id), {
    success: ({ message }: DeadLetterRetried) => superAdminActions.retryDeadLetterSuccess({ service, id, message }),
    failure: (message) => superAdminActions.retryDeadLetterFailure(message),
    fallback: 'The dead letter could not be retried. Please try again.',
  });
  // Either way its attempts, or the service's backlog, changed.
  yield put(superAdminActions.refreshOperations());
});

const signOut = onLatest(superAdminActions.signOut, function* signOut() {
  try {
    yield call(superAdminApi.logout);
  } catch {
    // signed out locally anyway
  }
  yield call(clearSuperAdminToken);
});

export const superAdminSaga = watchAll(login, verifyCode, loadDashboard, createAdmin, updateStatus, signOut, watchOperations, retryDeadLetter);
