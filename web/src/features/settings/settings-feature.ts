import { settingsSlice } from './settings-slice';
import { settingsSaga } from './settings-saga';

/** What the settings screens add to the store when their chunk loads (app/screens.ts). */
export const storeFeature = { slice: settingsSlice, sagas: [settingsSaga] };
