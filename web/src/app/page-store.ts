import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { cardSlice, preloadedCardState } from '../features/card/card-slice';
import { landingSlice } from '../features/landing/landing-slice';
import { preloadedState, storefrontSlice } from '../features/storefront/storefront-slice';
import type { PreloadedPage } from '../lib/preloaded-page';

const pageReducer = combineSlices(authSlice, landingSlice, storefrontSlice, cardSlice);

/**
 * The store a public page is rendered with on the server: the state the browser's store holds once the page's
 * screen has loaded with the same data (store.ts, storefront-slice.ts), so hydration finds what the server drew.
 * No sagas: nothing is fetched or sent while rendering.
 */
export function createPageStore(data: PreloadedPage) {
  return configureStore({
    reducer: pageReducer,
    preloadedState: { storefront: preloadedState(data), card: preloadedCardState(data) },
    middleware: (getDefault) => getDefault({ thunk: false }),
  });
}
