import { createContext, useContext } from 'react';
import type { CatalogKey, PublicBusiness, PublicGiftCardList, PublicPageData } from '@gv/proto';
import { message } from '../../lib/i18n';
import { storefrontStateMessages } from './storefront-state.messages';
import { ApiError } from '../../lib/api-client';
import type { GiftCard } from '../../lib/gift-card';
import { PageState, usePageState } from '../../lib/page-state';
import { readPreloadedPage } from '../../lib/preloaded-page';
import { storefrontApi } from './api/storefront-api';

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
  /** Gift card details. */
  details: { id: string | null; status: LoadStatus; giftCard: GiftCard | null; error: string | null; notFound: boolean };
}

export interface ListQuery {
  businessSlug: string | null;
  keyword: string;
  page: number;
}

/** The English words (the spec's); the visitor reads them in their language (text()). */
export const BUSINESS_FETCH_ERROR = storefrontStateMessages.messages.en.businessFetch;
export const GENERIC_ERROR = storefrontStateMessages.messages.en.generic;
const text = (key: CatalogKey<typeof storefrontStateMessages>) => message(storefrontStateMessages, key);
/** Spec §9: each infinite-scroll batch waits 800 ms. */
export const SCROLL_BATCH_DELAY_MS = 800;

const emptyState: StorefrontState = {
  business: { slug: null, status: 'idle', data: null, error: null, notFound: false },
  list: { businessSlug: null, keyword: '', page: 1, items: [], hasMore: true, total: 0, status: 'idle', error: null },
  details: { id: null, status: 'idle', giftCard: null, error: null, notFound: false },
};

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

const businessFound = (slug: string, data: PublicBusiness): StorefrontState['business'] => ({
  slug,
  status: 'success',
  data,
  error: null,
  notFound: false,
});
const businessMissing = (slug: string, error: string, notFound: boolean): StorefrontState['business'] => ({
  slug,
  status: 'fail',
  data: null,
  error,
  notFound,
});
const detailsFound = (id: string, giftCard: GiftCard): StorefrontState['details'] => ({
  id,
  status: 'success',
  giftCard,
  error: null,
  notFound: false,
});
const detailsMissing = (id: string, error: string, notFound: boolean): StorefrontState['details'] => ({
  id,
  status: 'fail',
  giftCard: null,
  error,
  notFound,
});

/** What each one-thing part holds once found; `found` and `missing` give its state under the asked key (slug or id). */
interface OneLoaded {
  business: PublicBusiness;
  details: GiftCard;
}
const found: { [P in keyof OneLoaded]: (key: string, data: OneLoaded[P]) => StorefrontState[P] } = { business: businessFound, details: detailsFound };
const missing: { [P in keyof OneLoaded]: (key: string, error: string, notFound: boolean) => StorefrontState[P] } = {
  business: businessMissing,
  details: detailsMissing,
};

/** The list once `answer` (page `query.page`) is in: page 1 replaces it, a later page adds the cards not shown yet. */
function listWith(list: StorefrontState['list'], query: ListQuery, { giftCards, hasMore, total }: PublicGiftCardList): StorefrontState['list'] {
  const known = new Set(list.items.map((card) => card._id));
  const items = query.page === 1 ? giftCards : [...list.items, ...giftCards.filter((card) => !known.has(card._id))];
  return { ...list, ...query, items, hasMore: hasMore && giftCards.length > 0, total, status: 'success', error: null };
}

/** The state after the page's own requests would have succeeded (or found nothing) with the data the server sent. */
export function preloadedState({ business, list, card }: PublicPageData): StorefrontState {
  return {
    business: !business
      ? emptyState.business
      : business.business
        ? businessFound(business.businessSlug, business.business)
        : businessMissing(business.businessSlug, text('businessNotFound'), true),
    list: list ? listWith(emptyState.list, { businessSlug: list.businessSlug, keyword: '', page: 1 }, list.result) : emptyState.list,
    details: !card ? emptyState.details : card.giftCard ? detailsFound(card.id, card.giftCard) : detailsMissing(card.id, text('generic'), true),
  };
}

/** The storefront screens' business, card list and card details, kept while the visitor moves between them. */
export class Storefront extends PageState<StorefrontState> {
  constructor(
    state = emptyState,
    private readonly api = storefrontApi,
  ) {
    super(state);
  }

  /** Empties a screen's part as it closes: an answer still on its way for it is dropped. */
  reset(part: keyof StorefrontState) {
    this.forget(part);
    this.patch({ [part]: emptyState[part] });
  }

  loadBusiness(slug: string) {
    this.patch({ business: { ...emptyState.business, slug, status: 'loading' } });
    this.loadOne('business', slug, () => this.api.business(slug), text('businessFetch'));
  }

  /** Page 1 is a new search (spec §4: the list empties, has-more is true); a later page adds the next 6 cards after the batch delay. */
  loadList(query: ListQuery) {
    const { list } = this.getState();
    this.patch({
      list: query.page === 1 ? { ...emptyState.list, ...query, page: 1, status: 'loading' } : { ...list, status: 'loading', error: null },
    });
    const send = async () => {
      if (query.page > 1) await new Promise((resolve) => setTimeout(resolve, SCROLL_BATCH_DELAY_MS));
      return this.api.list(query);
    };
    this.request(
      'list',
      send,
      (answer) => this.patch({ list: listWith(this.getState().list, query, answer) }),
      (message) => this.patch({ list: { ...this.getState().list, status: 'fail', error: message } }),
      text('generic'),
    );
  }

  /** The card shown so far stays on screen while the same card is asked again. */
  loadDetails(id: string) {
    const { details } = this.getState();
    this.patch({ details: { ...emptyState.details, id, status: 'loading', giftCard: details.id === id ? details.giftCard : null } });
    this.loadOne('details', id, () => this.api.details(id), text('generic'));
  }

  /** Loads the one business or card a screen shows: found, or missing (and whether the server has no such thing). */
  private loadOne<P extends keyof OneLoaded>(part: P, key: string, fetch: () => Promise<OneLoaded[P]>, fallback: string) {
    this.request(
      part,
      fetch,
      (data) => this.patch({ [part]: found[part](key, data) }),
      (message, error) => this.patch({ [part]: missing[part](key, message, isNotFound(error)) }),
      fallback,
    );
  }
}

/** The browser's storefront state, made when the screens' chunk loads: the page's HTML may have brought its first data. The server gives each render its own. */
export const StorefrontContext = createContext(new Storefront(preloadedState(readPreloadedPage())));

export function useStorefront(): [StorefrontState, Storefront] {
  const storefront = useContext(StorefrontContext);
  return [usePageState(storefront), storefront];
}
