import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { PublicBusiness, PublicGiftCardList } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import type { GiftCard } from '../../lib/gift-card';
import { storefrontApi } from './api/storefront-api';
import { BUSINESS_FETCH_ERROR, preloadedState, SCROLL_BATCH_DELAY_MS, Storefront } from './storefront-state';

type Api = typeof storefrontApi;

const card = (id: string) => ({ _id: id, giftCardName: `Card ${id}` }) as GiftCard;
const page = (ids: string[], hasMore: boolean, total = 12): PublicGiftCardList => ({ giftCards: ids.map(card), page: 1, hasMore, total });
const business = { businessSlug: 'cafe', name: 'Cafe' } as PublicBusiness;

/** A call the test answers when it chooses, to put answers out of order. */
function pending<T>() {
  let answer!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => ((answer = resolve), (fail = reject)));
  return { promise, answer, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function storefrontWith(api: Partial<Api>) {
  return new Storefront(undefined, { ...storefrontApi, ...api } as Api);
}

afterEach(() => {
  jest.useRealTimers();
});

describe('storefront state', () => {
  it('a new search drops the answer of an older one still on its way', async () => {
    const calls = new Map<string, ReturnType<typeof pending<PublicGiftCardList>>>();
    const storefront = storefrontWith({
      list: (query) => {
        const call = pending<PublicGiftCardList>();
        calls.set(query.keyword, call);
        return call.promise;
      },
    });
    storefront.loadList({ businessSlug: 'cafe', keyword: 'spa', page: 1 });
    storefront.loadList({ businessSlug: 'cafe', keyword: 'spar', page: 1 });
    calls.get('spar')!.answer(page(['b'], false, 1));
    calls.get('spa')!.answer(page(['a1', 'a2'], false, 2));
    await settle();
    const { list } = storefront.getState();
    expect(list).toMatchObject({ keyword: 'spar', status: 'success', total: 1, hasMore: false });
    expect(list.items.map((item) => item._id)).toEqual(['b']);
  });

  it('a later page waits the batch delay, then adds only the cards not shown yet', async () => {
    jest.useFakeTimers();
    const asked: number[] = [];
    const storefront = new Storefront(preloadedState({ list: { businessSlug: 'cafe', result: page(['a', 'b'], true) } }), {
      ...storefrontApi,
      list: async (query) => (asked.push(query.page), page(['b', 'c'], false)),
    });
    storefront.loadList({ businessSlug: 'cafe', keyword: '', page: 2 });
    expect(storefront.getState().list).toMatchObject({ status: 'loading', items: [card('a'), card('b')] });
    await jest.advanceTimersByTimeAsync(SCROLL_BATCH_DELAY_MS - 1);
    expect(asked).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([2]);
    const { list } = storefront.getState();
    expect(list.items.map((item) => item._id)).toEqual(['a', 'b', 'c']);
    expect(list).toMatchObject({ page: 2, hasMore: false, status: 'success' });
  });

  it("a failed business keeps the server's message, or the spec's own, and tells a missing business apart", async () => {
    const storefront = storefrontWith({
      business: async (slug) => {
        if (slug === 'gone') throw new ApiError(404, 'Business not found');
        throw new ApiError(503, '');
      },
    });
    storefront.loadBusiness('gone');
    await settle();
    expect(storefront.getState().business).toMatchObject({ slug: 'gone', status: 'fail', error: 'Business not found', notFound: true });
    storefront.loadBusiness('cafe');
    await settle();
    expect(storefront.getState().business).toMatchObject({ slug: 'cafe', status: 'fail', error: BUSINESS_FETCH_ERROR, notFound: false });
  });

  it('an answer that arrives after the screen closed is dropped', async () => {
    const call = pending<PublicBusiness>();
    const storefront = storefrontWith({ business: () => call.promise });
    storefront.loadBusiness('cafe');
    storefront.reset('business');
    call.answer(business);
    await settle();
    expect(storefront.getState().business).toMatchObject({ slug: null, status: 'idle', data: null });
  });

  it("the page's own data reads as its requests answered", async () => {
    const fromPage = preloadedState({
      business: { businessSlug: 'cafe', business },
      list: { businessSlug: 'cafe', result: page(['a'], false, 1) },
      card: { id: 'a', giftCard: card('a') },
    });
    const asked = storefrontWith({ business: async () => business, list: async () => page(['a'], false, 1), details: async () => card('a') });
    asked.loadBusiness('cafe');
    asked.loadList({ businessSlug: 'cafe', keyword: '', page: 1 });
    asked.loadDetails('a');
    await settle();
    expect(fromPage).toEqual(asked.getState());
  });

  it('tells the screens of every change', async () => {
    const storefront = storefrontWith({ details: async () => card('a') });
    const seen: string[] = [];
    const stop = storefront.subscribe(() => seen.push(storefront.getState().details.status));
    storefront.loadDetails('a');
    await settle();
    stop();
    storefront.reset('details');
    expect(seen).toEqual(['loading', 'success']);
  });
});
