import { onLatest, onLeading, watchAll } from '../../lib/saga-watch';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, all, call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { OPERATIONS_MESSAGES, operationsMessages } from '@gv/proto';
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
import { message } from '../../lib/i18n';
import { sagaMessages } from './super-admin-saga.messages';

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
      failure: (text) => superAdminActions.loginFailure(text),
      fallback: message(sagaMessages, 'loginFailed'),
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
      failure: (text, error) => [
        superAdminActions.loginFailure(text),
        ...(error instanceof ApiError && (error.code === 'AUTH.CHALLENGE_EXPIRED' || error.code === 'AUTH.CODE_LOCKED')
          ? [superAdminActions.loginCodeCancelled()]
          : []),
      ],
      fallback: message(sagaMessages, 'loginFailed'),
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
  failure: (text) => superAdminActions.createAdminFailure(text),
  // Read when a call fails: in the language then.
  get fallback() {
    return message(sagaMessages, 'createFailed');
  },
});

const updateStatus = onLatest(
  superAdminActions.updateStatusRequest,
  function* updateStatus(action: PayloadAction<{ id: string; status: RegistrationStatus; notes: string }>) {
    const { id, status, notes } = action.payload;
    const updated: RequestOutcome<unknown> = yield* request(() => superAdminApi.updateRequestStatus(id, { status, notes }), {
      success: () => superAdminActions.updateStatusSuccess(action.payload),
      failure: (text) => superAdminActions.updateStatusFailure(text),
      fallback: message(sagaMessages, 'updateFailed'),
    });
    // Counts per status changed.
    if (updated.ok) yield call(loadStats);
  },
);

function* loadOperations() {
  yield* request(superAdminApi.operations, {
    success: (answer: OperationsAnswer) => superAdminActions.operationsSuccess({ answer, refreshedAt: new Date().toISOString() }),
    failure: (text) => superAdminActions.operationsFailure(text),
    fallback: message(sagaMessages, 'operationsFailed'),
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
    // The server answers in English: its answer in the language now.
    success: ({ handled }: DeadLetterRetried) =>
      superAdminActions.retryDeadLetterSuccess({ service, id, message: message(operationsMessages, handled ? 'retried' : 'alreadyHandled') }),
    failure: (text) =>
      superAdminActions.retryDeadLetterFailure(text === OPERATIONS_MESSAGES.notFound ? message(operationsMessages, 'notFound') : text),
    fallback: message(sagaMessages, 'retryFailed'),
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
      failure: (text) => superAdminActions.approveCorporateOrderFailure(text),
      fallback: message(sagaMessages, 'approveFailed'),
    });
    if (approved.ok) yield put(superAdminActions.refreshOperations());
  },
);

const loadSignInSecurity = onLatest(superAdminActions.signInSecurityRequest, function* loadSignInSecurity() {
  yield* request(() => Promise.all([superAdminApi.twoStepStatus(), superAdminApi.signInPolicy()]), {
    success: ([status, policy]) =>
      superAdminActions.signInSecurityLoaded({ twoStepEnabled: status.enabled, ownersNeedTwoStep: policy.ownersNeedTwoStep }),
    failure: (text) => superAdminActions.signInSecurityFailure(text),
    fallback: message(sagaMessages, 'signInLoadFailed'),
  });
});

const saveSignInPolicy = onLatest(superAdminActions.signInPolicyRequest, function* saveSignInPolicy(action: PayloadAction<boolean>) {
  yield* request(() => superAdminApi.setSignInPolicy({ ownersNeedTwoStep: action.payload }), {
    success: ({ ownersNeedTwoStep }) => superAdminActions.signInPolicySaved(ownersNeedTwoStep),
    failure: (text) => superAdminActions.signInSecurityFailure(text),
    fallback: message(sagaMessages, 'signInSaveFailed'),
  });
});

const loadBusinesses = onLatest(superAdminActions.loadBusinesses, function* loadBusinesses(action: PayloadAction<string>) {
  yield* request(() => superAdminApi.businesses(action.payload, null), {
    success: superAdminActions.businessesLoaded,
    failure: superAdminActions.businessesFailure,
    fallback: message(sagaMessages, 'businessesFailed'),
  });
});

const loadMoreBusinesses = onLatest(superAdminActions.loadMoreBusinesses, function* loadMoreBusinesses() {
  const { businesses }: SuperAdminState = yield select(selectSuperAdmin);
  yield* request(() => superAdminApi.businesses(businesses.search, businesses.nextCursor), {
    success: superAdminActions.moreBusinessesLoaded,
    failure: superAdminActions.businessesFailure,
    fallback: message(sagaMessages, 'businessesFailed'),
  });
});

function* loadBusiness(slug: string) {
  yield* request(() => superAdminApi.business(slug), {
    success: (detail) => superAdminActions.businessLoaded({ slug, detail }),
    failure: (text) => superAdminActions.businessFailure({ slug, message: text }),
    fallback: message(sagaMessages, 'businessFailed'),
  });
}

function* loadCap(slug: string) {
  yield* request(() => superAdminApi.outsidePaymentCap(slug), {
    success: (cap) => superAdminActions.capLoaded({ slug, cap }),
    failure: (text) => superAdminActions.capFailure({ slug, message: text }),
    fallback: message(sagaMessages, 'capLoadFailed'),
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
      failure: (text, error) =>
        superAdminActions.businessStatusFailure({ slug, message: text, notes: error instanceof ApiError ? error.fields?.notes : undefined }),
      fallback: message(sagaMessages, 'statusFailed'),
    });
  },
);

const saveCap = onLeading(
  superAdminActions.saveCapRequest,
  function* saveCap({ payload: { slug, dailyCap } }: PayloadAction<{ slug: string; dailyCap: string }>) {
    yield* request(() => superAdminApi.setOutsidePaymentCap(slug, dailyCap), {
      success: (cap) => superAdminActions.capSaved({ slug, cap }),
      // The field's own message when the server gave one.
      failure: (text, error) => superAdminActions.saveCapFailure({ slug, message: (error instanceof ApiError && error.fields?.dailyCap) || text }),
      fallback: message(sagaMessages, 'capSaveFailed'),
    });
  },
);

const endSessions = onLeading(
  superAdminActions.endSessionsRequest,
  function* endSessions({ payload: { slug, id, name } }: PayloadAction<{ slug: string; id: string; name: string }>) {
    yield* request(() => superAdminApi.endStaffSessions(slug, id), {
      success: () => superAdminActions.endSessionsAnswered({ slug, tone: 'success', text: message(sagaMessages, 'signedOut', { name }) }),
      failure: (text) => superAdminActions.endSessionsAnswered({ slug, tone: 'error', text }),
      fallback: message(sagaMessages, 'endSessionsFailed'),
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
