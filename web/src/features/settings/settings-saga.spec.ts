import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { AdminUser } from '@gv/proto';
import { sessionActions } from '../../lib/session';
import { settingsApi } from './api/settings-api';
import { settingsSaga } from './settings-saga';
import { settingsActions, settingsReducer } from './settings-slice';

const me = { email: 'owner@example.com', restaurantName: 'Casa Pepe', locale: 'en' } as unknown as AdminUser;

/** The signed-in admin as the auth slice keeps it: a profile change merges in. */
function auth(state: { user: AdminUser | null } = { user: me }, action: UnknownAction) {
  return sessionActions.profileChanged.match(action) ? { user: { ...state.user!, ...action.payload } } : state;
}

describe('saving the business’s language', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('gives the signed-in admin the new language, so the admin app speaks it', async () => {
    jest.spyOn(settingsApi, 'save').mockImplementation(async () => ({ success: true }) as never);
    jest.spyOn(settingsApi, 'loadProfile').mockImplementation(async () => ({ ...me, locale: 'es' }) as never);
    jest.spyOn(settingsApi, 'checklist').mockImplementation(async () => ({ giftCardCount: 1, testPurchases: 1 }));
    const sagas = createSagaMiddleware();
    const store = configureStore({ reducer: { settings: settingsReducer, auth }, middleware: (defaults) => defaults().concat(sagas) });
    const task = sagas.run(settingsSaga);
    store.dispatch(settingsActions.saveRequest({ part: 'business', form: { restaurantName: 'Casa Pepe', locale: 'es' } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().auth.user?.locale).toBe('es');
    expect(store.getState().settings.business.message?.text).toBe('Settings saved successfully!');
    task.cancel();
  });
});
