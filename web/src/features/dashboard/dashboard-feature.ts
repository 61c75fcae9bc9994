import { dashboardSlice } from './dashboard-slice';
import { dashboardSaga } from './dashboard-saga';

/** What the dashboard screens add to the store when their chunk loads (app/screens.ts). */
export const storeFeature = { slice: dashboardSlice, sagas: [dashboardSaga] };
