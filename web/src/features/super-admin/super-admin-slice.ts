import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { message } from '../../lib/i18n';
import { sagaMessages } from './super-admin-saga.messages';
import type {
  BusinessDetail,
  BusinessStatusForm,
  CreateBusinessAdminForm,
  LedgerAuditResult,
  OperationsAnswer,
  OutsidePaymentCap,
  PlatformFigures,
  RegistrationRequestView,
  RegistrationStatus,
  SuperAdminStats,
  TeamDirectoryPage,
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

type DirectoryEntry = TeamDirectoryPage['businesses'][number];

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
  /** Approving a corporate order waiting past its business's daily cap (the operations page). */
  approval: { pending: string | null; error: string | null };
  /** The dashboard's sign-in security: null until read. */
  signInSecurity: { twoStepEnabled: boolean | null; ownersNeedTwoStep: boolean | null; error: string | null };
  /** The businesses page, 20 at a time: null while the first page loads; `nextCursor` null on the last. */
  businesses: { search: string; items: DirectoryEntry[] | null; nextCursor: string | null; loadingMore: boolean; error: string | null };
  /** The business page open (by slug): its detail, its status dialog, its outside-payment cap and its team's sessions. */
  business: BusinessPage;
}

export interface BusinessPage {
  slug: string | null;
  /** Null while it loads. */
  detail: BusinessDetail | null;
  error: string | null;
  /** The status was just changed: the page says so until dismissed. */
  statusChanged: boolean;
  statusDialog: { open: boolean; pending: boolean; failure: { message: string; notes?: string } | null };
  /** Null while it loads; `saveError` the refusal of a new cap (its field's message if it had one). */
  cap: { value: OutsidePaymentCap | null; error: string | null; saving: boolean; saveError: string | null };
  /** The team member whose "End sessions" asks to confirm, whether it runs, and how it went. */
  endSessions: { asking: string | null; pending: boolean; outcome: SuperAdminMessage | null };
}

/** A business page as it opens: nothing loaded yet. */
export const businessPage = (slug: string | null): BusinessPage => ({
  slug,
  detail: null,
  error: null,
  statusChanged: false,
  statusDialog: { open: false, pending: false, failure: null },
  cap: { value: null, error: null, saving: false, saveError: null },
  endSessions: { asking: null, pending: false, outcome: null },
});

const initialState: SuperAdminState = {
  login: { pending: false, error: null, challenge: null },
  stats: { status: 'idle', data: null, platform: null },
  requests: { status: 'idle', items: [] },
  ledgerAudit: { status: 'idle', result: null },
  create: { pending: false, message: null, created: 0 },
  update: { pending: false, error: null, message: null, updated: 0 },
  operations: { status: 'idle', answer: null, error: null, refreshedAt: null },
  deadLetterRetry: { pending: null, message: null },
  approval: { pending: null, error: null },
  signInSecurity: { twoStepEnabled: null, ownersNeedTwoStep: null, error: null },
  businesses: { search: '', items: null, nextCursor: null, loadingMore: false, error: null },
  business: businessPage(null),
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
      state.create.message = { tone: 'success', text: message(sagaMessages, 'created'), id: ++messageSeq };
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
      state.update.message = { tone: 'success', text: message(sagaMessages, 'marked', { status: action.payload.status }), id: ++messageSeq };
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
    approveCorporateOrderRequest(state, action: PayloadAction<string>) {
      state.approval = { pending: action.payload, error: null };
    },
    approveCorporateOrderSuccess(state) {
      state.approval.pending = null;
    },
    approveCorporateOrderFailure(state, action: PayloadAction<string>) {
      state.approval = { pending: null, error: action.payload };
    },

    signInSecurityRequest(state) {
      state.signInSecurity.error = null;
    },
    signInSecurityLoaded(state, action: PayloadAction<{ twoStepEnabled: boolean; ownersNeedTwoStep: boolean }>) {
      state.signInSecurity = { ...action.payload, error: null };
    },
    signInSecurityFailure(state, action: PayloadAction<string>) {
      state.signInSecurity.error = action.payload;
    },
    signInPolicyRequest(state, _action: PayloadAction<boolean>) {
      state.signInSecurity.error = null;
    },
    signInPolicySaved(state, action: PayloadAction<boolean>) {
      state.signInSecurity.ownersNeedTwoStep = action.payload;
    },
    twoStepChanged(state, action: PayloadAction<boolean>) {
      state.signInSecurity.twoStepEnabled = action.payload;
    },
    dismissSignInSecurityError(state) {
      state.signInSecurity.error = null;
    },

    loadBusinesses(state, action: PayloadAction<string>) {
      state.businesses = { search: action.payload, items: null, nextCursor: null, loadingMore: false, error: null };
    },
    businessesLoaded(state, action: PayloadAction<TeamDirectoryPage>) {
      state.businesses.items = action.payload.businesses;
      state.businesses.nextCursor = action.payload.nextCursor;
    },
    loadMoreBusinesses(state) {
      state.businesses.loadingMore = true;
    },
    moreBusinessesLoaded(state, action: PayloadAction<TeamDirectoryPage>) {
      state.businesses.items = [...(state.businesses.items ?? []), ...action.payload.businesses];
      state.businesses.nextCursor = action.payload.nextCursor;
      state.businesses.loadingMore = false;
    },
    businessesFailure(state, action: PayloadAction<string>) {
      state.businesses.error = action.payload;
      state.businesses.loadingMore = false;
    },

    /** A business page opens (or another business's): nothing of the one before shows. */
    openBusiness(state, action: PayloadAction<string>) {
      state.business = businessPage(action.payload);
    },
    businessLoaded(state, { payload: { slug, detail } }: PayloadAction<{ slug: string; detail: BusinessDetail }>) {
      if (state.business.slug === slug) state.business.detail = detail;
    },
    businessFailure(state, { payload: { slug, message } }: PayloadAction<{ slug: string; message: string }>) {
      if (state.business.slug === slug) state.business.error = message;
    },
    openStatusDialog(state) {
      state.business.statusDialog = { open: true, pending: false, failure: null };
    },
    closeStatusDialog(state) {
      state.business.statusDialog = { open: false, pending: false, failure: null };
    },
    setBusinessStatusRequest(state, _action: PayloadAction<{ slug: string; form: BusinessStatusForm }>) {
      state.business.statusDialog.pending = true;
      state.business.statusDialog.failure = null;
    },
    businessStatusChanged(state, { payload: { slug, detail } }: PayloadAction<{ slug: string; detail: BusinessDetail }>) {
      if (state.business.slug !== slug) return;
      state.business.detail = detail;
      state.business.statusChanged = true;
      state.business.statusDialog = { open: false, pending: false, failure: null };
    },
    businessStatusFailure(state, { payload: { slug, ...failure } }: PayloadAction<{ slug: string; message: string; notes?: string }>) {
      if (state.business.slug === slug) state.business.statusDialog = { open: true, pending: false, failure };
    },
    dismissStatusChanged(state) {
      state.business.statusChanged = false;
    },
    capLoaded(state, { payload: { slug, cap } }: PayloadAction<{ slug: string; cap: OutsidePaymentCap }>) {
      if (state.business.slug === slug) state.business.cap.value = cap;
    },
    capFailure(state, { payload: { slug, message } }: PayloadAction<{ slug: string; message: string }>) {
      if (state.business.slug === slug) state.business.cap.error = message;
    },
    saveCapRequest(state, _action: PayloadAction<{ slug: string; dailyCap: string }>) {
      state.business.cap.saving = true;
      state.business.cap.saveError = null;
    },
    capSaved(state, { payload: { slug, cap } }: PayloadAction<{ slug: string; cap: OutsidePaymentCap }>) {
      if (state.business.slug === slug) state.business.cap = { ...state.business.cap, value: cap, saving: false };
    },
    saveCapFailure(state, { payload: { slug, message } }: PayloadAction<{ slug: string; message: string }>) {
      if (state.business.slug === slug) state.business.cap = { ...state.business.cap, saving: false, saveError: message };
    },
    /** The member whose "End sessions" asks to confirm; null: none. */
    askEndSessions(state, action: PayloadAction<string | null>) {
      state.business.endSessions.asking = action.payload;
    },
    endSessionsRequest(state, _action: PayloadAction<{ slug: string; id: string; name: string }>) {
      state.business.endSessions.pending = true;
    },
    endSessionsAnswered(state, { payload: { slug, ...message } }: PayloadAction<{ slug: string } & Omit<SuperAdminMessage, 'id'>>) {
      if (state.business.slug === slug) state.business.endSessions = { asking: null, pending: false, outcome: { ...message, id: ++messageSeq } };
    },
    dismissEndSessionsMessage(state) {
      state.business.endSessions.outcome = null;
    },
  },
});

export const superAdminActions = superAdminSlice.actions;
export const superAdminReducer = superAdminSlice.reducer;
export const selectSuperAdmin = (state: { superAdmin: SuperAdminState }) => state.superAdmin;
