import { storefrontSlice } from './storefront-slice';
import { storefrontSaga } from './storefront-saga';

/** What the storefront screens add to the store when their chunk loads (app/screens.ts). */
export const storeFeature = { slice: storefrontSlice, sagas: [storefrontSaga] };
