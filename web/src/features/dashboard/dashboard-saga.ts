import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { dashboardApi } from './api/dashboard-api';
import { dashboardActions, type DashboardFigure } from './dashboard-slice';

const figure = (name: DashboardFigure, request: () => Promise<number>) => async () =>
  dashboardActions.figureLoaded({ figure: name, value: await request() });

/** The six calls of a load (spec §7), each ending in the action that stores its answer. */
const CALLS: [string, () => Promise<UnknownAction>][] = [
  ['giftCardCount', figure('giftCardCount', dashboardApi.giftCardCount)],
  ['totalSold', figure('totalSold', dashboardApi.totalSold)],
  ['totalRevenue', figure('totalRevenue', dashboardApi.totalRevenue)],
  ['totalRedemption', figure('totalRedemption', dashboardApi.totalRedemption)],
  ['salesData', async () => dashboardActions.salesLoaded(await dashboardApi.salesData())],
  ['revenueByDate', async () => dashboardActions.revenueLoaded(await dashboardApi.revenueByDate())],
];

/** One call; a failure is logged only (spec §8) and leaves its figure empty. */
function* settle(name: string, request: () => Promise<UnknownAction>) {
  try {
    const loaded: UnknownAction = yield call(request);
    yield put(loaded);
  } catch (error) {
    console.error(`Dashboard: ${name} failed`, error);
  }
}

/** All six at once; loading ends when every one has settled. */
function* load() {
  yield all(CALLS.map(([name, request]) => call(settle, name, request)));
  yield put(dashboardActions.settled());
}

export function* dashboardSaga() {
  yield takeLatest(dashboardActions.load.type, load);
}
