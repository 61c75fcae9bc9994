import { cardSlice } from './card-slice';
import { cardSaga } from './card-saga';

/** What the card screens add to the store when their chunk loads (app/screens.ts). */
export const storeFeature = { slice: cardSlice, sagas: [cardSaga] };
