import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminUser, ChangePasswordForm, SettingsForm, SettingsSaved } from '@gv/proto';
import { errorMessage } from '../../lib/api-client';
import { settingsApi } from './api/settings-api';
import { POSTER_FILE_NAME, downloadBlob, svgToPng } from './poster-image';
import { authActions } from '../auth/auth-slice';
import { settingsActions } from './settings-slice';

function* loadProfile() {
  try {
    const profile: AdminUser = yield call(settingsApi.loadProfile);
    yield put(settingsActions.loadProfileSuccess(profile));
  } catch {
    yield put(settingsActions.loadProfileFailure());
    return;
  }
  try {
    const checklist: { giftCardCount: number; testPurchases: number } = yield call(settingsApi.checklist);
    yield put(settingsActions.checklistLoaded(checklist));
  } catch (error) {
    console.error('Settings: the go-live checklist could not be loaded', error);
  }
}

function* switchMode(action: PayloadAction<boolean>) {
  try {
    const switched: SettingsSaved = yield call(settingsApi.switchMode, action.payload);
    yield put(settingsActions.switchModeSuccess(switched));
    // The admin pages' test-mode bar follows the signed-in user.
    yield put(authActions.loadUserSuccess(switched.user));
  } catch (error) {
    yield put(settingsActions.switchModeFailure(errorMessage(error, action.payload ? 'Failed to switch to live' : 'Failed to switch to test mode')));
  }
}

function* save(action: PayloadAction<SettingsForm>) {
  try {
    yield call(settingsApi.save, action.payload);
  } catch (error) {
    yield put(settingsActions.saveFailure(errorMessage(error, 'Failed to save settings')));
    return;
  }
  yield put(settingsActions.saveSuccess());
  // Re-read so the masked token and any server-side normalisation show.
  yield call(loadProfile);
}

function* changePassword(action: PayloadAction<ChangePasswordForm>) {
  try {
    yield call(settingsApi.changePassword, action.payload);
    yield put(settingsActions.changePasswordSuccess());
  } catch (error) {
    yield put(settingsActions.changePasswordFailure(errorMessage(error, 'Failed to change password')));
  }
}

function* uploadLogo(action: PayloadAction<File>) {
  try {
    const response: { logoUrl: string } = yield call(settingsApi.uploadLogo, action.payload);
    yield put(settingsActions.uploadLogoSuccess(response.logoUrl));
  } catch {
    yield put(settingsActions.uploadLogoFailure());
  }
}

function* downloadPoster() {
  try {
    const svg: string = yield call(settingsApi.qrPosterSvg);
    const png: Blob = yield call(svgToPng, svg);
    yield call(downloadBlob, png, POSTER_FILE_NAME);
    yield put(settingsActions.posterSuccess());
  } catch {
    yield put(settingsActions.posterFailure());
  }
}

export function* settingsSaga() {
  yield all([
    takeLatest(settingsActions.loadProfileRequest.type, loadProfile),
    takeLatest(settingsActions.saveRequest.type, save),
    takeLatest(settingsActions.switchModeRequest.type, switchMode),
    takeLatest(settingsActions.changePasswordRequest.type, changePassword),
    takeLatest(settingsActions.uploadLogoRequest.type, uploadLogo),
    takeLatest(settingsActions.posterRequest.type, downloadPoster),
  ]);
}
