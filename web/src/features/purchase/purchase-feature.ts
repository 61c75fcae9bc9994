import { purchaseSlice } from './purchase-slice';
import { purchaseSaga } from './purchase-saga';

/** What the purchase screens add to the store when their chunk loads (app/screens.ts). */
export const storeFeature = { slice: purchaseSlice, sagas: [purchaseSaga] };
