import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth/auth-saga';
import { landingSaga } from '../features/landing/landing-saga';

/** The sagas the first screen needs; the others start with their screens (router.tsx). */
export function* rootSaga() {
  yield all([fork(authSaga), fork(landingSaga)]);
}
