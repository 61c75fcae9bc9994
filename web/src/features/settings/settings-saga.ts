import { call } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isLocale, type AdminUser, type SettingsForm, type SettingsSaved } from '@gv/proto';
import { request, type RequestOutcome, onLatestSend } from '../../lib/saga-request';
import { sessionActions } from '../../lib/session';
import { ApiError } from '../../lib/api-client';
import { settingsApi } from './api/settings-api';
import { POSTER_FILE_NAME, downloadBlob, svgToPng } from './poster-image';
import { settingsActions, type SettingsPart } from './settings-slice';
import { onLatest, watchAll } from '../../lib/saga-watch';
import { message } from '../../lib/i18n';
import { statusMessages } from './settings.messages';

function* readProfile() {
  const profile: RequestOutcome<AdminUser> = yield* request(settingsApi.loadProfile, {
    success: settingsActions.loadProfileSuccess,
    failure: () => settingsActions.loadProfileFailure(),
  });
  if (!profile.ok) return;
  yield* request(settingsApi.checklist, {
    success: (checklist: { giftCardCount: number; testPurchases: number }) => settingsActions.checklistLoaded(checklist),
    failure: (_message, error) => console.error('Settings: the go-live checklist could not be loaded', error),
  });
}

const loadProfile = onLatest(settingsActions.loadProfileRequest, readProfile);

const switchMode = onLatest(settingsActions.switchModeRequest, function* switchMode(action: PayloadAction<boolean>) {
  yield* request(() => settingsApi.switchMode(action.payload), {
    // The admin pages' test-mode bar follows the signed-in user.
    success: (switched: SettingsSaved) => [settingsActions.switchModeSuccess(switched), sessionActions.userLoaded(switched.user)],
    failure: (message) => settingsActions.switchModeFailure(message),
    fallback: message(statusMessages, action.payload ? 'liveFailed' : 'testFailed'),
  });
});

const save = onLatest(settingsActions.saveRequest, function* save(action: PayloadAction<{ part: SettingsPart; form: SettingsForm }>) {
  const { part, form } = action.payload;
  const saved: RequestOutcome<unknown> = yield* request(() => settingsApi.save(form), {
    // A new language: the signed-in admin's profile carries it, and the admin app speaks it from now on.
    success: () => [settingsActions.saveSuccess(part), ...(isLocale(form.locale) ? [sessionActions.profileChanged({ locale: form.locale })] : [])],
    failure: (message, error) => settingsActions.saveFailure({ part, message, fields: error instanceof ApiError ? error.fields : undefined }),
    fallback: message(statusMessages, 'saveFailed'),
  });
  // Re-read so the masked token and any server-side normalisation show.
  if (saved.ok) yield call(readProfile);
});

const changePassword = onLatestSend(settingsActions.changePasswordRequest, settingsApi.changePassword, {
  success: () => settingsActions.changePasswordSuccess(),
  failure: (refused) => settingsActions.changePasswordFailure(refused || message(statusMessages, 'passwordFailed')),
});

const uploadLogo = onLatestSend(settingsActions.uploadLogoRequest, settingsApi.uploadLogo, {
  success: (response: { logoUrl: string }) => settingsActions.uploadLogoSuccess(response.logoUrl),
  failure: () => settingsActions.uploadLogoFailure(),
});

async function savePoster() {
  const svg = await settingsApi.qrPosterSvg();
  downloadBlob(await svgToPng(svg), POSTER_FILE_NAME);
}

const downloadPoster = onLatest(settingsActions.posterRequest, function* downloadPoster() {
  yield* request(savePoster, { success: () => settingsActions.posterSuccess(), failure: () => settingsActions.posterFailure() });
});

export const settingsSaga = watchAll(loadProfile, save, switchMode, changePassword, uploadLogo, downloadPoster);
