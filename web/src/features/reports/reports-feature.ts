import { reportsSlice } from './reports-slice';
import { reportsSaga } from './reports-saga';

/** What the reports screens (the reports and the audit trail) add to the store when their chunk loads (app/screens.ts). */
export const storeFeature = { slice: reportsSlice, sagas: [reportsSaga] };
