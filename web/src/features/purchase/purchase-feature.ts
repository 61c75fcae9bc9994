import { purchaseSlice } from './purchase-slice';
import { purchaseSaga } from './purchase-saga';

/** What the purchase dialog adds to the store when its chunk loads (app/purchase-dialog.tsx). */
export const storeFeature = { slice: purchaseSlice, sagas: [purchaseSaga] };
