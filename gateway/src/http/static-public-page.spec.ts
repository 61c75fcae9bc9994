import { isPrivateAppPage, publicRouteOf } from './static-public-page';

describe('publicRouteOf', () => {
  it('names the public pages: landing, explore, a business page, card pages and a card holder’s page', () => {
    expect(publicRouteOf('/')).toEqual({ page: 'landing' });
    expect(publicRouteOf('/explore')).toEqual({ page: 'explore', businessSlug: null });
    expect(publicRouteOf('/demo-bistro/giftcards')).toEqual({ page: 'explore', businessSlug: 'demo-bistro' });
    expect(publicRouteOf('/demo-bistro/gift-card/42')).toEqual({ page: 'card', id: '42', businessSlug: 'demo-bistro' });
    expect(publicRouteOf('/gift-card/42')).toEqual({ page: 'card', id: '42', businessSlug: null });
    expect(publicRouteOf('/card/01J9ZK4W8Q2N3H7V6T5R4P3M2B')).toEqual({ page: 'holder', code: '01J9ZK4W8Q2N3H7V6T5R4P3M2B' });
  });

  it('is no public page for the app’s own routes, a broken escape or a NUL character', () => {
    for (const path of ['/dashboard', '/api/giftcards', '/media/giftcards', '/%E0%A4%A/giftcards', '/demo%00bistro/giftcards', '/x/gift-card/%00']) {
      expect({ path, route: publicRouteOf(path) }).toEqual({ path, route: null });
    }
  });

  it("is no public page for a gift's reveal, which the SPA draws alone and no cache or search engine keeps", () => {
    expect(publicRouteOf('/card/01J9ZK4W8Q2N3H7V6T5R4P3M2B/reveal')).toBeNull();
    expect(isPrivateAppPage('/card/01J9ZK4W8Q2N3H7V6T5R4P3M2B/reveal')).toBe(true);
    for (const path of ['/card/01J9ZK4W8Q2N3H7V6T5R4P3M2B', '/card/reveal', '/dashboard', '/x/card/CODE/reveal', '/card/%E0%A4%A/reveal']) {
      expect({ path, private: isPrivateAppPage(path) }).toEqual({ path, private: false });
    }
  });
});
