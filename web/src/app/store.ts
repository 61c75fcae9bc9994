import { combineSlices, configureStore, type Slice, type WithSlice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { authSlice } from '../features/auth/auth-slice';
import { landingSlice } from '../features/landing/landing-slice';
import type { cardSlice } from '../features/card/card-slice';
import type { dashboardSlice } from '../features/dashboard/dashboard-slice';
import type { giftCardsSlice } from '../features/giftcards/gift-cards-slice';
import type { ordersSlice } from '../features/orders/orders-slice';
import type { purchaseSlice } from '../features/purchase/purchase-slice';
import type { redeemSlice } from '../features/redeem/redeem-slice';
import type { settingsSlice } from '../features/settings/settings-slice';
import type { storefrontSlice } from '../features/storefront/storefront-slice';
import type { superAdminSlice } from '../features/super-admin/super-admin-slice';
import { rootSaga } from './root-saga';

/** The slices that arrive with their screens' chunks (see router.tsx). */
export interface LazyLoadedSlices
  extends WithSlice<typeof cardSlice>,
    WithSlice<typeof dashboardSlice>,
    WithSlice<typeof giftCardsSlice>,
    WithSlice<typeof ordersSlice>,
    WithSlice<typeof purchaseSlice>,
    WithSlice<typeof redeemSlice>,
    WithSlice<typeof settingsSlice>,
    WithSlice<typeof storefrontSlice>,
    WithSlice<typeof superAdminSlice> {}

// Only what the first screen needs is in the entry chunk: the landing page's slice, and auth (the guards and the session check).
const rootReducer = combineSlices(authSlice, landingSlice).withLazyLoadedSlices<LazyLoadedSlices>();

const sagaMiddleware = createSagaMiddleware();

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) =>
    getDefault({
      thunk: false,
      // File objects travel in the logo-upload and gift card save actions and never reach the state.
      serializableCheck: { ignoredActions: ['settings/uploadLogoRequest', 'giftCards/createRequest', 'giftCards/updateRequest'] },
    }).concat(sagaMiddleware),
});

sagaMiddleware.run(rootSaga);

/** A screen's slice and the sagas that serve it. */
export interface Feature {
  slice?: Slice;
  sagas: Saga[];
}

const running = new Set<Saga>();

/** Adds a feature's slice and starts its sagas, once each, when its screen's chunk has loaded. */
export function injectFeature({ slice, sagas }: Feature) {
  if (slice) {
    rootReducer.inject(slice);
    // Runs the reducers once, so the new slice holds its initial state before the screen reads it.
    store.dispatch({ type: 'app/featureLoaded', payload: slice.name });
  }
  for (const saga of sagas) {
    if (running.has(saga)) continue;
    running.add(saga);
    sagaMiddleware.run(saga);
  }
}

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
