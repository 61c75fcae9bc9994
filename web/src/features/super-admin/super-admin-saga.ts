import { onLatest, onLeading, watchAll } from '../../lib/saga-watch';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, all, call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type {
  BusinessStatusForm,
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
import { request, type RequestOutcome, onLatestSend } from '../../lib/saga-request';
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

const createAdmin = onLatestSend(superAdminActions.createAdminRequest, superAdminApi.createBusinessAdmin, {
  success: () => superAdminActions.createAdminSuccess(),
  failure: (message) => superAdminActions.createAdminFailure(message),
  fallback: 'Failed to create admin',
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

const approveCorporateOrder = onLeading(
  superAdminActions.approveCorporateOrderRequest,
  function* approveCorporateOrder(action: PayloadAction<string>) {
    const approved = yield* request(() => superAdminApi.approveCorporateOrder(action.payload), {
      success: () => superAdminActions.approveCorporateOrderSuccess(),
      failure: (message) => superAdminActions.approveCorporateOrderFailure(message),
      fallback: 'The corporate order could not be approved.',
    });
    if (approved.ok) yield put(superAdminActions.refreshOperations());
  },
);

const loadSignInSecurity = onLatest(superAdminActions.signInSecurityRequest, function* loadSignInSecurity() {
  yield* request(() => Promise.all([superAdminApi.twoStepStatus(), superAdminApi.signInPolicy()]), {
    success: ([status, policy]) =>
      superAdminActions.signInSecurityLoaded({ twoStepEnabled: status.enabled, ownersNeedTwoStep: policy.ownersNeedTwoStep }),
    failure: (message) => superAdminActions.signInSecurityFailure(message),
    fallback: 'Failed to load the sign-in settings',
  });
});

const saveSignInPolicy = onLatest(superAdminActions.signInPolicyRequest, function* saveSignInPolicy(action: PayloadAction<boolean>) {
  yield* request(() => superAdminApi.setSignInPolicy({ ownersNeedTwoStep: action.payload }), {
    success: ({ ownersNeedTwoStep }) => superAdminActions.signInPolicySaved(ownersNeedTwoStep),
    failure: (message) => superAdminActions.signInSecurityFailure(message),
    fallback: 'Failed to save the sign-in policy',
  });
});

const BUSINESSES_FAILED = 'The businesses could not be loaded. Please try again.';

const loadBusinesses = onLatest(superAdminActions.loadBusinesses, function* loadBusinesses(action: PayloadAction<string>) {
  yield* request(() => superAdminApi.businesses(action.payload, null), {
    success: superAdminActions.businessesLoaded,
    failure: superAdminActions.businessesFailure,
    fallback: BUSINESSES_FAILED,
  });
});

const loadMoreBusinesses = onLatest(superAdminActions.loadMoreBusinesses, function* loadMoreBusinesses() {
  const { businesses }: SuperAdminState = yield select(selectSuperAdmin);
  yield* request(() => superAdminApi.businesses(businesses.search, businesses.nextCursor), {
    success: superAdminActions.moreBusinessesLoaded,
    failure: superAdminActions.businessesFailure,
    fallback: BUSINESSES_FAILED,
  });
});

function* loadBusiness(slug: string) {
  yield* request(() => superAdminApi.business(slug), {
    success: (detail) => superAdminActions.businessLoaded({ slug, detail }),
    failure: (message) => superAdminActions.businessFailure({ slug, message }),
    fallback: 'The business could not be loaded. Please try again.',
  });
}

function* loadCap(slug: string) {
  yield* request(() => superAdminApi.outsidePaymentCap(slug), {
    success: (cap) => superAdminActions.capLoaded({ slug, cap }),
    failure: (message) => superAdminActions.capFailure({ slug, message }),
    fallback: 'The limit could not be loaded.',
  });
}

/** A business page: its detail and, beside it, its cap on value paid outside the platform. */
const openBusiness = onLatest(superAdminActions.openBusiness, function* openBusiness({ payload: slug }: PayloadAction<string>) {
  yield all([call(loadBusiness, slug), call(loadCap, slug)]);
});

const setBusinessStatus = onLeading(
  superAdminActions.setBusinessStatusRequest,
  function* setBusinessStatus({ payload: { slug, form } }: PayloadAction<{ slug: string; form: BusinessStatusForm }>) {
    yield* request(() => superAdminApi.setBusinessStatus(slug, form), {
      success: (detail) => superAdminActions.businessStatusChanged({ slug, detail }),
      failure: (message, error) =>
        superAdminActions.businessStatusFailure({ slug, message, notes: error instanceof ApiError ? error.fields?.notes : undefined }),
      fallback: 'The status could not be changed. Please try again.',
    });
  },
);

const saveCap = onLeading(
  superAdminActions.saveCapRequest,
  function* saveCap({ payload: { slug, dailyCap } }: PayloadAction<{ slug: string; dailyCap: string }>) {
    yield* request(() => superAdminApi.setOutsidePaymentCap(slug, dailyCap), {
      success: (cap) => superAdminActions.capSaved({ slug, cap }),
      // The field's own message when the server gave one.
      failure: (message, error) =>
        superAdminActions.saveCapFailure({ slug, message: (error instanceof ApiError && error.fields?.dailyCap) || message }),
      fallback: 'The limit could not be saved.',
    });
  },
);

const endSessions = onLeading(
  superAdminActions.endSessionsRequest,
  function* endSessions({ payload: { slug, id, name } }: PayloadAction<{ slug: string; id: string; name: string }>) {
    yield* request(() => superAdminApi.endStaffSessions(slug, id), {
      success: () => superAdminActions.endSessionsAnswered({ slug, tone: 'success', text: `${name} was signed out everywhere.` }),
      failure: (message) => superAdminActions.endSessionsAnswered({ slug, tone: 'error', text: message }),
      fallback: 'The sessions could not be ended. Please try again.',
    });
  },
);

export const superAdminSaga = watchAll(
  login,
  verifyCode,
  loadDashboard,
  createAdmin,
  updateStatus,
  signOut,
  watchOperations,
  retryDeadLetter,
  approveCorporateOrder,
  loadSignInSecurity,
  saveSignInPolicy,
  loadBusinesses,
  loadMoreBusinesses,
  openBusiness,
  setBusinessStatus,
  saveCap,
  endSessions,
);
