import { combineSlices, configureStore, type Slice, type WithSlice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import type { cardActionsSlice } from '../components/card-actions/card-actions-slice';
import type { authSlice } from '../features/auth/auth-slice';
import type { corporateOrdersSlice } from '../features/corporate-orders/corporate-orders-slice';
import type { customersSlice } from '../features/customers/customers-slice';
import type { dashboardSlice } from '../features/dashboard/dashboard-slice';
import type { giftCardsSlice } from '../features/giftcards/gift-cards-slice';
import type { ordersSlice } from '../features/orders/orders-slice';
import type { purchaseSlice } from '../features/purchase/purchase-slice';
import type { redeemSlice } from '../features/redeem/redeem-slice';
import type { reportsSlice } from '../features/reports/reports-slice';
import type { settingsSlice } from '../features/settings/settings-slice';
import type { superAdminSlice } from '../features/super-admin/super-admin-slice';
import type { teamSlice } from '../features/team/team-slice';

/** The slices that arrive with their screens' chunks (see screens.ts). */
export interface LazyLoadedSlices
  extends
    WithSlice<typeof authSlice>,
    WithSlice<typeof cardActionsSlice>,
    WithSlice<typeof corporateOrdersSlice>,
    WithSlice<typeof customersSlice>,
    WithSlice<typeof dashboardSlice>,
    WithSlice<typeof giftCardsSlice>,
    WithSlice<typeof ordersSlice>,
    WithSlice<typeof purchaseSlice>,
    WithSlice<typeof redeemSlice>,
    WithSlice<typeof reportsSlice>,
    WithSlice<typeof settingsSlice>,
    WithSlice<typeof superAdminSlice>,
    WithSlice<typeof teamSlice> {}

// Every slice comes with a screen: a public page's first load holds no state or session check it does not show.
const rootReducer = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>();

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
