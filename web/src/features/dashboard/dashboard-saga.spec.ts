import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { dashboardApi } from './api/dashboard-api';
import { deleteTestData } from './dashboard-saga';
import { dashboardActions } from './dashboard-slice';

/** Runs the owner's "Delete test data" with the test figures counting `soldAnswers` in turn; what it put and how often it asked. */
async function deleteWhileFiguresCount(soldAnswers: number[], deleted: () => Promise<unknown> = async () => ({ success: true })) {
  jest.spyOn(dashboardApi, 'deleteTestData').mockImplementation(deleted as typeof dashboardApi.deleteTestData);
  const totalSold = jest.spyOn(dashboardApi, 'totalSold').mockImplementation(async () => ({ totalSold: soldAnswers.shift() ?? 0, testData: true }));
  const put: UnknownAction[] = [];
  await runSaga({ dispatch: (action: UnknownAction) => put.push(action) }, deleteTestData).toPromise();
  return { put, asked: totalSold.mock.calls.length };
}

describe('deleting test data from the dashboard', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('loads the test figures again once they no longer count the deleted sales', async () => {
    const { put, asked } = await deleteWhileFiguresCount([2, 2, 0]);
    expect(asked).toBe(3);
    expect(put).toEqual([dashboardActions.load({ testData: true, locationId: '' })]);
  });

  it('asks nothing more when the deletion failed, and loads the figures as they are', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { put, asked } = await deleteWhileFiguresCount([2], async () => Promise.reject(new Error('offline')));
    expect(asked).toBe(0);
    expect(put).toEqual([dashboardActions.load({ testData: true, locationId: '' })]);
  });
});
