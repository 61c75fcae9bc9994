import { corporateOrdersSlice } from './corporate-orders-slice';
import { corporateOrdersSaga } from './corporate-orders-saga';

/** What the corporate orders screen adds to the store when its chunk loads (app/screens.ts). */
export const storeFeature = { slice: corporateOrdersSlice, sagas: [corporateOrdersSaga] };
