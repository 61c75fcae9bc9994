import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AuditEntry,
  AuditTrailPage,
  BreakageReport,
  LiabilityReport,
  LocationReport,
  MonthEndSettings,
  MonthEndSettingsForm,
  ReportInterval,
  SalesActivity,
  UnclaimedReport,
} from '@gv/proto';
import type { AuditFilters, ReportRange } from './api/reports-api';

/** A report read whole: null while it loads, or the message it failed with. */
interface Read<T> {
  data: T | null;
  error: string | null;
}

export interface MonthEndView {
  breakage: BreakageReport;
  settings: MonthEndSettings;
}

export interface AuditQuery {
  filters: AuditFilters;
  testData: boolean;
}

export interface ReportsState {
  liability: Read<LiabilityReport>;
  activity: Read<SalesActivity>;
  locations: Read<LocationReport>;
  /** The Month-end tab: the month's breakage and the settings, and what saving the rate or closing the month came to. */
  monthEnd: Read<MonthEndView> & { busy: 'settings' | 'close' | null; actionError: string | null };
  /** The Unclaimed property tab: the report on a day, the state being filed, and what filing came to. */
  unclaimed: Read<UnclaimedReport> & { filing: string | null; actionError: string | null; filed: string | null };
  audit: {
    query: AuditQuery | null;
    /** The last page read (its people, actions and next cursor); null while the first loads. */
    page: AuditTrailPage | null;
    entries: AuditEntry[];
    loadingMore: boolean;
    error: string | null;
  };
}

const unread = { data: null, error: null };
const initialState: ReportsState = {
  liability: unread,
  activity: unread,
  locations: unread,
  monthEnd: { ...unread, busy: null, actionError: null },
  unclaimed: { ...unread, filing: null, actionError: null, filed: null },
  audit: { query: null, page: null, entries: [], loadingMore: false, error: null },
};

type ReadReport = 'liability' | 'activity' | 'locations';
const arrived =
  <K extends ReadReport>(report: K) =>
  (state: ReportsState, action: PayloadAction<NonNullable<ReportsState[K]['data']>>) => {
    state[report] = { data: action.payload, error: null } as ReportsState[K];
  };
const failed = (report: ReadReport) => (state: ReportsState, action: PayloadAction<string>) => {
  state[report] = { data: null, error: action.payload };
};

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    loadLiability(state, _action: PayloadAction<ReportRange>) {
      state.liability = unread;
    },
    liabilityLoaded: arrived('liability'),
    liabilityFailed: failed('liability'),
    loadActivity(state, _action: PayloadAction<ReportRange & { interval: ReportInterval }>) {
      state.activity = unread;
    },
    activityLoaded: arrived('activity'),
    activityFailed: failed('activity'),
    loadLocations(state, _action: PayloadAction<ReportRange>) {
      state.locations = unread;
    },
    locationsLoaded: arrived('locations'),
    locationsFailed: failed('locations'),

    loadMonthEnd(state, _action: PayloadAction<string>) {
      state.monthEnd = initialState.monthEnd;
    },
    monthEndLoaded(state, action: PayloadAction<MonthEndView>) {
      state.monthEnd = { ...initialState.monthEnd, data: action.payload };
    },
    monthEndFailed(state, action: PayloadAction<string>) {
      state.monthEnd = { ...initialState.monthEnd, error: action.payload };
    },
    saveMonthEndSettings(state, _action: PayloadAction<{ month: string; settings: MonthEndSettingsForm }>) {
      Object.assign(state.monthEnd, { busy: 'settings', actionError: null });
    },
    closeMonth(state, _action: PayloadAction<string>) {
      Object.assign(state.monthEnd, { busy: 'close', actionError: null });
    },
    monthEndActionFailed(state, action: PayloadAction<string>) {
      Object.assign(state.monthEnd, { busy: null, actionError: action.payload });
    },

    loadUnclaimed(state, _action: PayloadAction<string>) {
      Object.assign(state.unclaimed, { data: null, error: null, filing: null, actionError: null });
    },
    unclaimedLoaded(state, action: PayloadAction<UnclaimedReport>) {
      Object.assign(state.unclaimed, { data: action.payload, error: null });
    },
    unclaimedFailed(state, action: PayloadAction<string>) {
      Object.assign(state.unclaimed, { data: null, error: action.payload });
    },
    fileUnclaimed(state, action: PayloadAction<{ state: string; asOf: string }>) {
      Object.assign(state.unclaimed, { filing: action.payload.state, actionError: null, filed: null });
    },
    unclaimedFiled(state, action: PayloadAction<string>) {
      Object.assign(state.unclaimed, { filing: null, filed: action.payload });
    },
    unclaimedActionFailed(state, action: PayloadAction<string>) {
      Object.assign(state.unclaimed, { filing: null, actionError: action.payload });
    },

    loadAudit(state, action: PayloadAction<AuditQuery>) {
      state.audit = { ...initialState.audit, query: action.payload };
    },
    auditLoaded(state, action: PayloadAction<AuditTrailPage>) {
      Object.assign(state.audit, { page: action.payload, entries: action.payload.entries });
    },
    loadMoreAudit(state) {
      state.audit.loadingMore = true;
    },
    moreAuditLoaded(state, action: PayloadAction<AuditTrailPage>) {
      Object.assign(state.audit, { page: action.payload, entries: [...state.audit.entries, ...action.payload.entries], loadingMore: false });
    },
    auditFailed(state, action: PayloadAction<string>) {
      Object.assign(state.audit, { error: action.payload, loadingMore: false });
    },
  },
});

export const reportsActions = reportsSlice.actions;
export const selectReports = (state: { reports: ReportsState }) => state.reports;
