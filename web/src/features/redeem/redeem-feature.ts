import { redeemSlice } from './redeem-slice';
import { redeemSaga } from './redeem-saga';

/** What the redeem screens add to the store when their chunk loads (app/screens.ts). */
export const storeFeature = { slice: redeemSlice, sagas: [redeemSaga] };
