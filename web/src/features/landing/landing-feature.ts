import { landingSlice } from './landing-slice';
import { landingSaga } from './landing-saga';

/** What the landing page adds to the store when its chunk loads (app/screens.ts). */
export const storeFeature = { slice: landingSlice, sagas: [landingSaga] };
