import { put, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminUser } from '@gv/proto';
import { sessionActions } from '../lib/session';
import { settingsActions } from '../features/settings/settings-slice';

/** What Settings changes (logo, name) shows at once where the signed-in admin's business appears, such as the header, without a reload. */
export function* signedInProfileSaga() {
  yield takeEvery(settingsActions.uploadLogoSuccess.type, function* (action: PayloadAction<string>) {
    yield put(sessionActions.profileChanged({ logoUrl: action.payload }));
  });
  yield takeEvery(settingsActions.loadProfileSuccess.type, function* (action: PayloadAction<AdminUser>) {
    yield put(sessionActions.profileChanged(action.payload));
  });
}

/** Started with the settings screen, the only place that changes the profile. */
export const storeFeature = { sagas: [signedInProfileSaga] };
