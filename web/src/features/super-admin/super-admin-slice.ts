import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CreateBusinessAdminForm,
  LedgerAuditResult,
  OperationsAnswer,
  PlatformFigures,
  RegistrationRequestView,
  RegistrationStatus,
  SuperAdminStats,
} from '@gv/proto';

export interface SuperAdminMessage {
  tone: 'success' | 'error';
  text: string;
  id: number;
}

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One dead letter: its service and its id there. */
export interface DeadLetterRef {
  service: string;
  id: number;
}

export interface SuperAdminState {
  /** `challenge`: with two-step sign-in on, the password's challenge while the sign-in waits for the code. */
  login: { pending: boolean; error: string | null; challenge: string | null };
  stats: { status: LoadStatus; data: SuperAdminStats | null; platform: PlatformFigures | null };
  requests: { status: LoadStatus; items: RegistrationRequestView[] };
  ledgerAudit: { status: LoadStatus; result: LedgerAuditResult | null };
  create: { pending: boolean; message: SuperAdminMessage | null; created: number };
  update: { pending: boolean; error: string | null; message: SuperAdminMessage | null; updated: number };
  /** The operations page: the last answer stays on screen while a refresh runs or after one failed (`error`). */
  operations: { status: LoadStatus; answer: OperationsAnswer | null; error: string | null; refreshedAt: string | null };
  deadLetterRetry: { pending: DeadLetterRef | null; message: SuperAdminMessage | null };
}

const initialState: SuperAdminState = {
  login: { pending: false, error: null, challenge: null },
  stats: { status: 'idle', data: null, platform: null },
  requests: { status: 'idle', items: [] },
  ledgerAudit: { status: 'idle', result: null },
  create: { pending: false, message: null, created: 0 },
  update: { pending: false, error: null, message: null, updated: 0 },
  operations: { status: 'idle', answer: null, error: null, refreshedAt: null },
  deadLetterRetry: { pending: null, message: null },
};

let messageSeq = 0;

export const superAdminSlice = createSlice({
  name: 'superAdmin',
  initialState,
  reducers: {
    loginRequest(state, _action: PayloadAction<{ email: string; password: string }>) {
      state.login = { pending: true, error: null, challenge: null };
    },
    loginCodeAsked(state, action: PayloadAction<string>) {
      state.login = { pending: false, error: null, challenge: action.payload };
    },
    verifyCodeRequest(state, _action: PayloadAction<{ code: string }>) {
      state.login.pending = true;
      state.login.error = null;
    },
    loginCodeCancelled(state) {
      state.login.challenge = null;
    },
    loginSuccess(state) {
      state.login = { pending: false, error: null, challenge: null };
    },
    loginFailure(state, action: PayloadAction<string>) {
      state.login.pending = false;
      state.login.error = action.payload;
    },
    clearLoginError(state) {
      state.login.error = null;
    },
    signOut() {
      return initialState;
    },

    loadDashboard(state) {
      state.stats.status = 'loading';
      state.requests.status = 'loading';
      state.ledgerAudit.status = 'loading';
    },
    statsSuccess(state, action: PayloadAction<{ stats: SuperAdminStats; platform: PlatformFigures }>) {
      state.stats = { status: 'ready', data: action.payload.stats, platform: action.payload.platform };
    },
    statsFailure(state) {
      state.stats.status = 'error';
    },
    requestsSuccess(state, action: PayloadAction<RegistrationRequestView[]>) {
      state.requests = { status: 'ready', items: action.payload };
    },
    requestsFailure(state) {
      state.requests.status = 'error';
    },
    ledgerAuditSuccess(state, action: PayloadAction<LedgerAuditResult>) {
      state.ledgerAudit = { status: 'ready', result: action.payload };
    },
    ledgerAuditFailure(state) {
      state.ledgerAudit.status = 'error';
    },

    createAdminRequest(state, _action: PayloadAction<CreateBusinessAdminForm>) {
      state.create.pending = true;
      state.create.message = null;
    },
    createAdminSuccess(state) {
      state.create.pending = false;
      state.create.created += 1;
      state.create.message = { tone: 'success', text: 'Business admin created', id: ++messageSeq };
    },
    createAdminFailure(state, action: PayloadAction<string>) {
      state.create.pending = false;
      state.create.message = { tone: 'error', text: action.payload, id: ++messageSeq };
    },
    dismissCreateMessage(state) {
      state.create.message = null;
    },

    updateStatusRequest(state, _action: PayloadAction<{ id: string; status: RegistrationStatus; notes: string }>) {
      state.update.pending = true;
      state.update.error = null;
    },
    updateStatusSuccess(state, action: PayloadAction<{ id: string; status: RegistrationStatus; notes: string }>) {
      state.update.pending = false;
      state.update.updated += 1;
      state.update.message = { tone: 'success', text: `Request marked as ${action.payload.status}`, id: ++messageSeq };
      const item = state.requests.items.find((r) => r._id === action.payload.id);
      if (item) {
        item.status = action.payload.status;
        item.notes = action.payload.notes;
      }
    },
    updateStatusFailure(state, action: PayloadAction<string>) {
      state.update.pending = false;
      state.update.error = action.payload;
    },
    clearUpdateError(state) {
      state.update.error = null;
    },
    dismissUpdateMessage(state) {
      state.update.message = null;
    },

    /** The operations page opened: it loads now and every 10 s until closeOperations. */
    openOperations(state) {
      state.operations.status = 'loading';
      state.deadLetterRetry.message = null;
    },
    closeOperations() {},
    refreshOperations(state) {
      state.operations.status = 'loading';
    },
    operationsSuccess(state, action: PayloadAction<{ answer: OperationsAnswer; refreshedAt: string }>) {
      state.operations = { status: 'ready', error: null, ...action.payload };
    },
    operationsFailure(state, action: PayloadAction<string>) {
      state.operations.status = 'error';
      state.operations.error = action.payload;
    },
    retryDeadLetterRequest(state, action: PayloadAction<DeadLetterRef>) {
      state.deadLetterRetry = { pending: action.payload, message: null };
    },
    /** Handled: the dead letter is gone at once, before the refresh that follows. */
    retryDeadLetterSuccess(state, action: PayloadAction<DeadLetterRef & { message: string }>) {
      const { service, id, message } = action.payload;
      state.deadLetterRetry = { pending: null, message: { tone: 'success', text: message, id: ++messageSeq } };
      const reported = state.operations.answer?.services.find((entry) => entry.service === service);
      if (reported && 'deadLetters' in reported) reported.deadLetters = reported.deadLetters.filter((letter) => letter.id !== id);
    },
    retryDeadLetterFailure(state, action: PayloadAction<string>) {
      state.deadLetterRetry = { pending: null, message: { tone: 'error', text: action.payload, id: ++messageSeq } };
    },
    dismissRetryMessage(state) {
      state.deadLetterRetry.message = null;
    },
  },
});

export const superAdminActions = superAdminSlice.actions;
export const superAdminReducer = superAdminSlice.reducer;
export const selectSuperAdmin = (state: { superAdmin: SuperAdminState }) => state.superAdmin;
