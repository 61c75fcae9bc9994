import { ordersSlice } from './orders-slice';
import { ordersSaga } from './orders-saga';

/** What the orders screens add to the store when their chunk loads (app/screens.ts). */
export const storeFeature = { slice: ordersSlice, sagas: [ordersSaga] };
