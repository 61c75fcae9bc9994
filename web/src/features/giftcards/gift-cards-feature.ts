import { giftCardsSlice } from './gift-cards-slice';
import { giftCardsSaga } from './gift-cards-saga';

/** What the gift cards screens add to the store when their chunk loads (app/screens.ts). */
export const storeFeature = { slice: giftCardsSlice, sagas: [giftCardsSaga] };
