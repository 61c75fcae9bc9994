import { select } from 'redux-saga/effects';
import { moneyIn } from '../../lib/currency';
import { selectAdminCurrency } from '../../lib/session';
import { onLatestSend, request } from '../../lib/saga-request';
import { onLatest, watchAll } from '../../lib/saga-watch';
import { reportsApi } from './api/reports-api';
import { reportsActions, selectReports, type ReportsState } from './reports-slice';

const loadLiability = onLatestSend(reportsActions.loadLiability, reportsApi.liability, {
  success: reportsActions.liabilityLoaded,
  failure: reportsActions.liabilityFailed,
  fallback: 'The report could not be loaded. Please try again.',
});

const loadActivity = onLatest(reportsActions.loadActivity, function* loadActivity({ payload: { interval, ...range } }) {
  yield* request(() => reportsApi.activity(range, interval), {
    success: reportsActions.activityLoaded,
    failure: reportsActions.activityFailed,
    fallback: 'The activity could not be loaded. Please try again.',
  });
});

const loadLocations = onLatestSend(reportsActions.loadLocations, reportsApi.locations, {
  success: reportsActions.locationsLoaded,
  failure: reportsActions.locationsFailed,
  fallback: 'The locations report could not be loaded. Please try again.',
});

const loadMonthEnd = onLatestSend(reportsActions.loadMonthEnd, reportsApi.monthEnd, {
  success: reportsActions.monthEndLoaded,
  failure: reportsActions.monthEndFailed,
  fallback: 'The month-end could not be loaded. Please try again.',
});

/** A change to a month's month-end, then the month loaded again to show it. */
function* changeMonthEnd(month: string, send: () => Promise<unknown>, fallback: string) {
  yield* request(send, { success: () => reportsActions.loadMonthEnd(month), failure: reportsActions.monthEndActionFailed, fallback });
}

const saveMonthEndSettings = onLatest(reportsActions.saveMonthEndSettings, function* saveMonthEndSettings({ payload: { month, settings } }) {
  yield* changeMonthEnd(month, () => reportsApi.saveMonthEndSettings(settings), 'The settings could not be saved. Please try again.');
});

const closeMonth = onLatest(reportsActions.closeMonth, function* closeMonth({ payload: month }) {
  yield* changeMonthEnd(month, () => reportsApi.closeMonth(month), 'The month could not be closed. Please try again.');
});

const loadUnclaimed = onLatestSend(reportsActions.loadUnclaimed, reportsApi.unclaimed, {
  success: reportsActions.unclaimedLoaded,
  failure: reportsActions.unclaimedFailed,
  fallback: 'The unclaimed property report could not be loaded. Please try again.',
});

const fileUnclaimed = onLatest(reportsActions.fileUnclaimed, function* fileUnclaimed({ payload: { state, asOf } }) {
  const money = moneyIn(yield select(selectAdminCurrency));
  yield* request(() => reportsApi.fileUnclaimed(state, asOf), {
    success: (answer) => [
      reportsActions.loadUnclaimed(asOf),
      reportsActions.unclaimedFiled(
        `Marked as filed: ${answer.cards} card${answer.cards === 1 ? '' : 's'}, ${money.format(answer.amount)} reported to ${state}.`,
      ),
    ],
    failure: reportsActions.unclaimedActionFailed,
    fallback: 'The report could not be marked as filed. Please try again.',
  });
});

const loadAudit = onLatest(reportsActions.loadAudit, function* loadAudit({ payload: { filters, testData } }) {
  yield* request(() => reportsApi.audit(filters, testData, null), {
    success: reportsActions.auditLoaded,
    failure: reportsActions.auditFailed,
    fallback: 'The audit trail could not be loaded. Please try again.',
  });
});

const loadMoreAudit = onLatest(reportsActions.loadMoreAudit, function* loadMoreAudit() {
  const { audit }: ReportsState = yield select(selectReports);
  if (!audit.query || !audit.page?.nextCursor) return;
  const { filters, testData } = audit.query;
  yield* request(() => reportsApi.audit(filters, testData, audit.page!.nextCursor), {
    success: reportsActions.moreAuditLoaded,
    failure: reportsActions.auditFailed,
    fallback: 'More entries could not be loaded. Please try again.',
  });
});

export const reportsSaga = watchAll(
  loadLiability,
  loadActivity,
  loadLocations,
  loadMonthEnd,
  saveMonthEndSettings,
  closeMonth,
  loadUnclaimed,
  fileUnclaimed,
  loadAudit,
  loadMoreAudit,
);
