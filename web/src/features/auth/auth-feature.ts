import { authSlice } from './auth-slice';
import { authSaga } from './auth-saga';

/** What the sign-in screens and the admin area add to the store when their chunks load (app/screens.ts). */
export const storeFeature = { slice: authSlice, sagas: [authSaga] };
