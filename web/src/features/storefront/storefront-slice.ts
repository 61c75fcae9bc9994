import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicBusiness, PublicGiftCardList, PublicPageData } from '@gv/proto';
import type { GiftCard } from '../../lib/gift-card';
import { readPreloadedPage } from '../../lib/preloaded-page';

type LoadStatus = 'idle' | 'loading' | 'success' | 'fail';

export interface StorefrontState {
  /** Business fetch (spec §4): pending, success (stores business), failure (stores message). */
  business: { slug: string | null; status: LoadStatus; data: PublicBusiness | null; error: string | null; notFound: boolean };
  /** The explore / business list, grown 6 cards at a time. */
  list: {
    businessSlug: string | null;
    keyword: string;
    page: number;
    items: GiftCard[];
    hasMore: boolean;
    total: number;
    status: LoadStatus;
    error: string | null;
  };
  /** Gift card details (request, success, fail, reset). */
  details: { id: string | null; status: LoadStatus; giftCard: GiftCard | null; error: string | null; notFound: boolean };
}

export const BUSINESS_FETCH_ERROR = 'Failed to fetch business information';
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

const emptyState: StorefrontState = {
  business: { slug: null, status: 'idle', data: null, error: null, notFound: false },
  list: { businessSlug: null, keyword: '', page: 1, items: [], hasMore: true, total: 0, status: 'idle', error: null },
  details: { id: null, status: 'idle', giftCard: null, error: null, notFound: false },
};

export interface ListQuery {
  businessSlug: string | null;
  keyword: string;
  page: number;
}

export const storefrontSlice = createSlice({
  name: 'storefront',
  // Read when the store is made: the page's HTML may have brought its first data.
  initialState: () => preloadedState(readPreloadedPage()),
  reducers: {
    businessRequest(state, action: PayloadAction<string>) {
      state.business = { slug: action.payload, status: 'loading', data: null, error: null, notFound: false };
    },
    businessSuccess(state, action: PayloadAction<PublicBusiness>) {
      state.business.status = 'success';
      state.business.data = action.payload;
    },
    businessFailure(state, action: PayloadAction<{ message: string; notFound: boolean }>) {
      state.business.status = 'fail';
      state.business.error = action.payload.message;
      state.business.notFound = action.payload.notFound;
    },
    businessReset(state) {
      state.business = emptyState.business;
    },

    /**
     * Page 1 is a new search (spec §4: page resets to 1, the list empties, has-more is true);
     * a later page adds the next 6 cards after the 800 ms batch delay.
     */
    listRequest(state, action: PayloadAction<ListQuery>) {
      const { businessSlug, keyword, page } = action.payload;
      if (page === 1) {
        state.list = { ...emptyState.list, businessSlug, keyword, status: 'loading' };
      } else {
        state.list.status = 'loading';
        state.list.error = null;
      }
    },
    listSuccess(state, action: PayloadAction<PublicGiftCardList>) {
      const { giftCards, page, hasMore, total } = action.payload;
      const known = new Set(state.list.items.map((card) => card._id));
      state.list.items = page === 1 ? giftCards : [...state.list.items, ...giftCards.filter((card) => !known.has(card._id))];
      state.list.page = page;
      state.list.hasMore = hasMore && giftCards.length > 0;
      state.list.total = total;
      state.list.status = 'success';
    },
    listFail(state, action: PayloadAction<string>) {
      state.list.status = 'fail';
      state.list.error = action.payload;
    },
    listReset(state) {
      state.list = emptyState.list;
    },

    detailsRequest(state, action: PayloadAction<string>) {
      const same = state.details.id === action.payload && state.details.giftCard;
      state.details = { id: action.payload, status: 'loading', giftCard: same ? state.details.giftCard : null, error: null, notFound: false };
    },
    detailsSuccess(state, action: PayloadAction<GiftCard>) {
      state.details.status = 'success';
      state.details.giftCard = action.payload;
    },
    detailsFail(state, action: PayloadAction<{ message: string; notFound: boolean }>) {
      state.details.status = 'fail';
      state.details.giftCard = null;
      state.details.error = action.payload.message;
      state.details.notFound = action.payload.notFound;
    },
    detailsReset(state) {
      state.details = emptyState.details;
    },
  },
});

export const storefrontActions = storefrontSlice.actions;

/** The state after the page's own requests would have succeeded (or found nothing) with the data the server sent. */
export function preloadedState({ business, list, card }: PublicPageData): StorefrontState {
  const a = storefrontActions;
  const actions = [
    ...(business
      ? [
          a.businessRequest(business.businessSlug),
          business.business ? a.businessSuccess(business.business) : a.businessFailure({ message: 'Business not found', notFound: true }),
        ]
      : []),
    ...(list ? [a.listRequest({ businessSlug: list.businessSlug, keyword: '', page: 1 }), a.listSuccess({ ...list.result, page: 1 })] : []),
    ...(card ? [a.detailsRequest(card.id), card.giftCard ? a.detailsSuccess(card.giftCard) : a.detailsFail({ message: GENERIC_ERROR, notFound: true })] : []),
  ];
  return actions.reduce(storefrontSlice.reducer, emptyState);
}
export const storefrontReducer = storefrontSlice.reducer;
export const selectStorefront = (state: { storefront: StorefrontState }) => state.storefront;
