import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth/auth-saga';
import { cardSaga } from '../features/card/card-saga';
import { dashboardSaga } from '../features/dashboard/dashboard-saga';
import { giftCardsSaga } from '../features/giftcards/gift-cards-saga';
import { landingSaga } from '../features/landing/landing-saga';
import { ordersSaga } from '../features/orders/orders-saga';
import { purchaseSaga } from '../features/purchase/purchase-saga';
import { redeemSaga } from '../features/redeem/redeem-saga';
import { settingsSaga } from '../features/settings/settings-saga';
import { storefrontSaga } from '../features/storefront/storefront-saga';
import { superAdminSaga } from '../features/super-admin/super-admin-saga';
import { signedInProfileSaga } from './signed-in-profile-saga';

export function* rootSaga() {
  yield all([fork(authSaga), fork(cardSaga), fork(dashboardSaga), fork(giftCardsSaga), fork(landingSaga), fork(ordersSaga), fork(purchaseSaga), fork(redeemSaga), fork(settingsSaga), fork(storefrontSaga), fork(superAdminSaga), fork(signedInProfileSaga)]);
}
