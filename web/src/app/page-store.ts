import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { landingSlice } from '../features/landing/landing-slice';

const pageReducer = combineSlices(authSlice, landingSlice);

/**
 * The store the landing page is rendered with on the server: the state the browser's store holds when the landing
 * screen has loaded (store.ts), so hydration finds what the server drew. The storefront and holder screens keep
 * their state outside the store (storefront-state.ts, holder-card-state.ts). No sagas: nothing is fetched or sent
 * while rendering.
 */
export function createPageStore() {
  return configureStore({ reducer: pageReducer, middleware: (getDefault) => getDefault({ thunk: false }) });
}
