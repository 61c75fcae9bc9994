import { teamSlice } from './team-slice';
import { teamSaga } from './team-saga';

/** What the team screen adds to the store when their chunks load (app/screens.ts). */
export const storeFeature = { slice: teamSlice, sagas: [teamSaga] };
