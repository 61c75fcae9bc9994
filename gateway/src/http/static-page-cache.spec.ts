import { jest } from '@jest/globals';
import { PUBLIC_CACHE_SECONDS } from '@gv/platform';
import { PublicCache } from './public-cache.interceptor';
import { PublicPageCache, type SentPage } from './static-page-cache';

const BUILD = { build: 1 };

describe('public pages kept as the public card list is', () => {
  let publicData: PublicCache;
  let pages: PublicPageCache;
  let made: number;
  const make = (html = `page ${made + 1}`) => async (): Promise<SentPage> => {
    made++;
    return { status: 200, html };
  };

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'clearTimeout'] });
    publicData = new PublicCache();
    pages = new PublicPageCache(publicData);
    made = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('makes a page once for the visitors of its address during PUBLIC_CACHE_SECONDS, then again', async () => {
    const first = await Promise.all([1, 2, 3].map(() => pages.page('http://shop/bistro/giftcards', BUILD, make())));
    expect(first.map((page) => page.html)).toEqual(['page 1', 'page 1', 'page 1']);
    expect((await pages.page('http://shop/bistro/giftcards', BUILD, make())).html).toBe('page 1');
    expect((await pages.page('http://shop/explore', BUILD, make())).html).toBe('page 2');

    jest.setSystemTime(Date.now() + PUBLIC_CACHE_SECONDS * 1000 + 1);
    expect((await pages.page('http://shop/bistro/giftcards', BUILD, make())).html).toBe('page 3');
  });

  it('drops every kept page when a write through the gateway changes public data', async () => {
    await pages.page('http://shop/bistro/giftcards', BUILD, make());
    await pages.page('http://shop/explore', BUILD, make());
    publicData.invalidate({ businessSlug: 'osteria', cardId: 'c1' });
    expect((await pages.page('http://shop/bistro/giftcards', BUILD, make())).html).toBe('page 3');
    expect((await pages.page('http://shop/explore', BUILD, make())).html).toBe('page 4');
  });

  it('does not keep a page made while such a write happened, nor hand it to visitors who came after the write', async () => {
    let finish!: (page: SentPage) => void;
    const slow = pages.page('http://shop/bistro/giftcards', BUILD, () => new Promise((resolve) => (finish = resolve)));
    publicData.invalidate({ businessSlug: 'bistro' });
    const after = pages.page('http://shop/bistro/giftcards', BUILD, make('after the write'));
    finish({ status: 200, html: 'before the write' });
    expect((await slow).html).toBe('before the write');
    expect((await after).html).toBe('after the write');
    expect((await pages.page('http://shop/bistro/giftcards', BUILD, make())).html).toBe('after the write');
  });

  it('makes the page again for a new build of the SPA, whose HTML names other scripts', async () => {
    await pages.page('http://shop/explore', BUILD, make());
    expect((await pages.page('http://shop/explore', { build: 2 }, make())).html).toBe('page 2');
  });

  it('keeps no failure: the next visitor tries again', async () => {
    await expect(pages.page('http://shop/explore', BUILD, () => Promise.reject(new Error('catalog down')))).rejects.toThrow('catalog down');
    expect((await pages.page('http://shop/explore', BUILD, make())).html).toBe('page 1');
  });
});
