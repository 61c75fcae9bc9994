import { customersSlice } from './customers-slice';
import { customersSaga } from './customers-saga';

/** What the customers screen adds to the store when its chunk loads (app/screens.ts). */
export const storeFeature = { slice: customersSlice, sagas: [customersSaga] };
