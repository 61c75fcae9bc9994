import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authReducer } from '../features/auth/auth-slice';
import { cardReducer } from '../features/card/card-slice';
import { dashboardReducer } from '../features/dashboard/dashboard-slice';
import { GIFT_CARD_FILE_ACTIONS, giftCardsReducer } from '../features/giftcards/gift-cards-slice';
import { landingReducer } from '../features/landing/landing-slice';
import { ordersReducer } from '../features/orders/orders-slice';
import { purchaseReducer } from '../features/purchase/purchase-slice';
import { redeemReducer } from '../features/redeem/redeem-slice';
import { settingsReducer } from '../features/settings/settings-slice';
import { storefrontReducer } from '../features/storefront/storefront-slice';
import { superAdminReducer } from '../features/super-admin/super-admin-slice';
import { rootSaga } from './root-saga';

const sagaMiddleware = createSagaMiddleware();

export const store = configureStore({
  reducer: {
    auth: authReducer,
    card: cardReducer,
    dashboard: dashboardReducer,
    giftCards: giftCardsReducer,
    landing: landingReducer,
    orders: ordersReducer,
    purchase: purchaseReducer,
    redeem: redeemReducer,
    settings: settingsReducer,
    storefront: storefrontReducer,
    superAdmin: superAdminReducer,
  },
  middleware: (getDefault) =>
    getDefault({
      thunk: false,
      // File objects travel in the logo-upload action and never reach the state.
      serializableCheck: { ignoredActions: ['settings/uploadLogoRequest', ...GIFT_CARD_FILE_ACTIONS] },
    }).concat(sagaMiddleware),
});

sagaMiddleware.run(rootSaga);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
