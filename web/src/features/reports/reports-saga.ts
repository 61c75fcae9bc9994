import { select } from 'redux-saga/effects';
import { moneyIn } from '../../lib/currency';
import { selectAdminCurrency } from '../../lib/session';
import { onLatestSend, request } from '../../lib/saga-request';
import { onLatest, watchAll } from '../../lib/saga-watch';
import { reportsApi } from './api/reports-api';
import { message } from '../../lib/i18n';
import { reportsSagaMessages } from './reports-saga.messages';
import { reportsActions, selectReports, type ReportsState } from './reports-slice';

const loadLiability = onLatestSend(reportsActions.loadLiability, reportsApi.liability, {
  success: reportsActions.liabilityLoaded,
  failure: reportsActions.liabilityFailed,
  get fallback() {
    return message(reportsSagaMessages, 'liabilityFailed');
  },
});

const loadActivity = onLatest(reportsActions.loadActivity, function* loadActivity({ payload: { interval, ...range } }) {
  yield* request(() => reportsApi.activity(range, interval), {
    success: reportsActions.activityLoaded,
    failure: reportsActions.activityFailed,
    fallback: message(reportsSagaMessages, 'activityFailed'),
  });
});

const loadLocations = onLatestSend(reportsActions.loadLocations, reportsApi.locations, {
  success: reportsActions.locationsLoaded,
  failure: reportsActions.locationsFailed,
  get fallback() {
    return message(reportsSagaMessages, 'locationsFailed');
  },
});

const loadMonthEnd = onLatestSend(reportsActions.loadMonthEnd, reportsApi.monthEnd, {
  success: reportsActions.monthEndLoaded,
  failure: reportsActions.monthEndFailed,
  get fallback() {
    return message(reportsSagaMessages, 'monthEndFailed');
  },
});

/** A change to a month's month-end, then the month loaded again to show it. */
function* changeMonthEnd(month: string, send: () => Promise<unknown>, fallback: string) {
  yield* request(send, { success: () => reportsActions.loadMonthEnd(month), failure: reportsActions.monthEndActionFailed, fallback });
}

const saveMonthEndSettings = onLatest(reportsActions.saveMonthEndSettings, function* saveMonthEndSettings({ payload: { month, settings } }) {
  yield* changeMonthEnd(month, () => reportsApi.saveMonthEndSettings(settings), message(reportsSagaMessages, 'settingsFailed'));
});

const closeMonth = onLatest(reportsActions.closeMonth, function* closeMonth({ payload: month }) {
  yield* changeMonthEnd(month, () => reportsApi.closeMonth(month), message(reportsSagaMessages, 'closeFailed'));
});

const loadUnclaimed = onLatestSend(reportsActions.loadUnclaimed, reportsApi.unclaimed, {
  success: reportsActions.unclaimedLoaded,
  failure: reportsActions.unclaimedFailed,
  get fallback() {
    return message(reportsSagaMessages, 'unclaimedFailed');
  },
});

const fileUnclaimed = onLatest(reportsActions.fileUnclaimed, function* fileUnclaimed({ payload: { state, asOf } }) {
  const money = moneyIn(yield select(selectAdminCurrency));
  yield* request(() => reportsApi.fileUnclaimed(state, asOf), {
    success: (answer) => [
      reportsActions.loadUnclaimed(asOf),
      reportsActions.unclaimedFiled(message(reportsSagaMessages, 'filed', { cards: answer.cards, amount: money.format(answer.amount), state })),
    ],
    failure: reportsActions.unclaimedActionFailed,
    fallback: message(reportsSagaMessages, 'fileFailed'),
  });
});

const loadAudit = onLatest(reportsActions.loadAudit, function* loadAudit({ payload: { filters, testData } }) {
  yield* request(() => reportsApi.audit(filters, testData, null), {
    success: reportsActions.auditLoaded,
    failure: reportsActions.auditFailed,
    fallback: message(reportsSagaMessages, 'auditFailed'),
  });
});

const loadMoreAudit = onLatest(reportsActions.loadMoreAudit, function* loadMoreAudit() {
  const { audit }: ReportsState = yield select(selectReports);
  if (!audit.query || !audit.page?.nextCursor) return;
  const { filters, testData } = audit.query;
  yield* request(() => reportsApi.audit(filters, testData, audit.page!.nextCursor), {
    success: reportsActions.moreAuditLoaded,
    failure: reportsActions.auditFailed,
    fallback: message(reportsSagaMessages, 'moreAuditFailed'),
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
