import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth/auth-saga';
import { landingSaga } from '../features/landing/landing-saga';
import { settingsSaga } from '../features/settings/settings-saga';
import { superAdminSaga } from '../features/super-admin/super-admin-saga';

export function* rootSaga() {
  yield all([fork(authSaga), fork(landingSaga), fork(settingsSaga), fork(superAdminSaga)]);
}
