import { cardActionsSlice } from './card-actions-slice';
import { cardActionsSaga } from './card-actions-saga';

/** What the screens that open the card actions modal (orders, customers, the counter) add to the store (app/screens.ts). */
export const storeFeature = { slice: cardActionsSlice, sagas: [cardActionsSaga] };
