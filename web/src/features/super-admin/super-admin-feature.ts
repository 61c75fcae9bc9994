import { superAdminSlice } from './super-admin-slice';
import { superAdminSaga } from './super-admin-saga';

/** What the super admin screens add to the store when their chunk loads (app/screens.ts). */
export const storeFeature = { slice: superAdminSlice, sagas: [superAdminSaga] };
