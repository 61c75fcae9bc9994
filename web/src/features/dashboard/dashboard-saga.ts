import { all, call, delay, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { TotalRevenueAnswer, TotalSoldAnswer } from '@gv/proto';
import { request } from '../../lib/saga-request';
import { dashboardApi, type FiguresScope } from './api/dashboard-api';
import { dashboardActions, type DashboardFigure } from './dashboard-slice';

const figure = (name: DashboardFigure, read: () => Promise<number>) => async () =>
  dashboardActions.figureLoaded({ figure: name, value: await read() });

/** The six calls of a load (spec §7), each ending in the action(s) that store its answer. */
const calls = (scope: FiguresScope): [string, () => Promise<UnknownAction[]>][] => [
  ['giftCardCount', async () => [await figure('giftCardCount', dashboardApi.giftCardCount)()]],
  [
    'totalSold',
    async () => {
      const answer: TotalSoldAnswer = await dashboardApi.totalSold(scope);
      return [dashboardActions.figureLoaded({ figure: 'totalSold', value: answer.totalSold }), dashboardActions.testDataShown(answer.testData)];
    },
  ],
  [
    'totalRevenue',
    async () => {
      const answer: TotalRevenueAnswer = await dashboardApi.totalRevenue(scope);
      return [
        dashboardActions.figureLoaded({ figure: 'totalRevenue', value: answer.totalRevenue }),
        dashboardActions.figureLoaded({ figure: 'totalRefunds', value: answer.totalRefunds }),
        dashboardActions.figureLoaded({ figure: 'paidOutside', value: answer.paidOutside }),
      ];
    },
  ],
  [
    'totalRedemption',
    async () => {
      const answer = await dashboardApi.totalRedemption(scope);
      return [
        dashboardActions.figureLoaded({ figure: 'totalRedemption', value: answer.totalRedemption }),
        dashboardActions.figureLoaded({ figure: 'cashedOut', value: answer.cashedOut }),
      ];
    },
  ],
  ['salesData', async () => [dashboardActions.salesLoaded(await dashboardApi.salesData(scope))]],
  ['revenueByDate', async () => [dashboardActions.revenueLoaded(await dashboardApi.revenueByDate(scope))]],
];

/** One call; a failure is logged only (spec §8) and leaves its figure empty. */
function* settle(name: string, send: () => Promise<UnknownAction[]>) {
  yield* request(send, { success: (loaded) => loaded, failure: (_message, error) => console.error(`Dashboard: ${name} failed`, error) });
}

/** All six at once; loading ends when every one has settled. */
function* load(action: PayloadAction<Partial<FiguresScope> | undefined>) {
  const scope = { testData: action.payload?.testData === true, locationId: action.payload?.locationId ?? '' };
  yield all(calls(scope).map(([name, request]) => call(settle, name, request)));
  yield put(dashboardActions.settled());
}

/** How long the deletion may take to reach the figures: analytics applies it from its event, within about a second. */
const DELETION_WAIT_MS = 5000;
const DELETION_CHECK_MS = 250;

/**
 * The owner's one action: the test activity leaves the figures. The test figures are loaded again once they show
 * it (no test card sold), or once DELETION_WAIT_MS has passed (a new test sale came meanwhile, say).
 */
export function* deleteTestData(action?: PayloadAction<string>) {
  const deleted = yield* request(dashboardApi.deleteTestData, {
    failure: (_message, error) => console.error('Dashboard: deleting test data failed', error),
  });
  const until = Date.now() + DELETION_WAIT_MS;
  while (deleted.ok && Date.now() < until && !(yield* testSalesGone())) yield delay(DELETION_CHECK_MS);
  yield put(dashboardActions.load({ testData: true, locationId: action?.payload ?? '' }));
}

/** Whether the test figures count no card sold; a failed call ends the wait (the reload shows what there is). */
function* testSalesGone(): Generator<unknown, boolean, unknown> {
  try {
    return ((yield call(dashboardApi.totalSold, { testData: true, locationId: '' })) as TotalSoldAnswer).totalSold === 0;
  } catch {
    return true;
  }
}

export function* dashboardSaga() {
  yield takeLatest(dashboardActions.load.type, load);
  yield takeLatest(dashboardActions.deleteTestData.type, deleteTestData);
}
